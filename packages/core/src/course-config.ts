// Validation of a configured course and cart-tracking settings (the venue configuration file's
// "course" and "cartTracking"). Apart from course.ts so that drawing a course never loads Schema.
import { Either, Schema } from "effect"
import { type Course, defaultCourse, HOLES_PER_ROUND } from "./course.js"
import { type CartTrackingSettings, defaultCartTrackingSettings } from "./golf-cart-eta.js"
import { numberBetween, Text, VenueConfigError, venueConfigError, wholeNumberAtLeast } from "./venue.js"

// Built on first use rather than at import: core is loaded by programs (the CLI) that must not pay for Schema.
const geoPoint = () =>
  Schema.Struct({ latitude: numberBetween(-90, 90), longitude: numberBetween(-180, 180) })

const courseSchema = () =>
  Schema.Struct({
    name: Text,
    clubhouse: geoPoint(),
    holes: Schema.Array(
      Schema.Struct({
        number: Schema.Int.pipe(Schema.between(1, HOLES_PER_ROUND)),
        par: Schema.Int.pipe(Schema.between(3, 6)),
        tee: geoPoint(),
        green: geoPoint()
      })
    ).pipe(
      Schema.filter(
        (holes) =>
          holes.length === HOLES_PER_ROUND && holes.every((hole, index) => hole.number === index + 1),
        {
          message: () => `Expected ${HOLES_PER_ROUND} holes numbered 1 to ${HOLES_PER_ROUND} in playing order`
        }
      )
    )
  })

const positiveUpTo = (max: number) =>
  numberBetween(0, max).pipe(Schema.filter((n) => n > 0, { message: () => "Expected more than 0" }))

const cartTrackingSchema = () =>
  Schema.Struct({
    minutesPerHole: positiveUpTo(60),
    runnerSpeedKmh: positiveUpTo(80),
    liveWindowSeconds: wholeNumberAtLeast(1)
  })

export interface CourseSettings {
  readonly course: Course
  readonly cartTracking: CartTrackingSettings
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/**
 * Settings older versions read and this one no longer does: a file that still sets them starts as
 * before (golf-cart promises now follow the kitchen's own time, not a fixed preparation).
 */
const RETIRED_CART_TRACKING = new Set(["preparationMinutes"])

const withoutRetired = (settings: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(settings).filter(([name]) => !RETIRED_CART_TRACKING.has(name)))

/**
 * The course and cart-tracking settings from the venue configuration: `course` replaces the
 * default course whole, `cartTracking` overrides single settings. Errors name the field, e.g.
 * "course.holes.3.green.latitude".
 */
export const resolveCourseSettings = (overrides: {
  readonly course?: unknown
  readonly cartTracking?: unknown
}): Either.Either<CourseSettings, VenueConfigError> => {
  if (overrides.cartTracking !== undefined && !isPlainObject(overrides.cartTracking)) {
    return Either.left(
      new VenueConfigError({
        message: "Invalid venue configuration: cartTracking: expected an object of settings",
        issues: [{ field: "cartTracking", message: "expected an object of settings" }]
      })
    )
  }
  const settings = Schema.Struct({ course: courseSchema(), cartTracking: cartTrackingSchema() })
  return Schema.decodeUnknownEither(settings)(
    {
      course: overrides.course ?? defaultCourse,
      cartTracking: { ...defaultCartTrackingSettings, ...withoutRetired(overrides.cartTracking ?? {}) }
    },
    { errors: "all", onExcessProperty: "error" }
  ).pipe(Either.mapLeft(venueConfigError))
}
