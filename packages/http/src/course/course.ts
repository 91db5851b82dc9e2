import { type CourseRoute, type CourseSettings, courseRoute, resolveCourseSettings } from "@grill/core"
import { Context, Effect, Either, Layer } from "effect"
import { venueFileSettings } from "../venue/venue.js"

/** The configured course, its cart route, and the cart-tracking settings (pace, runner, live window). */
export class Course extends Context.Tag("Http/Course")<
  Course,
  CourseSettings & { readonly route: CourseRoute }
>() {
  /** From the venue file's "course" and "cartTracking"; a bad value stops the start with the field named. */
  static readonly live = Layer.effect(
    Course,
    Effect.gen(function* () {
      const file = yield* venueFileSettings
      const settings = yield* Either.match(
        resolveCourseSettings({ course: file.course, cartTracking: file.cartTracking }),
        { onLeft: (error) => Effect.fail(new Error(error.message)), onRight: Effect.succeed }
      )
      return { ...settings, route: courseRoute(settings.course) }
    }).pipe(Effect.orDie)
  )
}
