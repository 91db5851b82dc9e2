// By module: the package index would load every module of it (the API docs' scripts among them)
// into the server, whose page renderer runs this file too.
import * as FetchHttpClient from "@effect/platform/FetchHttpClient"
import * as HttpApiClient from "@effect/platform/HttpApiClient"
import type * as HttpClient from "@effect/platform/HttpClient"
import { WebClientApi } from "@grill/http"
import { Cause, Effect, Exit, Layer } from "effect"
import { toApiError } from "./api-error"

/** Every call sends the session cookie (spec section 7), so staff screens share this client. */
const BrowserHttpClient = FetchHttpClient.layer.pipe(
  Layer.provide(Layer.succeed(FetchHttpClient.RequestInit, { credentials: "include" }))
)

/**
 * A runner of calls against the client `makeClient` derives from an API declaration; each call
 * settles as a Promise, and a failure rejects with an `ApiError` carrying the server's `message`.
 */
export const apiCallRunner =
  <Client>(makeClient: Effect.Effect<Client, never, HttpClient.HttpClient>) =>
  async <A, E>(call: (client: Client) => Effect.Effect<A, E>, signal?: AbortSignal): Promise<A> => {
    const program = makeClient.pipe(Effect.flatMap(call), Effect.provide(BrowserHttpClient))
    const exit = await Effect.runPromiseExit(program, signal ? { signal } : undefined)
    if (Exit.isSuccess(exit)) return exit.value
    throw toApiError(Cause.squash(exit.cause))
  }

const makeClient = HttpApiClient.make(WebClientApi, { baseUrl: globalThis.location.origin })

export type GrillClient = Effect.Effect.Success<typeof makeClient>

/** Runs one call against the client derived from the shared API declaration (see callApi). */
export const runApiCall = apiCallRunner(makeClient)
