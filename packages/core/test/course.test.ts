import { describe, expect, it } from "@effect/vitest"
import { Either } from "effect"
import { courseRoute, defaultCourse, distanceMeters, pointAlongRoute, routePosition } from "../src/course.js"
import { resolveCourseSettings } from "../src/course-config.js"
import { defaultCartTrackingSettings, golfCartEta, measuredPace, turnTime } from "../src/golf-cart-eta.js"

const route = courseRoute(defaultCourse)
const hole = (number: number) => defaultCourse.holes[number - 1]!

const errorMessage = (overrides: Parameters<typeof resolveCourseSettings>[0]): string =>
  Either.match(resolveCourseSettings(overrides), {
    onLeft: (error) => error.message,
    onRight: () => "(accepted)"
  })

describe("the default course", () => {
  it("is a par-72 eighteen near the venue whose nines both finish by the clubhouse", () => {
    expect(defaultCourse.holes.map((h) => h.number)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1))
    expect(defaultCourse.holes.reduce((sum, h) => sum + h.par, 0)).toBe(72)
    const woodstock = { latitude: 34.1015, longitude: -84.5194 }
    for (const h of defaultCourse.holes) expect(distanceMeters(woodstock, h.green)).toBeLessThan(2_000)
    expect(distanceMeters(hole(9).green, defaultCourse.clubhouse)).toBeLessThan(150)
    expect(distanceMeters(hole(18).green, defaultCourse.clubhouse)).toBeLessThan(150)
    expect(distanceMeters(hole(1).tee, defaultCourse.clubhouse)).toBeLessThan(150)
    expect(distanceMeters(hole(10).tee, defaultCourse.clubhouse)).toBeLessThan(150)
  })

  it("passes its own validation, and cart tracking defaults to 15 minutes a hole", () => {
    const settings = Either.getOrThrow(resolveCourseSettings({}))
    expect(settings.course).toEqual(defaultCourse)
    expect(settings.cartTracking).toEqual(defaultCartTrackingSettings)
    expect(defaultCartTrackingSettings.minutesPerHole).toBe(15)
    expect(defaultCartTrackingSettings.liveWindowSeconds).toBe(120)
  })
})

describe("course configuration", () => {
  it("names the field of an out-of-range coordinate", () => {
    const holes = defaultCourse.holes.map((h) =>
      h.number === 4 ? { ...h, green: { latitude: 91, longitude: 0 } } : h
    )
    expect(errorMessage({ course: { ...defaultCourse, holes } })).toBe(
      "Invalid venue configuration: course.holes.3.green.latitude: Expected a number between -90 and 90, actual 91"
    )
  })

  it("refuses a course without eighteen holes in order", () => {
    expect(errorMessage({ course: { ...defaultCourse, holes: defaultCourse.holes.slice(0, 17) } })).toBe(
      "Invalid venue configuration: course.holes: Expected 18 holes numbered 1 to 18 in playing order"
    )
  })

  it("overrides single cart-tracking settings and refuses unknown ones by name", () => {
    const settings = Either.getOrThrow(resolveCourseSettings({ cartTracking: { minutesPerHole: 13 } }))
    expect(settings.cartTracking).toEqual({ ...defaultCartTrackingSettings, minutesPerHole: 13 })
    expect(errorMessage({ cartTracking: { runnerSpeed: 10 } })).toBe(
      "Invalid venue configuration: cartTracking.runnerSpeed: is not a venue setting"
    )
    expect(errorMessage({ cartTracking: { runnerSpeedKmh: 0 } })).toBe(
      "Invalid venue configuration: cartTracking.runnerSpeedKmh: Expected more than 0"
    )
  })

  it("starts with a file that still sets the retired preparationMinutes, reading it no more", () => {
    const settings = Either.getOrThrow(
      resolveCourseSettings({ cartTracking: { preparationMinutes: 15, minutesPerHole: 13 } })
    )
    expect(settings.cartTracking).toEqual({ ...defaultCartTrackingSettings, minutesPerHole: 13 })
  })
})

