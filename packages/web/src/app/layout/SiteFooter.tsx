import { formatOpeningHours } from "@grill/core"
import { Link } from "react-router-dom"
import { useVenue } from "../../api/venue"

export function SiteFooter() {
  const venue = useVenue()
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section aria-labelledby="footer-visit" className="site-footer__block">
          <h2 id="footer-visit" className="site-footer__heading">
            Visit us
          </h2>
          <address className="site-footer__text">
            {venue.name}
            <br />
            {venue.streetAddress}
            <br />
            {venue.city}, {venue.state} {venue.postalCode}
          </address>
        </section>
        <section aria-labelledby="footer-hours" className="site-footer__block">
          <h2 id="footer-hours" className="site-footer__heading">
            Opening hours
          </h2>
          <ul className="site-footer__list">
            {formatOpeningHours(venue).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-links" className="site-footer__block">
          <h2 id="footer-links" className="site-footer__heading">
            Links
          </h2>
          <ul className="site-footer__list">
            <li>
              <Link to="/dashboard">Staff dashboard</Link>
            </li>
            {venue.socialLinks.map((link) => (
              <li key={link.url}>
                <a href={link.url} target="_blank" rel="noopener noreferrer">
                  {link.label}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </footer>
  )
}
