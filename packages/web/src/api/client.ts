import type { Effect } from "effect"
import type { GrillClient } from "./typed-client"

/**
 * Runs one call against the typed client and settles as a Promise for TanStack Query.
 * A failure rejects with an `ApiError` carrying the server's own `message`.
 */
export const callApi = async <A, E>(
  call: (client: GrillClient) => Effect.Effect<A, E>,
  signal?: AbortSignal
): Promise<A> => {
  // The typed client (Effect, Schema and the whole API declaration) is most of the app's code, so
  // it is a chunk of its own: the page shell renders without it and the first call fetches it.
  const { runApiCall } = await import("./typed-client")
  return runApiCall(call, signal)
}
