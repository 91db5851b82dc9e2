import {
  type Course,
  type CourseRoute,
  courseRoute,
  defaultPace,
  HOLES_PER_ROUND,
  pointAlongRoute
} from "@grill/core"

/** The pace the simulator drives at: the usual 15 minutes a hole, before --speed. */
export const SIMULATED_MINUTES_PER_HOLE = 15

/** A simulated cart: how far round the course it is, and its group's own pace. */
export interface SimulatedCart {
  readonly cartId: string
  /** Meters along the route. */
  readonly position: number
  readonly metersPerMinute: number
}

export interface SimulatedFleet {
  readonly route: CourseRoute
  readonly carts: ReadonlyArray<SimulatedCart>
}

/**
 * Carts spread round the course as tee times spread groups, each group a little quicker or
 * slower than the usual pace (from 10% slower to 10% quicker), so no two carts move in step.
 */
export const startFleet = (course: Course, cartIds: ReadonlyArray<string>): SimulatedFleet => {
  const route = courseRoute(course)
  const usual = defaultPace(route, { minutesPerHole: SIMULATED_MINUTES_PER_HOLE })
  return {
    route,
    carts: cartIds.map((cartId, index) => ({
      cartId,
      position: (route.length * index) / cartIds.length,
      metersPerMinute:
        usual * (0.9 + (0.2 * ((index * 3) % cartIds.length)) / Math.max(1, cartIds.length - 1))
    }))
  }
}

/** Every cart `minutes` further on; a cart that finishes the round goes out again as the next group. */
export const advanceFleet = (fleet: SimulatedFleet, minutes: number): SimulatedFleet => ({
  route: fleet.route,
  carts: fleet.carts.map((cart) => ({
    ...cart,
    position: (cart.position + cart.metersPerMinute * minutes) % fleet.route.length
  }))
})

/** What the cart's GPS unit would report from where it is now. */
export const positionReport = (fleet: SimulatedFleet, cart: SimulatedCart) => {
  const point = pointAlongRoute(fleet.route, cart.position)
  return {
    currentHole: point.hole,
    nextHole: (point.hole % HOLES_PER_ROUND) + 1,
    latitude: Number(point.latitude.toFixed(6)),
    longitude: Number(point.longitude.toFixed(6))
  }
}
