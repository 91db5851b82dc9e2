import { Flag } from "lucide-react"
import { Link, useLocation } from "react-router-dom"
import { useVenue } from "../../api/venue"

export default function NotFoundScreen() {
  const { pathname } = useLocation()
  const venue = useVenue()
  return (
    <section className="page--centered not-found" aria-labelledby="not-found-title">
      <title>{`Page not found · ${venue.name}`}</title>
      <span className="not-found__flag" aria-hidden>
        <Flag size={40} />
      </span>
      <h1 id="not-found-title" className="page__title">
        404 Page Not Found
      </h1>
      <p className="not-found__hint">
        There is no page at <code>{pathname}</code>. Check the address for a typo, or start again from the
        menu.
      </p>
      <Link to="/" className="button button--primary">
        Back to the menu
      </Link>
    </section>
  )
}
