import { type Course, formatTimeOfDay, meetingAt, meetingNote, relativeAge } from "@grill/core"
import type { LiveGolfCart, Order } from "@grill/http"
import { useMemo } from "react"
import { courseMapLayout, type MapPoint } from "../../../components/course-map-layout"
import { cartLocationFor } from "./cart-location"
import { placeLabels } from "./map-labels"
import { MapLeader, MapTag, squareAround, tagTextEms, useLabelFontSize } from "./map-tag"
import "./course-map.css"

interface CourseMapProps {
  readonly course: Course
  readonly fleet: Readonly<Record<string, LiveGolfCart>>
  /** Open golf-cart orders; each is drawn from its cart to where the runner meets it. */
  readonly orders: ReadonlyArray<Order>
  readonly now: Date
  readonly timeZone: string
}

const cartState = (cart: LiveGolfCart, now: Date) =>
  cart.live ? "live" : `last seen ${relativeAge(new Date(cart.lastUpdated), now).toLowerCase()}`

/** What each kind of mark is, beside a small copy of it. */
const LEGEND = [
  ["hole", "Tee (hole number)"],
  ["live", "Cart, live"],
  ["stale", "Cart, last known position"],
  ["meeting", "Meeting point"]
] as const

const byCartId = (a: LiveGolfCart, b: LiveGolfCart) =>
  a.cartId.localeCompare(b.cartId, undefined, { numeric: true })

const meetingOf = (order: Order): NonNullable<Order["eta"]> | null => order.eta ?? null

/** What the map draws and where its labels go: marks at their points, each label placed clear of the others. */
const useMapDrawing = (props: CourseMapProps) => {
  const { course, fleet, orders, timeZone } = props
  const layout = useMemo(() => courseMapLayout(course), [course])
  const { project, span } = layout
  const mark = span / 70
  const { fontSize, measure } = useLabelFontSize(layout.frame, span / 42)
  const tagHeight = fontSize * 1.6
  // A tee's circle holds its hole number at the labels' size.
  const teeRadius = Math.max(mark * 1.1, fontSize * 0.65)
  const tagWidth = (content: string) => (tagTextEms(content) + 1.2) * fontSize
  const carts = Object.values(fleet).sort(byCartId)
  const deliveries = orders.flatMap((order) => {
    const location = cartLocationFor(order, fleet)
    return location ? [{ order, location, eta: meetingOf(order) }] : []
  })
  const holes = course.holes.map((hole) => ({ hole, tee: project(hole.tee), green: project(hole.green) }))
  const clubhouse = project(course.clubhouse)
  const meetings = deliveries.flatMap(({ order, location, eta }) =>
    eta === null || !layout.contains(location) || !layout.contains(eta)
      ? []
      : [
          {
            order,
            from: project(location),
            to: project(eta),
            content: `#${order.orderNumber} · ${formatTimeOfDay(meetingAt(eta), timeZone)}`
          }
        ]
  )
  const shownCarts = carts
    .filter(layout.contains)
    .map((cart) => ({ cart, at: project(cart), content: `Cart ${cart.cartId}` }))
  const request = (key: string, at: MapPoint, clearance: number, content: string) => ({
    key,
    at,
    clearance,
    width: tagWidth(content),
    height: tagHeight
  })
  // Hole numbers sit in their tees; the clubhouse, the meetings and the carts are labelled around them.
  const placed = placeLabels(
    layout.frame,
    holes.map(({ tee }) => squareAround(tee, teeRadius)),
    [
      squareAround(clubhouse, mark * 1.5),
      ...holes.map(({ green }) => squareAround(green, mark * 1.2)),
      ...meetings.map(({ to }) => squareAround(to, mark * 1.1)),
      ...shownCarts.map(({ at }) => squareAround(at, mark))
    ],
    [
      request("clubhouse", clubhouse, mark * 1.5, "Clubhouse"),
      ...meetings.map(({ order, to, content }) =>
        request(`order ${order.orderNumber}`, to, mark * 1.1, content)
      ),
      ...shownCarts.map(({ cart, at, content }) => request(`cart ${cart.cartId}`, at, mark, content))
    ]
  )
  const labelOf = (key: string) => placed.find((label) => label.key === key)
  return {
    layout,
    mark,
    teeRadius,
    fontSize,
    measure,
    placed,
    carts,
    deliveries,
    holes,
    clubhouse,
    meetings,
    shownCarts,
    labelOf
  }
}

