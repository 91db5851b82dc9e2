// When food reaches a golfer's cart: where the cart will be once the kitchen is done, then the
// runner's drive from the clubhouse to that spot. Pure and Schema-free so screens can use it too.
import {
  type CourseRoute,
  distanceMeters,
  type GeoPoint,
  HOLES_PER_ROUND,
  pointAlongRoute,
  routePosition,
  TURN_AFTER_HOLE
} from "./course.js"

/** A position a cart reported: the hole it is playing, where it is, and when (epoch ms). */
export interface CartFix extends GeoPoint {
  readonly currentHole: number
  readonly at: number
}

export interface CartTrackingSettings {
  /** Pace assumed for a cart whose own recent positions do not give one. */
  readonly minutesPerHole: number
  /** The food runner's average speed over the course. */
  readonly runnerSpeedKmh: number
  /** A cart is live while its last position is younger than this. */
  readonly liveWindowSeconds: number
}

export const defaultCartTrackingSettings: CartTrackingSettings = {
  minutesPerHole: 15,
  runnerSpeedKmh: 16,
  liveWindowSeconds: 120
}

export interface CartEta extends GeoPoint {
  /** Whole minutes from now until the food reaches the cart. */
  readonly minutes: number
  /** The hole the runner meets the cart around. */
  readonly hole: number
}

const MS_PER_MINUTE = 60_000
/** Fixes closer together than this say too little about pace (GPS jitter dominates). */
const MIN_PACE_SPAN_MS = 20_000

/** Whether the cart's last report is recent enough to call it live. */
export const isCartLive = (
  lastUpdatedMs: number,
  now: number,
  settings: Pick<CartTrackingSettings, "liveWindowSeconds">
) => now - lastUpdatedMs < settings.liveWindowSeconds * 1000

/**
 * Meters of route per minute from the cart's own fixes (oldest to newest), or undefined when they
 * span too little time or run backwards (a new round, a cart taken back to the barn).
 */
export const measuredPace = (route: CourseRoute, fixes: ReadonlyArray<CartFix>): number | undefined => {
  const oldest = fixes[0]
  const newest = fixes.at(-1)
  if (oldest === undefined || newest === undefined || newest.at - oldest.at < MIN_PACE_SPAN_MS)
    return undefined
  const covered =
    routePosition(route, newest.currentHole, newest) - routePosition(route, oldest.currentHole, oldest)
  return covered < 0 ? undefined : covered / ((newest.at - oldest.at) / MS_PER_MINUTE)
}

/** "15 minutes a hole" as meters of route per minute, over the whole round. */
export const defaultPace = (
  route: CourseRoute,
  settings: Pick<CartTrackingSettings, "minutesPerHole">
): number => route.length / (HOLES_PER_ROUND * settings.minutesPerHole)

export interface EtaInput {
  readonly route: CourseRoute
  /** The cart's recent fixes, oldest first; the last one is where it was last seen. */
  readonly fixes: ReadonlyArray<CartFix>
  readonly now: number
  /** Minutes until the kitchen has the order ready (0 when it already is). */
  readonly preparationMinutes: number
  readonly settings: Pick<CartTrackingSettings, "minutesPerHole" | "runnerSpeedKmh">
}

/**
 * The ETA, or undefined when the cart's position is unknown: never reported, or last reported
 * longer ago than a whole round takes (wherever it was then says nothing about now).
 */
export const golfCartEta = (input: EtaInput): CartEta | undefined => {
  const { route, fixes, now, settings } = input
  const last = fixes.at(-1)
  const roundMinutes = HOLES_PER_ROUND * settings.minutesPerHole
  if (last === undefined || now - last.at > roundMinutes * MS_PER_MINUTE) return undefined
  const preparation = Math.max(0, input.preparationMinutes)
  const pace = measuredPace(route, fixes) ?? defaultPace(route, settings)
  // The cart keeps moving from its last report until the food leaves the kitchen.
  const minutesAhead = Math.max(0, now - last.at) / MS_PER_MINUTE + preparation
  // A parked cart is met where it stands, which need not be on the route (the clubhouse, a car park).
  const meeting =
    pace === 0
      ? { hole: last.currentHole, latitude: last.latitude, longitude: last.longitude }
      : pointAlongRoute(route, routePosition(route, last.currentHole, last) + pace * minutesAhead)
  const metersPerMinute = (settings.runnerSpeedKmh * 1000) / 60
  const drive = distanceMeters(route.course.clubhouse, meeting) / metersPerMinute
  return { minutes: Math.ceil(preparation + drive), ...meeting }
}

