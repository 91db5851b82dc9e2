import { describe, expect, it } from "@effect/vitest"
import { FastCheck } from "effect"
import {
  type Course,
  courseRoute,
  defaultCourse,
  distanceMeters,
  type GeoPoint,
  pointAlongRoute
} from "../src/course.js"
import {
  type CartFix,
  cartPromise,
  golfCartEta,
  minutesUntil,
  promiseOnceReady,
  turnPromise
} from "../src/golf-cart-eta.js"

const defaultRoute = courseRoute(defaultCourse)
const settingsArb = FastCheck.record({
  minutesPerHole: FastCheck.double({ min: 5, max: 30, noNaN: true }),
  runnerSpeedKmh: FastCheck.double({ min: 5, max: 40, noNaN: true })
})
const preparationArb = FastCheck.integer({ min: 0, max: 90 })

/** A cart seen 1 to 4 times going forward round the course, a minute or more apart. */
const fixesArb = FastCheck.array(
  FastCheck.record({
    progress: FastCheck.double({ min: 0, max: 1, noNaN: true }),
    gap: FastCheck.integer({ min: 0, max: 600_000 })
  }),
  { minLength: 1, maxLength: 4 }
).map((steps) => {
  const progress = steps.map((step) => step.progress * defaultRoute.length).sort((a, b) => a - b)
  let at = 0
  return steps.map((step, index): CartFix => {
    at += step.gap
    const point = pointAlongRoute(defaultRoute, progress[index]!)
    return { currentHole: point.hole, latitude: point.latitude, longitude: point.longitude, at }
  })
})

/** A course whose holes run in a straight line away from the clubhouse (until the turn brings carts back). */
const outwardCourse = (lengths: ReadonlyArray<number>): Course => {
  const clubhouse = { latitude: 34.1, longitude: -84.5 }
  const north = (meters: number): GeoPoint => ({
    latitude: clubhouse.latitude + meters / 111_195,
    longitude: -84.5
  })
  let reach = 0
  const holes = lengths.map((length, index) => {
    const tee = north(reach + 40)
    reach += 40 + length
    return { number: index + 1, par: 4, tee, green: north(reach) }
  })
  return { name: "Outward", clubhouse, holes }
}

describe("golf-cart ETA properties", () => {
  it.prop(
    "is never negative and never earlier than the kitchen's preparation time",
    [fixesArb, preparationArb, FastCheck.integer({ min: 0, max: 3_600_000 }), settingsArb],
    ([fixes, preparationMinutes, sinceLast, settings]) => {
      const now = fixes.at(-1)!.at + sinceLast
      const eta = golfCartEta({ route: defaultRoute, fixes, now, preparationMinutes, settings })!
      expect(eta.minutes).toBeGreaterThanOrEqual(0)
      expect(eta.minutes).toBeGreaterThanOrEqual(preparationMinutes)
      expect(eta.hole).toBeGreaterThanOrEqual(1)
      expect(eta.hole).toBeLessThanOrEqual(18)
    }
  )

  it.prop(
    "a cart parked at the clubhouse gets the preparation time plus nothing",
    [
      preparationArb,
      FastCheck.integer({ min: 1, max: 18 }),
      FastCheck.integer({ min: 20_000, max: 3_600_000 }),
      settingsArb
    ],
    ([preparationMinutes, currentHole, span, settings]) => {
      const parked = { currentHole, ...defaultCourse.clubhouse }
      const fixes = [
        { ...parked, at: 0 },
        { ...parked, at: span }
      ]
      const eta = golfCartEta({ route: defaultRoute, fixes, now: span, preparationMinutes, settings })!
      expect(eta.minutes).toBe(preparationMinutes)
      expect(eta).toMatchObject(defaultCourse.clubhouse)
    }
  )

  it.prop(
    "a cart farther along the route from the kitchen never gets an earlier ETA at equal pace",
    [
      FastCheck.array(FastCheck.integer({ min: 100, max: 500 }), { minLength: 18, maxLength: 18 }),
      FastCheck.double({ min: 0, max: 1, noNaN: true }),
      FastCheck.double({ min: 0, max: 1, noNaN: true }),
      preparationArb,
      settingsArb,
      FastCheck.option(FastCheck.integer({ min: 1, max: 200 }), { nil: undefined })
    ],
    ([lengths, a, b, preparationMinutes, settings, metersPerMinute]) => {
      const route = courseRoute(outwardCourse(lengths))
      // Carts and meeting points stay on the outward front nine, before the turn turns them home.
      const turn = route.legs.find((leg) => leg.hole === 9 && leg.to === route.course.clubhouse)!.start
      const cart = (share: number): ReadonlyArray<CartFix> => {
        const at = pointAlongRoute(route, share * turn * 0.5)
        const fix = { currentHole: at.hole, latitude: at.latitude, longitude: at.longitude, at: 0 }
        if (metersPerMinute === undefined) return [fix]
        // Seen a minute earlier, metersPerMinute back: both carts keep the same measured pace.
        const before = pointAlongRoute(route, share * turn * 0.5 - metersPerMinute)
        return [
          { currentHole: before.hole, latitude: before.latitude, longitude: before.longitude, at: -60_000 },
          fix
        ]
      }
      const eta = (share: number) =>
        golfCartEta({ route, fixes: cart(share), now: 0, preparationMinutes, settings })!
      const [near, far] = a <= b ? [a, b] : [b, a]
      const pace = metersPerMinute ?? route.length / (18 * settings.minutesPerHole)
      FastCheck.pre(
        far * turn * 0.5 + pace * preparationMinutes <= turn && near * turn * 0.5 >= (metersPerMinute ?? 0)
      )
      expect(eta(far).minutes).toBeGreaterThanOrEqual(eta(near).minutes)
    }
  )
})

