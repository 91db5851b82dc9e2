// The beverage cart's course queue: which golfers' orders it reaches first. Pure and Schema-free
// so the phone screen can reorder a queue it keeps offline with the same rule.
import { type CourseRoute, type GeoPoint, routePosition } from "./course.js"

/** Where someone is on the course: the hole, and the spot when it is known. */
export interface CoursePlace {
  readonly hole: number
  readonly point?: GeoPoint | undefined
}

/** A queued delivery: when it was ordered (epoch ms) and where its golfers are, when known. */
export interface QueuedDelivery {
  readonly orderedAt: number
  readonly golfers?: CoursePlace | undefined
}

/** Where the beverage cart is: a spot (its hole found from the route), or only the hole it is at. */
export type CartPlace = GeoPoint | { readonly hole: number }

const holeStart = (route: CourseRoute, hole: number): number | undefined =>
  route.legs.find((leg) => leg.hole === hole)?.start

/** Meters along the route: a spot is placed on its hole's legs; a bare hole at the drive to its tee. */
const placeOnRoute = (route: CourseRoute, place: CoursePlace): number | undefined =>
  place.point === undefined ? holeStart(route, place.hole) : routePosition(route, place.hole, place.point)

const cartOnRoute = (route: CourseRoute, cart: CartPlace): number | undefined =>
  "hole" in cart
    ? holeStart(route, cart.hole)
    : // No hole named: the nearest spot on any leg (routePosition searches them all).
      routePosition(route, 0, cart)

/**
 * The queue in the order the beverage cart reaches the golfers: by how far ahead of the cart they
 * are along the round (the cart drives the round as they play it, so one just behind it is the
 * longest way round), then by order time. Golfers whose place is unknown follow, by order time;
 * with the cart's own place unknown nobody is ahead of it, and the queue is by order time alone.
 */
export const cartRouteOrder = <T extends QueuedDelivery>(
  route: CourseRoute,
  cart: CartPlace | undefined,
  queue: ReadonlyArray<T>
): ReadonlyArray<T> => {
  const from = cart === undefined ? undefined : cartOnRoute(route, cart)
  const length = route.length > 0 ? route.length : 1
  const ahead = (delivery: T): number => {
    if (from === undefined || delivery.golfers === undefined) return Number.POSITIVE_INFINITY
    const at = placeOnRoute(route, delivery.golfers)
    return at === undefined ? Number.POSITIVE_INFINITY : (((at - from) % length) + length) % length
  }
  return queue
    .map((delivery, index) => ({ delivery, index, ahead: ahead(delivery) }))
    .sort(
      (a, b) =>
        (a.ahead === b.ahead ? 0 : a.ahead < b.ahead ? -1 : 1) ||
        a.delivery.orderedAt - b.delivery.orderedAt ||
        a.index - b.index
    )
    .map(({ delivery }) => delivery)
}
