import type { PgClientConfig } from "@effect/sql-pg/PgClient"
import { Duration, Effect, Redacted, Schedule } from "effect"
import type pg from "pg"

/** How the listener's connection shows in pg_stat_activity (an operator, or a test, can find it there). */
export const LISTENER_APPLICATION_NAME = "clubhouse-grill-listener"

/** How soon a lost listener tries again, and how often a quiet one checks its connection still answers. */
const RETRY_EVERY = Duration.seconds(1)
const PING_EVERY = Duration.seconds(5)
const PING_TIMEOUT = Duration.seconds(3)

export interface ListenerHandlers {
  readonly onPayload: (payload: string) => void
  /** The connection is listening again (or for the first time). */
  readonly onUp: Effect.Effect<void>
  /** The connection is gone: notifications may be missed until onUp. */
  readonly onDown: Effect.Effect<void>
}

/**
 * LISTENs on `channel` over a connection of its own, for as long as the scope lives, and comes back
 * after losing it (a database restart, a failover, a terminated backend, a cut network): @effect/sql-pg's
 * own `listen` keeps one connection for good and goes silent when it dies. A dead connection shows as
 * the client's error or end, or as a ping that gets no answer; then `onDown`, and a new connection
 * every second until one listens, then `onUp`.
 */
export const listenWithRecovery = (
  config: PgClientConfig,
  channel: string,
  handlers: ListenerHandlers
): Effect.Effect<never> =>
  Effect.gen(function* () {
    const { default: Pg } = yield* Effect.promise(() => import("pg"))
    const connectOnce = Effect.tryPromise(async () => {
      const client = new Pg.Client({
        ...(config.url === undefined ? {} : { connectionString: Redacted.value(config.url) }),
        ...(config.host === undefined ? {} : { host: config.host }),
        ...(config.port === undefined ? {} : { port: config.port }),
        ...(config.database === undefined ? {} : { database: config.database }),
        ...(config.username === undefined ? {} : { user: config.username }),
        ...(config.password === undefined ? {} : { password: Redacted.value(config.password) }),
        ...(config.ssl === undefined ? {} : { ssl: config.ssl }),
        application_name: LISTENER_APPLICATION_NAME,
        connectionTimeoutMillis: 3000,
        keepAlive: true
      })
      // Until it is handed over, an error only ends this attempt.
      client.on("error", () => undefined)
      try {
        await client.connect()
        await client.query(`LISTEN ${client.escapeIdentifier(channel)}`)
        return client
      } catch (error) {
        void client.end().catch(() => undefined)
        throw error
      }
    })

    /** Runs until the connection is lost; delivers what arrives meanwhile. */
    const listenUntilLost = (client: pg.Client) =>
      Effect.async<void>((resume) => {
        const lost = () => resume(Effect.void)
        client.on("notification", (message) => {
          if (message.channel === channel && message.payload !== undefined)
            handlers.onPayload(message.payload)
        })
        client.on("error", lost)
        client.on("end", lost)
        return Effect.sync(() => {
          client.off("error", lost)
          client.off("end", lost)
        })
      }).pipe(
        Effect.race(
          Effect.tryPromise(() => client.query("SELECT 1")).pipe(
            Effect.timeoutFail({ duration: PING_TIMEOUT, onTimeout: () => "no answer" }),
            Effect.repeat(Schedule.spaced(PING_EVERY)),
            Effect.ignore
          )
        ),
        Effect.ensuring(Effect.promise(() => client.end().catch(() => undefined)))
      )

    const connect = connectOnce.pipe(
      Effect.tapError(() => Effect.logDebug("The event listener could not connect; trying again")),
      Effect.retry(Schedule.spaced(RETRY_EVERY)),
      Effect.orDie
    )

    return yield* Effect.forever(
      Effect.gen(function* () {
        const client = yield* connect
        yield* handlers.onUp
        yield* listenUntilLost(client)
        yield* Effect.logWarning("The event listener lost its database connection; reconnecting")
        yield* handlers.onDown
        yield* Effect.sleep(Duration.millis(200))
      })
    )
  })