/**
 * The course drawn from its own data, north up: each hole from tee to green (its number in a
 * circle at the tee), the clubhouse, every cart as a square tagged "Cart 3" (solid when live,
 * hollow and dashed when not) and, for each open order, a dashed line from its cart to where the
 * runner meets it, tagged with the order and the time. Tags are placed clear of each other, with
 * a leader line when they had to move. The list beside it says the same for keyboard and
 * screen-reader users, and for anyone who would rather read than look.
 */
export function CourseMap(props: CourseMapProps) {
  const { course, now, timeZone } = props
  const drawing = useMapDrawing(props)
  const { layout, mark, fontSize, carts, deliveries, clubhouse } = drawing
  const tag = (key: string, content: string, className: string) => {
    const placed = drawing.labelOf(key)
    return placed && <MapTag placed={placed} content={content} fontSize={fontSize} className={className} />
  }

  return (
    <div className="course-map">
      <figure className="course-map__figure">
        <svg
          ref={drawing.measure}
          viewBox={layout.viewBox}
          role="img"
          aria-labelledby="course-map-title"
          className="course-map__svg"
          preserveAspectRatio="xMidYMid meet"
        >
          <title id="course-map-title">
            {`Map of ${course.name}: ${carts.length} carts, ${carts.filter((c) => c.live).length} live, ${deliveries.length} open deliveries`}
          </title>
          {drawing.holes.map(({ hole, tee, green }) => (
            <g key={hole.number} className="course-map__hole">
              <line x1={tee.x} y1={tee.y} x2={green.x} y2={green.y} strokeWidth={mark * 1.6} />
              <circle cx={green.x} cy={green.y} r={mark * 1.2} className="course-map__green" />
              <circle
                cx={tee.x}
                cy={tee.y}
                r={drawing.teeRadius}
                strokeWidth={mark * 0.25}
                className="course-map__tee"
              />
              <text
                x={tee.x}
                y={tee.y}
                fontSize={fontSize * 0.8}
                textAnchor="middle"
                dominantBaseline="central"
                className="course-map__hole-number"
                data-label={`hole ${hole.number}`}
              >
                {hole.number}
              </text>
            </g>
          ))}
          <rect
            x={clubhouse.x - mark * 1.5}
            y={clubhouse.y - mark * 1.5}
            width={mark * 3}
            height={mark * 3}
            className="course-map__clubhouse"
          />
          {drawing.meetings.map(({ order, from, to }) => (
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
            </g>
          ))}
          {drawing.shownCarts.map(({ cart, at }) => (
            <g
              key={cart.cartId}
              className={`course-map__cart ${cart.live ? "course-map__cart--live" : "course-map__cart--stale"}`}
              data-cart-id={cart.cartId}
              data-x={at.x.toFixed(1)}
              data-y={at.y.toFixed(1)}
            >
              <rect
                x={at.x - mark * 0.9}
                y={at.y - mark * 0.9}
                width={mark * 1.8}
                height={mark * 1.8}
                rx={mark * 0.3}
                strokeWidth={mark * 0.35}
              />
            </g>
          ))}
          {drawing.placed.map((placed) => (
            <MapLeader key={placed.key} placed={placed} fontSize={fontSize} />
          ))}
          {tag("clubhouse", "Clubhouse", "course-map__tag--clubhouse")}
          {drawing.meetings.map(({ order, content }) => (
            <g key={order.orderNumber}>
              {tag(`order ${order.orderNumber}`, content, "course-map__tag--meeting")}
            </g>
          ))}
          {drawing.shownCarts.map(({ cart, content }) => (
            <g key={cart.cartId}>
              {tag(
                `cart ${cart.cartId}`,
                content,
                cart.live ? "course-map__tag--cart-live" : "course-map__tag--cart-stale"
              )}
            </g>
          ))}
        </svg>
        <figcaption className="course-map__legend">
          {LEGEND.map(([key, words]) => (
            <span key={key} className="course-map__legend-item">
              <span className={`course-map__key course-map__key--${key}`} aria-hidden /> {words}
            </span>
          ))}
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
                {eta ? meetingNote(eta, timeZone) : "no recent position, call the golfer"}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}
