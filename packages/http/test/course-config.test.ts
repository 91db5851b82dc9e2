import { mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "@effect/vitest"
import { defaultCourse } from "@grill/core"
import { Cause, Effect, Exit, Layer, Option } from "effect"
import { Course } from "../src/course/course.js"
import { Venue } from "../src/venue/venue.js"
import { configFor, MEMORY_DATABASE } from "./support/database-layer.js"

/** Course and venue as the server resolves them at start from a venue file holding `settings`. */
const startWith = (settings: unknown) => {
  const file = join(mkdtempSync(join(tmpdir(), "grill-venue-")), "venue.json")
  writeFileSync(file, JSON.stringify(settings))
  const config = configFor(MEMORY_DATABASE, { venueConfigFile: Option.some(file) })
  return Effect.all({ course: Course, venue: Venue }).pipe(
    Effect.provide(Layer.merge(Course.live, Venue.live).pipe(Layer.provide(config))),
    Effect.exit
  )
}

describe("the course in the venue configuration", () => {
  it.effect("replaces the course and single cart-tracking settings, beside the venue's own settings", () =>
    Effect.gen(function* () {
      const holes = defaultCourse.holes.map((hole) => ({ ...hole, par: 4 }))
      const exit = yield* startWith({
        name: "Other Grill",
        course: { ...defaultCourse, name: "Other Links", holes },
        cartTracking: { liveWindowSeconds: 300 }
      })
      const { course, venue } = Exit.getOrElse(exit, () => expect.fail("the start failed"))
      expect(venue.name).toBe("Other Grill")
      expect(course.course.name).toBe("Other Links")
      expect(course.cartTracking.liveWindowSeconds).toBe(300)
      expect(course.cartTracking.minutesPerHole).toBe(15)
      expect(course.route.length).toBeGreaterThan(5_000)
    })
  )

  it.effect("stops the start with a message naming the bad field", () =>
    Effect.gen(function* () {
      const holes = defaultCourse.holes.map((hole) =>
        hole.number === 7 ? { ...hole, tee: { latitude: 34.1 } } : hole
      )
      const exit = yield* startWith({ course: { ...defaultCourse, holes } })
      expect(Exit.isFailure(exit) && Cause.pretty(exit.cause)).toContain(
        "Invalid venue configuration: course.holes.6.tee.longitude: is missing"
      )
    })
  )
})
