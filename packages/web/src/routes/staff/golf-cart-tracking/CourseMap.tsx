import { type CartEta, type Course, formatTimeOfDay, meetingNote, relativeAge } from "@grill/core"
import type { LiveGolfCart, Order } from "@grill/http"
import { useMemo } from "react"
import { cartLocationFor } from "./cart-location"
import { courseMapLayout, type MapPoint } from "./course-map-layout"

interface CourseMapProps {
  readonly course: Course
  readonly fleet: Readonly<Record<string, LiveGolfCart>>
  /** Open golf-cart orders; each is drawn from its cart to where the runner meets it. */
  readonly orders: ReadonlyArray<Order>
  readonly now: Date
  /** When the orders were read: their meeting estimates count from then. */
  readonly readAt: Date
  readonly timeZone: string
}

const cartState = (cart: LiveGolfCart, now: Date) =>
  cart.live ? "live" : `last seen ${relativeAge(new Date(cart.lastUpdated), now).toLowerCase()}`

const byCartId = (a: LiveGolfCart, b: LiveGolfCart) =>
  a.cartId.localeCompare(b.cartId, undefined, { numeric: true })

const meetingOf = (order: Order): CartEta | null => order.eta ?? null

/**
 * The course drawn from its own data, north up: each hole from tee to green, the clubhouse, every
 * cart (solid when live, hollow with its age when not) and, for each open order, a dashed line from
 * its cart to where the runner meets it. The list beside it says the same for keyboard and
 * screen-reader users, and for anyone who would rather read than look.
 */
export function CourseMap({ course, fleet, orders, now, readAt, timeZone }: CourseMapProps) {
  const layout = useMemo(() => courseMapLayout(course), [course])
  const { project, span } = layout
  const carts = Object.values(fleet).sort(byCartId)
  const mark = span / 70
  const text = span / 42
  const deliveries = orders.flatMap((order) => {
    const location = cartLocationFor(order, fleet)
    return location ? [{ order, location, eta: meetingOf(order) }] : []
  })
  const label = (at: MapPoint, dy: number, content: string, className: string) => (
    <text x={at.x} y={at.y + dy} fontSize={text} textAnchor="middle" className={className}>
      {content}
    </text>
  )

  return (
    <div className="course-map">
      <figure className="course-map__figure">
        <svg
          viewBox={layout.viewBox}
          role="img"
          aria-labelledby="course-map-title"
          className="course-map__svg"
          preserveAspectRatio="xMidYMid meet"
        >
          <title id="course-map-title">
            {`Map of ${course.name}: ${carts.length} carts, ${carts.filter((c) => c.live).length} live, ${deliveries.length} open deliveries`}
          </title>
          {course.holes.map((hole) => {
            const tee = project(hole.tee)
            const green = project(hole.green)
            return (
              <g key={hole.number} className="course-map__hole">
                <line x1={tee.x} y1={tee.y} x2={green.x} y2={green.y} strokeWidth={mark * 1.6} />
                <circle cx={green.x} cy={green.y} r={mark * 1.2} className="course-map__green" />
                <circle
                  cx={tee.x}
                  cy={tee.y}
                  r={mark * 1.1}
                  strokeWidth={mark * 0.25}
                  className="course-map__tee"
                />
                {label(tee, text * 0.35, String(hole.number), "course-map__hole-number")}
              </g>
            )
          })}
          {(() => {
            const clubhouse = project(course.clubhouse)
            return (
              <g className="course-map__clubhouse">
                <rect
                  x={clubhouse.x - mark * 1.5}
                  y={clubhouse.y - mark * 1.5}
                  width={mark * 3}
                  height={mark * 3}
                />
                {label(clubhouse, mark * 1.5 + text, "Clubhouse", "course-map__label")}
              </g>
            )
          })()}
          {deliveries.map(({ order, location, eta }) => {
            if (eta === null || !layout.contains(location) || !layout.contains(eta)) return null
            const from = project(location)
            const to = project(eta)
            return (
              <g key={order.orderNumber} className="course-map__delivery">
                <line
                  x1={from.x}
                  y1={from.y}
                  x2={to.x}
                  y2={to.y}
                  strokeWidth={mark * 0.35}
                  strokeDasharray={`${mark} ${mark * 0.6}`}
                />
                <rect
                  x={to.x - mark * 0.8}
                  y={to.y - mark * 0.8}
                  width={mark * 1.6}
                  height={mark * 1.6}
                  transform={`rotate(45 ${to.x} ${to.y})`}
                  className="course-map__meeting"
                />
                {label(
                  to,
                  -mark * 1.3,
                  `#${order.orderNumber} · ${formatTimeOfDay(new Date(readAt.getTime() + eta.minutes * 60_000), timeZone)}`,
                  "course-map__label"
                )}
              </g>
            )
          })}
          {carts.filter(layout.contains).map((cart) => {
            const at = project(cart)
            return (
              <g
                key={cart.cartId}
                className={`course-map__cart ${cart.live ? "course-map__cart--live" : "course-map__cart--stale"}`}
                data-cart-id={cart.cartId}
                data-x={at.x.toFixed(1)}
                data-y={at.y.toFixed(1)}
              >
                <circle cx={at.x} cy={at.y} r={mark * 1.3} strokeWidth={mark * 0.35} />
                {label(at, text * 0.35, cart.cartId, "course-map__cart-id")}
                {!cart.live &&
                  label(
                    at,
                    mark * 1.3 + text,
                    relativeAge(new Date(cart.lastUpdated), now),
                    "course-map__age"
                  )}
              </g>
            )
          })}
        </svg>
        <figcaption className="course-map__legend">
          <span className="course-map__key course-map__key--live" aria-hidden /> Live
          <span className="course-map__key course-map__key--stale" aria-hidden /> Last known position
          <span className="course-map__key course-map__key--meeting" aria-hidden /> Meeting point
        </figcaption>
      </figure>
      <div className="course-map__facts">
        <h3>Carts</h3>
        {carts.length === 0 ? (
          <p className="staff-muted">No carts have reported a position.</p>
        ) : (
          <ul className="course-map__list">
            {carts.map((cart) => (
              <li key={cart.cartId}>
                <strong>Cart {cart.cartId}</strong> · hole {cart.currentHole} · {cartState(cart, now)}
                {!layout.contains(cart) && " · off the map"}
              </li>
            ))}
          </ul>
        )}
        <h3>Deliveries</h3>
        {deliveries.length === 0 ? (
          <p className="staff-muted">No open golf cart deliveries.</p>
        ) : (
          <ul className="course-map__list">
            {deliveries.map(({ order, location, eta }) => (
              <li key={order.orderNumber}>
                <strong>#{order.orderNumber}</strong> to cart {location.cartId}:{" "}
                {eta ? meetingNote(eta, readAt, timeZone) : "no recent position, call the golfer"}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}
