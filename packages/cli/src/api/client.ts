import * as HttpApiClient from "@effect/platform/HttpApiClient"
import * as HttpClient from "@effect/platform/HttpClient"
import * as HttpClientRequest from "@effect/platform/HttpClientRequest"
import * as NodeHttpClient from "@effect/platform-node/NodeHttpClient"
import { GrillApi } from "@grill/http"
import { Effect } from "effect"
import { type CliError, explainFailure } from "./errors.js"
import type { Server } from "./server.js"

/** The typed client derived from the shared API declaration; staff calls carry the session cookie. */
const makeClient = (server: Server) =>
  HttpApiClient.make(GrillApi, {
    baseUrl: server.url,
    transformClient: (client) => {
      const { cookie } = server
      return cookie === undefined
        ? client
        : HttpClient.mapRequest(client, HttpClientRequest.setHeader("cookie", cookie))
    }
  })

export type GrillClient = Effect.Effect.Success<ReturnType<typeof makeClient>>

/**
 * Runs calls against `server` over node:http (the quickest of the Node clients to start) and words
 * any failure as one line. `use` may catch what it understands better first (an unknown order...).
 */
export const withGrill = <A, E>(
  server: Server,
  use: (client: GrillClient) => Effect.Effect<A, E>
): Effect.Effect<A, CliError> =>
  makeClient(server).pipe(
    Effect.flatMap(use),
    Effect.timeout("10 seconds"),
    Effect.mapError(explainFailure(server.url, server.loginHint)),
    Effect.provide(NodeHttpClient.layer)
  )