/**
 * The one promise a golf-cart order makes: when (epoch ms) and around which hole the food meets
 * the cart. Every screen, ticket, text and the CLI read this one value; none works out its own.
 */
export interface CartPromise extends GeoPoint {
  readonly at: number
  readonly hole: number
  /** Present when the cart's position was older than the live window when promised: how many minutes old. */
  readonly staleMinutes?: number
}

export interface CartPromiseInput {
  readonly route: CourseRoute
  /** The cart's recent fixes, oldest first. */
  readonly fixes: ReadonlyArray<CartFix>
  readonly now: number
  /**
   * When the kitchen's own time has the food ready (epoch ms): placed plus its quote, or plus the
   * estimate it accepted the order with. Passed, or now once the food is ready, it leaves now.
   */
  readonly kitchenAt: number
  readonly settings: Pick<CartTrackingSettings, "minutesPerHole" | "runnerSpeedKmh" | "liveWindowSeconds">
}

/**
 * The promise: the food leaves the kitchen at the kitchen's time (never sooner), and the runner
 * drives to where the cart will be then, so it is the later of the kitchen's time and the cart's
 * reach. Undefined when the cart's position is unknown (the kitchen's time is then the promise).
 */
export const cartPromise = (input: CartPromiseInput): CartPromise | undefined => {
  const { route, fixes, now, kitchenAt, settings } = input
  const eta = golfCartEta({
    route,
    fixes,
    now,
    preparationMinutes: Math.max(0, kitchenAt - now) / MS_PER_MINUTE,
    settings
  })
  const lastAt = fixes.at(-1)?.at
  if (eta === undefined || lastAt === undefined) return undefined
  const { minutes, ...meeting } = eta
  const promise = { ...meeting, at: now + minutes * MS_PER_MINUTE }
  return isCartLive(lastAt, now, settings)
    ? promise
    : { ...promise, staleMinutes: Math.floor((now - lastAt) / MS_PER_MINUTE) }
}

/**
 * An "at the turn" order's promise: handed over at the clubhouse at its scheduled time (the
 * cart's turn, which the kitchen fires the order for), as the 10th is about to be played.
 */
export const turnPromise = (route: CourseRoute, scheduledAt: number): CartPromise => ({
  at: scheduledAt,
  hole: TURN_AFTER_HOLE + 1,
  latitude: route.course.clubhouse.latitude,
  longitude: route.course.clubhouse.longitude
})

/**
 * What a promise becomes once the food is ready: a kitchen ahead of its time does not bring the
 * meeting forward (the golfer planned on it), a late one moves it to when the runner can get there.
 */
export const promiseOnceReady = (kept: CartPromise | undefined, fresh: CartPromise | undefined) =>
  kept === undefined || (fresh !== undefined && fresh.at > kept.at) ? fresh : kept

/** Whole minutes from `now` until the promised meeting (none once it has passed). */
export const minutesUntil = (promise: Pick<CartPromise, "at">, now: number): number =>
  Math.max(0, Math.ceil((promise.at - now) / MS_PER_MINUTE))

/**
 * When the cart comes back past the clubhouse after hole 9 (the turn), at its pace, as epoch ms;
 * undefined when its position is unknown, it stands still, or it is already past the turn. Food
 * "at the turn" is handed over there, so it needs no runner.
 */
export const turnTime = (input: Omit<EtaInput, "preparationMinutes">): number | undefined => {
  const { route, fixes, now, settings } = input
  const last = fixes.at(-1)
  const roundMinutes = HOLES_PER_ROUND * settings.minutesPerHole
  if (last === undefined || now - last.at > roundMinutes * MS_PER_MINUTE) return undefined
  const pace = measuredPace(route, fixes) ?? defaultPace(route, settings)
  // The turn is where the back nine's first leg (clubhouse to the 10th tee) starts.
  const turn = route.legs.find((leg) => leg.hole === TURN_AFTER_HOLE + 1)?.start
  if (turn === undefined || pace <= 0) return undefined
  const position =
    routePosition(route, last.currentHole, last) + (pace * Math.max(0, now - last.at)) / MS_PER_MINUTE
  return position >= turn ? undefined : now + ((turn - position) / pace) * MS_PER_MINUTE
}

/** The spec's greeting for a golfer whose cart the order goes to (checkout and the cart lookup). */
export const GOLF_CART_GREETING = "Good luck on your round!"

/** Where a cart is, in the spec's words: "Cart 3 at hole 5, heading to hole 6". */
export const describeCartPosition = (cart: {
  readonly cartId: string
  readonly currentHole: number
  readonly nextHole: number
}): string => `Cart ${cart.cartId} at hole ${cart.currentHole}, heading to hole ${cart.nextHole}`
