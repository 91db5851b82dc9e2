import type { Server } from "node:http"
import { Config, Context, Deferred, Effect, Layer } from "effect"

/**
 * Told when the server begins to stop. Event streams end on it (their clients reconnect, to this
 * server once it is back or to another node), so closing the port does not wait on screens that
 * never hang up, and readiness (health.ts) turns 503 at once. Optional: an app without it (tests)
 * keeps its streams until the client leaves.
 */
export class Draining extends Context.Tag("Shutdown/Draining")<
  Draining,
  {
    readonly started: Effect.Effect<void>
    readonly isStarted: Effect.Effect<boolean>
    readonly start: Effect.Effect<void>
  }
>() {
  static readonly layer = Layer.effect(
    Draining,
    Effect.map(Deferred.make<void>(), (deferred) => ({
      started: Deferred.await(deferred),
      isStarted: Deferred.isDone(deferred),
      start: Deferred.succeed(deferred, undefined).pipe(Effect.asVoid)
    }))
  )
}

/** How long requests in flight get to finish before every connection is cut. */
export const drainSecondsConfig = Config.number("GRILL_DRAIN_SECONDS").pipe(
  Config.validate({
    message: "GRILL_DRAIN_SECONDS must be a number of seconds from 0 to 60",
    validation: (seconds) => seconds >= 0 && seconds <= 60
  }),
  Config.withDefault(10)
)

/** A connection that finishes its request while the server stops is closed this soon after. */
const IDLE_SWEEP_MS = 100

/**
 * Built after the app and the port, so its finalizer runs first when SIGTERM or SIGINT ends the
 * program: readiness turns 503 and streams are told to end, the port stops accepting, idle
 * keep-alive connections close at once (and each busy one as soon as its request is answered), and
 * whatever is still open at the drain deadline is cut. Only then do the app and the database close,
 * so an order in flight is written and answered; the process exits 0.
 */
export const drainOnShutdown = (server: Server) =>
  Layer.scopedDiscard(
    Effect.gen(function* () {
      const draining = yield* Draining
      const drainSeconds = yield* drainSecondsConfig
      yield* Effect.addFinalizer(() =>
        Effect.gen(function* () {
          yield* draining.start
          // Said once readiness is already 503 (tests wait for this line).
          yield* Effect.logInfo("Stopping: ending event streams and finishing requests in flight")
          yield* Effect.async<void>((resume) => {
            if (!server.listening) return resume(Effect.void)
            const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS)
            const deadline = setTimeout(() => server.closeAllConnections(), drainSeconds * 1000)
            server.close(() => {
              clearInterval(sweep)
              clearTimeout(deadline)
              resume(Effect.void)
            })
            server.closeIdleConnections()
          })
        })
      )
    })
  )