describe("the route", () => {
  it("places a cart on its hole: a tee is the start of the hole, a green its end", () => {
    const teeFive = routePosition(route, 5, hole(5).tee)
    const greenFive = routePosition(route, 5, hole(5).green)
    expect(greenFive - teeFive).toBeCloseTo(distanceMeters(hole(5).tee, hole(5).green), 0)
    expect(pointAlongRoute(route, (teeFive + greenFive) / 2).hole).toBe(5)
    expect(routePosition(route, 10, hole(10).tee)).toBeGreaterThan(routePosition(route, 9, hole(9).green))
  })

  it("measures a cart's pace from its own positions", () => {
    const teeAt = { currentHole: 5, ...hole(5).tee, at: 0 }
    const greenAt = { currentHole: 5, ...hole(5).green, at: 10 * 60_000 }
    const length = distanceMeters(hole(5).tee, hole(5).green)
    expect(measuredPace(route, [teeAt, greenAt])).toBeCloseTo(length / 10, 0)
    // Backwards (a new round) or too short a span says nothing about pace.
    expect(
      measuredPace(route, [
        { ...greenAt, at: 0 },
        { ...teeAt, at: 600_000 }
      ])
    ).toBeUndefined()
    expect(measuredPace(route, [teeAt, { ...greenAt, at: 5_000 }])).toBeUndefined()
  })
})

describe("golf-cart ETA", () => {
  const settings = defaultCartTrackingSettings

  it("is unknown without a position, or with one older than a round (18 holes at 15 minutes)", () => {
    expect(golfCartEta({ route, fixes: [], now: 0, preparationMinutes: 15, settings })).toBeUndefined()
    const fix = { currentHole: 2, ...hole(2).tee, at: 0 }
    const round = 18 * 15 * 60_000
    expect(golfCartEta({ route, fixes: [fix], now: round, preparationMinutes: 15, settings })).toBeDefined()
    expect(
      golfCartEta({ route, fixes: [fix], now: round + 1, preparationMinutes: 15, settings })
    ).toBeUndefined()
  })

  it("meets a cart on the tee of 5 about a hole further on after the kitchen's 15 minutes", () => {
    const eta = golfCartEta({
      route,
      fixes: [{ currentHole: 5, ...hole(5).tee, at: 0 }],
      now: 0,
      preparationMinutes: 15,
      settings
    })!
    expect([5, 6]).toContain(eta.hole)
    const drive = distanceMeters(defaultCourse.clubhouse, eta) / ((settings.runnerSpeedKmh * 1000) / 60)
    expect(eta.minutes).toBe(Math.ceil(15 + drive))
    expect(eta.minutes).toBeGreaterThan(15)
  })

  it("counts the time since the cart last reported: an hour-old fix is met several holes on", () => {
    const fix = { currentHole: 2, ...hole(2).tee, at: 0 }
    const fresh = golfCartEta({ route, fixes: [fix], now: 0, preparationMinutes: 0, settings })!
    const old = golfCartEta({ route, fixes: [fix], now: 60 * 60_000, preparationMinutes: 0, settings })!
    expect(old.hole).toBeGreaterThanOrEqual(fresh.hole + 3)
  })
})

describe("the turn", () => {
  const settings = defaultCartTrackingSettings

  it("comes about as many holes on as the cart has left of the front nine, at its pace", () => {
    const onThe5th = turnTime({
      route,
      fixes: [{ currentHole: 5, ...hole(5).tee, at: 0 }],
      now: 0,
      settings
    })!
    const onThe8th = turnTime({
      route,
      fixes: [{ currentHole: 8, ...hole(8).tee, at: 0 }],
      now: 0,
      settings
    })!
    // Five holes and three holes to go at about 15 minutes a hole (the route is not evenly split).
    expect(onThe5th / 60_000).toBeGreaterThan(45)
    expect(onThe5th / 60_000).toBeLessThan(105)
    expect(onThe8th).toBeLessThan(onThe5th)
    // Ten minutes later the cart is ten minutes nearer: the turn stays at the same time.
    const later = turnTime({
      route,
      fixes: [{ currentHole: 5, ...hole(5).tee, at: 0 }],
      now: 10 * 60_000,
      settings
    })!
    expect(Math.round(later)).toBe(Math.round(onThe5th))
  })

  it("is gone once the cart is on the back nine, and unknown without a position", () => {
    expect(
      turnTime({ route, fixes: [{ currentHole: 11, ...hole(11).tee, at: 0 }], now: 0, settings })
    ).toBeUndefined()
    expect(turnTime({ route, fixes: [], now: 0, settings })).toBeUndefined()
  })
})
