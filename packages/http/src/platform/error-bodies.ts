import type * as HttpApp from "@effect/platform/HttpApp"
import * as HttpServerError from "@effect/platform/HttpServerError"
import * as HttpServerResponse from "@effect/platform/HttpServerResponse"
import { Cause, Chunk, Effect } from "effect"

interface DecodeIssue {
  readonly path: ReadonlyArray<string | number>
  readonly message: string
}

const GENERIC_SCHEMA_WORDING = /^(Expected|is missing|is unexpected)/

/** Schema messages quote the value they refused; a message never carries more of it than this. */
const MAX_MESSAGE_LENGTH = 160

const shortened = (text: string): string =>
  text.length <= MAX_MESSAGE_LENGTH ? text : `${text.slice(0, MAX_MESSAGE_LENGTH - 1)}…`

/**
 * "contactInfo.phone: Expected string, actual 5" for a structural mistake, or just the
 * annotated sentence ("Please enter a valid 10-digit phone number") when the schema has one.
 */
const readableIssue = (issue: DecodeIssue): string => {
  const path = issue.path.join(".")
  return shortened(
    path !== "" && GENERIC_SCHEMA_WORDING.test(issue.message) ? `${path}: ${issue.message}` : issue.message
  )
}

const decoder = new TextDecoder()

const bodyJson = (response: HttpServerResponse.HttpServerResponse): unknown => {
  if (response.body._tag !== "Uint8Array") return undefined
  try {
    return JSON.parse(decoder.decode(response.body.body))
  } catch {
    return undefined
  }
}

const fallbackMessage = (status: number): string =>
  status === 400
    ? "The request could not be read: send a JSON body with a JSON content type"
    : status === 404
      ? "Not found"
      : status === 405
        ? "That method is not allowed here"
        : status >= 500
          ? "Something went wrong on our side. Please try again."
          : "The request was refused"

/**
 * Wraps the application itself (server middleware runs after the response is sent, too late
 * to mend a body). Every error leaves the server as JSON with a readable `message`: schema decode failures get
 * their first issue as one sentence, and bodiless errors (malformed JSON, defects) get one.
 */
export const withReadableErrors = <E, R>(app: HttpApp.Default<E, R>): HttpApp.Default<never, R> =>
  app.pipe(
    // Failures (decode errors, tagged errors, defects) only become responses after middleware,
    // so turn them into responses here to see and mend their bodies; defects are logged first.
    Effect.catchAllCause((cause) =>
      Effect.gen(function* () {
        if (isUnreadableRequest(cause)) {
          // The client's mistake (a body that is not JSON): one short line, below the default level.
          yield* Effect.logDebug("Refused an unreadable request body")
        } else if (Cause.isDie(cause)) {
          yield* Effect.logError("Unexpected failure while handling a request", cause)
        }
        const [response] = yield* HttpServerError.causeResponse(cause)
        return response
      })
    ),
    Effect.map(withReadableBody)
  )

/** A body the platform could not read or parse is reported as a defect, but it is a 400, not our failure. */
const isUnreadableRequest = (cause: Cause.Cause<unknown>): boolean => {
  const defects = Cause.defects(cause)
  return (
    Chunk.isNonEmpty(defects) &&
    Chunk.every(defects, (defect) => HttpServerError.isServerError(defect) && defect._tag === "RequestError")
  )
}

const withReadableBody = (response: HttpServerResponse.HttpServerResponse) => {
  if (response.status < 400) return response
  const body = bodyJson(response) as { _tag?: string; issues?: ReadonlyArray<DecodeIssue> } | undefined
  if (body?._tag === "HttpApiDecodeError" && body.issues !== undefined && body.issues.length > 0) {
    const first = body.issues[0] as DecodeIssue
    // Only the first issue goes back, shortened: the rest could quote a huge value again.
    return HttpServerResponse.unsafeJson(
      {
        _tag: body._tag,
        message: readableIssue(first),
        field: first.path.join(".") || undefined,
        issues: [{ path: first.path, message: readableIssue(first) }]
      },
      { status: response.status, headers: response.headers }
    )
  }
  if (response.body._tag === "Empty") {
    return HttpServerResponse.unsafeJson(
      {
        _tag: response.status >= 500 ? "ServerError" : "BadRequest",
        message: fallbackMessage(response.status)
      },
      { status: response.status, headers: response.headers }
    )
  }
  return response
}