const MINUTE = 60_000
const trackingArb = settingsArb.map((settings) => ({ ...settings, liveWindowSeconds: 120 }))
/** The kitchen's time against the promise's `now`: from long passed (a ready order) to two hours ahead. */
const kitchenOffsetArb = FastCheck.integer({ min: -120 * MINUTE, max: 120 * MINUTE })

describe("a golf-cart order's one promise", () => {
  it.prop(
    "is never earlier than the kitchen's time, nor than the cart's reach, nor than now",
    [fixesArb, kitchenOffsetArb, FastCheck.integer({ min: 0, max: 3_600_000 }), trackingArb],
    ([fixes, kitchenOffset, sinceLast, settings]) => {
      const now = fixes.at(-1)!.at + sinceLast
      const kitchenAt = now + kitchenOffset
      const promise = cartPromise({ route: defaultRoute, fixes, now, kitchenAt, settings })!
      expect(promise.at).toBeGreaterThanOrEqual(kitchenAt)
      expect(promise.at).toBeGreaterThanOrEqual(now)
      // The cart's reach: the food leaves the kitchen, then the runner drives to the meeting place.
      const leaves = Math.max(now, kitchenAt)
      const metersPerMinute = (settings.runnerSpeedKmh * 1000) / 60
      const drive = distanceMeters(defaultCourse.clubhouse, promise) / metersPerMinute
      expect(promise.at).toBeGreaterThanOrEqual(leaves + drive * MINUTE - 1)
    }
  )

  it.prop(
    "is the same for the same inputs, and a later kitchen time never makes it earlier",
    [fixesArb, kitchenOffsetArb, FastCheck.integer({ min: 0, max: 60 * MINUTE }), trackingArb],
    ([fixes, kitchenOffset, later, settings]) => {
      const now = fixes.at(-1)!.at
      const promise = (kitchenAt: number) =>
        cartPromise({ route: defaultRoute, fixes, now, kitchenAt, settings })!
      expect(promise(now + kitchenOffset)).toEqual(promise(now + kitchenOffset))
      expect(promise(now + kitchenOffset + later).at).toBeGreaterThanOrEqual(promise(now + kitchenOffset).at)
    }
  )

  it.prop(
    "once the food is ready never moves earlier than it was, and follows a later reach",
    [fixesArb, kitchenOffsetArb, kitchenOffsetArb, trackingArb],
    ([fixes, keptOffset, readyOffset, settings]) => {
      const now = fixes.at(-1)!.at
      const kept = cartPromise({ route: defaultRoute, fixes, now, kitchenAt: now + keptOffset, settings })
      const fresh = cartPromise({ route: defaultRoute, fixes, now, kitchenAt: now + readyOffset, settings })
      const ready = promiseOnceReady(kept, fresh)!
      expect(ready.at).toBe(Math.max(kept!.at, fresh!.at))
      expect(promiseOnceReady(undefined, fresh)).toBe(fresh)
      expect(promiseOnceReady(kept, undefined)).toBe(kept)
    }
  )

  it.prop(
    "counts down to its own time, whole minutes, never below zero",
    [FastCheck.integer({ min: 0, max: 10_000_000 }), FastCheck.integer({ min: 0, max: 10_000_000 })],
    ([at, now]) => {
      const minutes = minutesUntil({ at }, now)
      expect(minutes).toBeGreaterThanOrEqual(0)
      if (at > now) expect(now + minutes * MINUTE).toBeGreaterThanOrEqual(at)
    }
  )

  it("is met at the clubhouse at the turn's time for an order at the turn", () => {
    expect(turnPromise(defaultRoute, 1_000)).toEqual({ at: 1_000, hole: 10, ...defaultCourse.clubhouse })
  })

  it("says how old the cart's position was when it promised from an old one", () => {
    const fix = { currentHole: 3, ...defaultCourse.clubhouse, at: 0 }
    const settings = { minutesPerHole: 15, runnerSpeedKmh: 16, liveWindowSeconds: 120 }
    const old = cartPromise({ route: defaultRoute, fixes: [fix], now: 58 * MINUTE, kitchenAt: 0, settings })
    expect(old?.staleMinutes).toBe(58)
    const live = cartPromise({ route: defaultRoute, fixes: [fix], now: MINUTE, kitchenAt: 0, settings })
    expect(live?.staleMinutes).toBeUndefined()
  })
})
