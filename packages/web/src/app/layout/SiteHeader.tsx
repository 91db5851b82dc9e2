import { telHref } from "@grill/core"
import { MapPin, Phone } from "lucide-react"
import { Link, NavLink, useLocation } from "react-router-dom"
import { useVenue } from "../../api/venue"
import logoUrl from "../../assets/club-logo.svg"

export function SiteHeader() {
  const venue = useVenue()
  const { pathname } = useLocation()
  // Ordering lives at both / and /order; either way "Menu & Ordering" is the current section.
  const onOrdering = pathname === "/" || pathname === "/order"
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="site-header__brand">
          <img src={logoUrl} alt="" width={48} height={48} className="site-header__logo" />
          <span className="site-header__name">{venue.name}</span>
        </Link>
        <address className="site-header__contact">
          <span className="site-header__fact">
            <MapPin aria-hidden size={16} />
            {venue.streetAddress}, {venue.city}, {venue.state} {venue.postalCode}
          </span>
          <a className="site-header__fact" href={telHref(venue.phone)}>
            <Phone aria-hidden size={16} />
            {venue.phone}
          </a>
        </address>
        <nav aria-label="Main" className="site-nav">
          <Link to="/" className="site-nav__link" aria-current={onOrdering ? "page" : undefined}>
            Menu &amp; Ordering
          </Link>
          <NavLink to="/loyalty" className="site-nav__link">
            Loyalty Rewards
          </NavLink>
        </nav>
      </div>
    </header>
  )
}
