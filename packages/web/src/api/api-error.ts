import { CONNECTION_FAILED, UNREADABLE_ANSWER } from "@grill/core"
import type { GrillApiError } from "@grill/http"

/**
 * Which failure it was: an error the API declares (a tagged union derived from the declaration,
 * so a screen's `tag === "RewardCodeRefused"` is checked by the compiler), or the client's own.
 */
export type ApiErrorTag =
  | GrillApiError["_tag"]
  | "RequestError"
  | "ResponseError"
  | "ParseError"
  | "Unexpected"

/**
 * What the screens need to know about a failed call: the server's message (already in the
 * spec's wording), its error tag, and whether the server was reachable at all, because the
 * spec words "could not connect" failures differently from refusals.
 */
export class ApiError extends Error {
  override readonly name = "ApiError"

  constructor(
    message: string,
    readonly tag: ApiErrorTag,
    readonly kind: "refused" | "network" | "unexpected",
    /** OrderRejected and RewardCodeRefused carry the toast title beside the message. */
    readonly title?: string
  ) {
    super(message)
  }
}

const hasTag = (value: unknown): value is { readonly _tag: string } =>
  typeof value === "object" && value !== null && typeof (value as { _tag?: unknown })._tag === "string"

const stringField = (value: object, field: string): string | undefined => {
  const found = (value as Record<string, unknown>)[field]
  return typeof found === "string" ? found : undefined
}

/** The HTTP client's own failures, as opposed to errors the API declares. */
const describeClientFailure = (error: { readonly _tag: string }): ApiError | undefined => {
  if (error._tag === "RequestError") return new ApiError(CONNECTION_FAILED, "RequestError", "network")
  if (error._tag === "ResponseError") {
    const status = (error as { response?: { status?: number } }).response?.status ?? 0
    const text = stringField(error, "description") ?? stringField(error, "message") ?? "Unexpected response"
    // Spec section 7: a generic failure reads "{status}: {response text}".
    return new ApiError(`${status}: ${text}`, "ResponseError", "unexpected")
  }
  // A ParseError is this page failing to read the answer. The server's own HttpApiDecodeError
  // is a refusal of our request and carries a readable message, so it is not handled here.
  if (error._tag === "ParseError") {
    return new ApiError(UNREADABLE_ANSWER, "ParseError", "unexpected")
  }
  return undefined
}

export const toApiError = (error: unknown): ApiError => {
  if (error instanceof ApiError) return error
  if (hasTag(error)) {
    const clientFailure = describeClientFailure(error)
    if (clientFailure) return clientFailure
    const message = stringField(error, "message") ?? error._tag
    // Past the client's own failures, a tagged failure is one the typed client decoded against
    // the declaration, so its tag is one of the declared errors'.
    return new ApiError(message, error._tag as GrillApiError["_tag"], "refused", stringField(error, "title"))
  }
  if (error instanceof Error) return new ApiError(error.message, "Unexpected", "unexpected")
  return new ApiError(String(error), "Unexpected", "unexpected")
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError
