import { readFileSync } from "node:fs"
import { resolveVenueConfig, type VenueConfig, venueOverridesFromEnv } from "@grill/core"
import { Context, Effect, Either, Layer, Option } from "effect"
import { ServerConfig } from "../platform/config.js"

/** Settings of the venue file that describe the course, resolved by course/course.ts instead. */
const COURSE_SETTINGS = ["course", "cartTracking"]

/** The parsed GRILL_VENUE_CONFIG file, or no settings when none is configured. */
export const venueFileSettings = Effect.gen(function* () {
  const { venueConfigFile } = yield* ServerConfig
  return yield* Option.match(venueConfigFile, {
    onNone: () => Effect.succeed({} as Record<string, unknown>),
    onSome: (file) =>
      Effect.try({
        try: () => JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>,
        catch: (error) => new Error(`Cannot read venue configuration ${file}: ${String(error)}`)
      })
  })
})

/** The venue's configuration: code defaults, then a JSON file, then environment variables. */
export class Venue extends Context.Tag("Http/Venue")<Venue, VenueConfig>() {
  static readonly live = Layer.effect(
    Venue,
    Effect.gen(function* () {
      const fromFile = { ...(yield* venueFileSettings) }
      for (const key of COURSE_SETTINGS) delete fromFile[key]
      const resolved = resolveVenueConfig({ ...fromFile, ...venueOverridesFromEnv(process.env) })
      return yield* Either.match(resolved, {
        onLeft: (error) => Effect.fail(new Error(error.message)),
        onRight: Effect.succeed
      })
    }).pipe(Effect.orDie)
  )
}
