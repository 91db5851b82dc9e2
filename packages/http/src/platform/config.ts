import { fileURLToPath } from "node:url"
import { Config, Context, Effect, Layer, type Option, type Redacted } from "effect"

/** Everything the server reads from its environment, validated once at start-up. */
export interface ServerConfigShape {
  readonly port: number
  readonly host: string
  /** The SQLite file, used unless `databaseUrl` names a PostgreSQL database. */
  readonly databaseFile: string
  readonly databaseUrl: Option.Option<Redacted.Redacted>
  readonly webDist: string
  readonly adminPassword: Option.Option<Redacted.Redacted>
  readonly venueConfigFile: Option.Option<string>
  /**
   * The site is served over HTTPS: cookies are `Secure` and HSTS is sent on every response. From
   * GRILL_SECURE_COOKIES when set, else from GRILL_PUBLIC_URL being an https:// address. Behind a
   * trusted proxy, a request that came in over HTTPS gets the same without either (https.ts).
   */
  readonly secureCookies: boolean
  readonly seedDemoData: boolean
}

export class ServerConfig extends Context.Tag("Http/ServerConfig")<ServerConfig, ServerConfigShape>() {
  static readonly fromEnv = Layer.effect(
    ServerConfig,
    Effect.gen(function* () {
      return {
        // 0 asks the OS for a free port (tests); Config.port refuses it.
        port: yield* Config.integer("PORT").pipe(
          Config.validate({ message: "PORT must be 0 to 65535", validation: (n) => n >= 0 && n <= 65535 }),
          Config.withDefault(3000)
        ),
        host: yield* Config.string("HOST").pipe(Config.withDefault("0.0.0.0")),
        databaseFile: yield* Config.string("GRILL_DB").pipe(Config.withDefault("data/grill.db")),
        databaseUrl: yield* Config.option(Config.redacted("GRILL_DATABASE_URL")),
        webDist: yield* Config.string("GRILL_WEB_DIST").pipe(
          Config.withDefault(fileURLToPath(new URL("../../../web/dist", import.meta.url)))
        ),
        adminPassword: yield* Config.option(Config.redacted("GRILL_ADMIN_PASSWORD")),
        venueConfigFile: yield* Config.option(Config.string("GRILL_VENUE_CONFIG")),
        secureCookies: yield* Config.boolean("GRILL_SECURE_COOKIES").pipe(
          Config.orElse(() =>
            Config.string("GRILL_PUBLIC_URL").pipe(
              Config.map((url) => url.trim().toLowerCase().startsWith("https://")),
              Config.withDefault(false)
            )
          )
        ),
        seedDemoData: yield* Config.boolean("GRILL_SEED_DEMO").pipe(Config.withDefault(true))
      }
    })
  )
}
