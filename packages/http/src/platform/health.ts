import type * as HttpApp from "@effect/platform/HttpApp"
import * as HttpServerRequest from "@effect/platform/HttpServerRequest"
import * as HttpServerResponse from "@effect/platform/HttpServerResponse"
import { SqlClient } from "@effect/sql"
import { Duration, Effect, Option } from "effect"
import { Draining } from "./draining.js"

export const HEALTH_PATH = "/healthz"
export const READY_PATH = "/readyz"

/** A database that has not answered `SELECT 1` in this long counts as not answering. */
const DATABASE_DEADLINE = Duration.seconds(2)

const answer = (status: number, body: { readonly status: string; readonly reason?: string }) =>
  HttpServerResponse.unsafeJson(body, { status, headers: { "cache-control": "no-store" } })

/**
 * Why this server should get no traffic now, if it should not. Migrations are not asked about:
 * the app serves only once they are done (until then the port answers 503, starting-server.ts).
 */
const notReadyBecause = Effect.gen(function* () {
  const draining = yield* Effect.serviceOption(Draining)
  if (Option.isSome(draining) && (yield* draining.value.isStarted))
    return Option.some("The server is stopping")
  const sql = yield* SqlClient.SqlClient
  const answered = yield* sql`SELECT 1`.pipe(
    Effect.timeout(DATABASE_DEADLINE),
    Effect.as(true),
    Effect.catchAll(() => Effect.succeed(false))
  )
  return answered ? Option.none<string>() : Option.some("The database does not answer")
})

/**
 * `GET /healthz`: 200 while the process is up (for a supervisor that restarts it).
 * `GET /readyz`: 200 only when the database answers and the server is not stopping, else 503 with
 * the reason (for a load balancer or container health check that sends traffic elsewhere).
 */
export const withHealthChecks = <E, R>(
  app: HttpApp.Default<E, R>
): HttpApp.Default<E, R | HttpServerRequest.HttpServerRequest | SqlClient.SqlClient> =>
  Effect.flatMap(
    HttpServerRequest.HttpServerRequest,
    (request): HttpApp.Default<E, R | SqlClient.SqlClient> => {
      if (request.method !== "GET" && request.method !== "HEAD") return app
      if (request.url === HEALTH_PATH) return Effect.succeed(answer(200, { status: "up" }))
      if (request.url !== READY_PATH) return app
      return Effect.map(notReadyBecause, (reason) =>
        Option.match(reason, {
          onNone: () => answer(200, { status: "ready" }),
          onSome: (why) => answer(503, { status: "not ready", reason: why })
        })
      )
    }
  )
