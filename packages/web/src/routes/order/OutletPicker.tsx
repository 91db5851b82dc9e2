import { describeWhen, formatOpeningHours, outletKindLabel, type PublicOutlet } from "@grill/core"
import { Link } from "react-router-dom"
import "./outlet-picker.css"

/** "Open now", "Paused", "Opens tomorrow at 7:00 AM": whether the outlet takes orders, in a few words. */
const orderingWords = (outlet: PublicOutlet, now: Date, timeZone: string): string => {
  const { state, opensAt } = outlet.ordering
  if (state === "open") return "Open now"
  if (state === "paused") return "Paused"
  if (opensAt === null) return "Closed"
  const when = describeWhen(new Date(opensAt), now, timeZone)
  return `Opens ${when.startsWith("at ") ? `today ${when}` : when}`
}

/**
 * The club's outlets a customer orders from (issue 40), shown only where there is more than one:
 * each says what it is, its hours and whether it takes orders now, and links to its own menu,
 * so the choice is in the address a reload or a shared link keeps. (A chunk of its own, which
 * shares no module with the menu's first load: it would split that load into more chunks.)
 */
export function OutletPicker(props: {
  readonly outlets: ReadonlyArray<PublicOutlet>
  /** The outlet ordered from: the one the address names, else the first. */
  readonly chosen: string | undefined
  readonly timeZone: string
  /** Where an outlet's menu is. */
  readonly linkTo: (outlet: PublicOutlet, index: number) => string
}) {
  const now = new Date()
  return (
    <nav className="outlet-picker" aria-labelledby="outlet-picker-title">
      <h2 id="outlet-picker-title" className="outlet-picker__title">
        Order from
      </h2>
      <ul className="outlet-picker__list">
        {props.outlets.map((outlet, index) => {
          const chosen = outlet.slug === props.chosen
          const open = outlet.ordering.state === "open"
          return (
            <li key={outlet.slug}>
              <Link
                to={props.linkTo(outlet, index)}
                className={`outlet-card${chosen ? " outlet-card--chosen" : ""}`}
                aria-current={chosen ? "page" : undefined}
              >
                <span className="outlet-card__name">{outlet.name}</span>
                <span className="outlet-card__kind">{outletKindLabel(outlet.kind)}</span>
                <span className="outlet-card__hours">{formatOpeningHours(outlet).join(" · ")}</span>
                <span className={`outlet-card__state${open ? " outlet-card__state--open" : ""}`}>
                  {orderingWords(outlet, now, props.timeZone)}
                </span>
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
