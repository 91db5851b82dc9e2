import { useRouteError } from "react-router-dom"
import { isApiError } from "../api/api-error"

/** Last resort when a screen cannot render at all, e.g. the venue facts failed to load. */
export function RouteError() {
  const error = useRouteError()
  const detail = isApiError(error) ? error.message : "An unexpected error occurred."
  return (
    <main className="page page--centered" id="main">
      <h1 className="page__title">Something went wrong</h1>
      <p>{detail}</p>
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        Reload the page
      </button>
    </main>
  )
}
