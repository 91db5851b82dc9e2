import type { Server } from "node:http"
import { Context, Deferred, Effect, Layer } from "effect"

/**
 * Told when the server begins to stop. Event streams end on it (their clients reconnect, to this
 * server once it is back or to another node), so closing the port does not wait on screens that
 * never hang up. Optional: an app without it (tests) keeps its streams until the client leaves.
 */
export class Draining extends Context.Tag("Shutdown/Draining")<
  Draining,
  { readonly started: Effect.Effect<void>; readonly start: Effect.Effect<void> }
>() {
  static readonly layer = Layer.effect(
    Draining,
    Effect.map(Deferred.make<void>(), (deferred) => ({
      started: Deferred.await(deferred),
      start: Deferred.succeed(deferred, undefined).pipe(Effect.asVoid)
    }))
  )
}

/** How long requests in flight get to finish before every connection is cut. */
const GRACE_MS = 3000

/**
 * Built after the app and the port, so its finalizer runs first when SIGTERM or SIGINT ends the
 * program: streams are told to end, idle keep-alive connections close at once, and whatever is
 * still open after the grace period is cut, so the port closes, then the database, and the
 * process exits within seconds.
 */
export const drainOnShutdown = (server: Server) =>
  Layer.scopedDiscard(
    Effect.gen(function* () {
      const draining = yield* Draining
      yield* Effect.addFinalizer(() =>
        Effect.gen(function* () {
          yield* Effect.logInfo("Stopping: ending event streams and finishing requests in flight")
          yield* draining.start
          server.closeIdleConnections()
          setTimeout(() => server.closeAllConnections(), GRACE_MS).unref()
        })
      )
    })
  )
