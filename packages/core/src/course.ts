// The golf course as geometry: holes, the clubhouse (where the kitchen is) and the route carts
// drive. Kept free of Effect Schema so a screen can draw the course without loading it;
// course-config.ts validates a configured course.
import defaultCourseData from "./default-course.json" with { type: "json" }

export interface GeoPoint {
  readonly latitude: number
  readonly longitude: number
}

export interface CourseHole {
  readonly number: number
  readonly par: number
  readonly tee: GeoPoint
  readonly green: GeoPoint
}

export interface Course {
  readonly name: string
  /** The clubhouse, where the kitchen is and where runners leave from. */
  readonly clubhouse: GeoPoint
  /** Holes 1 to 18 in playing order. */
  readonly holes: ReadonlyArray<CourseHole>
}

export const HOLES_PER_ROUND = 18
/** Rounds come back past the clubhouse after this hole (the turn). */
export const TURN_AFTER_HOLE = 9

/** The demo venue's course in Woodstock, Georgia: 1–9 out and back to the clubhouse, then 10–18. */
export const defaultCourse: Course = defaultCourseData

const EARTH_RADIUS_METERS = 6_371_000
const radians = (degrees: number): number => (degrees * Math.PI) / 180

/** Great-circle distance in meters (haversine). */
export const distanceMeters = (a: GeoPoint, b: GeoPoint): number => {
  const dLat = radians(b.latitude - a.latitude)
  const dLon = radians(b.longitude - a.longitude)
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** One straight stretch of the route, labelled with the hole a cart on it is playing. */
interface RouteLeg {
  readonly hole: number
  readonly from: GeoPoint
  readonly to: GeoPoint
  /** Meters along the route where the leg starts. */
  readonly start: number
  readonly length: number
}

/** The path a round drives: clubhouse, each tee to its green, back to the clubhouse at the turn and the end. */
export interface CourseRoute {
  readonly course: Course
  readonly legs: ReadonlyArray<RouteLeg>
  /** Meters from the first tee's approach to the return after the 18th. */
  readonly length: number
}

export const courseRoute = (course: Course): CourseRoute => {
  const stops: Array<{ hole: number; from: GeoPoint; to: GeoPoint }> = []
  course.holes.forEach((hole, index) => {
    const previous = course.holes[index - 1]
    // A nine starts from the clubhouse; otherwise carts drive from the last green to this tee.
    const startsNine = (hole.number - 1) % TURN_AFTER_HOLE === 0 || previous === undefined
    stops.push({ hole: hole.number, from: startsNine ? course.clubhouse : previous.green, to: hole.tee })
    stops.push({ hole: hole.number, from: hole.tee, to: hole.green })
    if (hole.number % TURN_AFTER_HOLE === 0 || index === course.holes.length - 1)
      stops.push({ hole: hole.number, from: hole.green, to: course.clubhouse })
  })
  let start = 0
  const legs = stops.map((stop) => {
    const leg = { ...stop, start, length: distanceMeters(stop.from, stop.to) }
    start += leg.length
    return leg
  })
  return { course, legs, length: start }
}

/**
 * Flat x/y meters (east, north) around `origin`: exact enough over a golf course to project onto
 * a leg, or to draw the course.
 */
export const localMeters = (origin: GeoPoint, point: GeoPoint): { x: number; y: number } => ({
  x: radians(point.longitude - origin.longitude) * EARTH_RADIUS_METERS * Math.cos(radians(origin.latitude)),
  y: radians(point.latitude - origin.latitude) * EARTH_RADIUS_METERS
})

/** How far along `leg` (0 to 1) the point nearest `point` lies, and how far `point` is from it. */
const projectOnto = (leg: RouteLeg, point: GeoPoint): { fraction: number; offset: number } => {
  const end = localMeters(leg.from, leg.to)
  const at = localMeters(leg.from, point)
  const lengthSquared = end.x ** 2 + end.y ** 2
  const fraction =
    lengthSquared === 0 ? 0 : Math.min(1, Math.max(0, (at.x * end.x + at.y * end.y) / lengthSquared))
  return { fraction, offset: Math.hypot(at.x - fraction * end.x, at.y - fraction * end.y) }
}

/**
 * Meters along the route of a cart playing `hole` at `point`: the nearest spot on that hole's
 * legs (the drive to its tee, tee to green, and the return at the turn or the end).
 */
export const routePosition = (route: CourseRoute, hole: number, point: GeoPoint): number => {
  const candidates = route.legs.filter((leg) => leg.hole === hole)
  let best = { position: 0, offset: Number.POSITIVE_INFINITY }
  for (const leg of candidates.length > 0 ? candidates : route.legs) {
    const { fraction, offset } = projectOnto(leg, point)
    if (offset < best.offset) best = { position: leg.start + fraction * leg.length, offset }
  }
  return best.position
}

export interface RoutePoint extends GeoPoint {
  readonly hole: number
}

/** The spot `position` meters along the route, clamped to the round. */
export const pointAlongRoute = (route: CourseRoute, position: number): RoutePoint => {
  const clamped = Math.min(route.length, Math.max(0, position))
  const leg =
    route.legs.find((candidate) => clamped <= candidate.start + candidate.length) ?? route.legs.at(-1)
  if (leg === undefined) return { hole: 1, ...route.course.clubhouse }
  const fraction = leg.length === 0 ? 0 : (clamped - leg.start) / leg.length
  return {
    hole: leg.hole,
    latitude: leg.from.latitude + fraction * (leg.to.latitude - leg.from.latitude),
    longitude: leg.from.longitude + fraction * (leg.to.longitude - leg.from.longitude)
  }
}
