import { ShoppingBag } from "lucide-react"
import { NavLink, useLocation } from "react-router-dom"

/** The spec's tab bar holds a single tab; it stays selected on both ordering routes. */
export function TabBar() {
  const { pathname } = useLocation()
  const onOrdering = pathname === "/" || pathname === "/order"
  return (
    <nav aria-label="Sections" className="tab-bar">
      <div className="tab-bar__inner">
        <NavLink
          to="/order"
          className={onOrdering ? "tab-bar__tab tab-bar__tab--active" : "tab-bar__tab"}
          aria-current={onOrdering ? "page" : undefined}
        >
          <ShoppingBag aria-hidden size={18} />
          Order Online
        </NavLink>
      </div>
    </nav>
  )
}
