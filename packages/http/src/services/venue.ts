import { readFileSync } from "node:fs"
import { resolveVenueConfig, type VenueConfig, venueOverridesFromEnv } from "@grill/core"
import { Context, Effect, Either, Layer, Option } from "effect"
import { ServerConfig } from "../config.js"

/** The venue's configuration: code defaults, then a JSON file, then environment variables. */
export class Venue extends Context.Tag("Http/Venue")<Venue, VenueConfig>() {
  static readonly live = Layer.effect(
    Venue,
    Effect.gen(function* () {
      const { venueConfigFile } = yield* ServerConfig
      const fromFile = yield* Option.match(venueConfigFile, {
        onNone: () => Effect.succeed({}),
        onSome: (file) =>
          Effect.try({
            try: () => JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>,
            catch: (error) => new Error(`Cannot read venue configuration ${file}: ${String(error)}`)
          })
      })
      const resolved = resolveVenueConfig({ ...fromFile, ...venueOverridesFromEnv(process.env) })
      return yield* Either.match(resolved, {
        onLeft: (error) => Effect.fail(new Error(error.message)),
        onRight: Effect.succeed
      })
    }).pipe(Effect.orDie)
  )
}
