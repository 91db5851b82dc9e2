import { roleMay } from "@grill/core"
import type { StaffUser } from "@grill/http"
import { Menu, X } from "lucide-react"
import { useEffect, useId, useState } from "react"
import { Link, useLocation } from "react-router-dom"
import { currentNavPath, staffNavGroups } from "./staff-screens"
import "./staff-nav.css"

/**
 * The staff screens, grouped (Kitchen, Orders, Menu & rewards, Club, Setup) from the one table:
 * a side bar at desktop widths, a menu the header's button opens on a phone or a tablet, so no
 * label is ever cut however many screens come.
 */
export function useStaffNavToggle() {
  const [open, setOpen] = useState(false)
  const { pathname } = useLocation()
  // A link followed closes the phone's menu: the screen it opens is what the person wants to see.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every change of address
  useEffect(() => setOpen(false), [pathname])
  return { open, toggle: () => setOpen((was) => !was), close: () => setOpen(false) }
}

export function StaffMenuButton({
  open,
  controls,
  onToggle
}: {
  readonly open: boolean
  readonly controls: string
  readonly onToggle: () => void
}) {
  return (
    <button
      type="button"
      className="staff-menu-button"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      {open ? <X aria-hidden size={20} /> : <Menu aria-hidden size={20} />}
      Menu
    </button>
  )
}

export function StaffNav({
  id,
  user,
  open,
  onClose
}: {
  readonly id: string
  readonly user: StaffUser
  readonly open: boolean
  readonly onClose: () => void
}) {
  const current = currentNavPath(useLocation().pathname)
  const groups = staffNavGroups((permission) => roleMay(user.role, permission))
  const headingId = useId()
  return (
    <nav
      id={id}
      aria-label="Staff"
      className="staff-nav"
      data-open={open ? "true" : "false"}
      onKeyDown={(event) => {
        if (event.key === "Escape") onClose()
      }}
    >
      {groups.map(({ group, links }) => (
        <div key={group} className="staff-nav__group">
          <h2 className="staff-nav__heading" id={`${headingId}-${group}`}>
            {group}
          </h2>
          <ul className="staff-nav__links" aria-labelledby={`${headingId}-${group}`}>
            {links.map((link) => (
              <li key={link.path}>
                <Link
                  to={`/${link.path}`}
                  className="staff-nav__link"
                  aria-current={link.path === current ? "page" : undefined}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  )
}
