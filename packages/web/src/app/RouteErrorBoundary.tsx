import { telHref } from "@grill/core"
import { Component, type ReactNode } from "react"
import { type Location, useLocation } from "react-router-dom"
import { isApiError } from "../api/api-error"
import { bootData } from "./boot-data"

/** Last resort when a screen cannot render at all, e.g. the venue facts failed to load. */
function RouteError({ error }: { readonly error: unknown }) {
  const detail = isApiError(error) ? error.message : "An unexpected error occurred."
  // The page itself carries the venue: even when nothing else loads, a hungry golfer can call.
  const venue = bootData().venue
  return (
    <main className="page page--centered" id="main">
      <h1 className="page__title">Something went wrong</h1>
      <p>{detail}</p>
      {venue && (
        <p>
          To order by phone, call {venue.name} at <a href={telHref(venue.phone)}>{venue.phone}</a>.
        </p>
      )}
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        Reload the page
      </button>
    </main>
  )
}

interface CatcherProps {
  readonly location: Location
  readonly children: ReactNode
}

interface CatcherState {
  /** Boxed, so that even `throw undefined` counts as a failure. */
  readonly caught: { readonly error: unknown } | null
  readonly location: Location
}

class ErrorCatcher extends Component<CatcherProps, CatcherState> {
  override state: CatcherState = { caught: null, location: this.props.location }

  static getDerivedStateFromError(error: unknown): Partial<CatcherState> {
    return { caught: { error } }
  }

  // Any navigation (a link, the back button) gives the screens another try.
  static getDerivedStateFromProps(props: CatcherProps, state: CatcherState): Partial<CatcherState> | null {
    return props.location === state.location ? null : { caught: null, location: props.location }
  }

  override render() {
    return this.state.caught ? <RouteError error={this.state.caught.error} /> : this.props.children
  }
}

/**
 * Shows "Something went wrong" in place of `children` when they fail to render, until the next
 * navigation. It does the job of a data route's `errorElement`: the app routes with useRoutes in a
 * <BrowserRouter> because a data router (createBrowserRouter) would more than double React Router's
 * share of every visitor's first download.
 */
export function RouteErrorBoundary({ children }: { readonly children: ReactNode }) {
  return <ErrorCatcher location={useLocation()}>{children}</ErrorCatcher>
}
