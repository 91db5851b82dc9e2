import { IncomingMessage } from "node:http"
import type * as HttpApp from "@effect/platform/HttpApp"
import * as HttpIncomingMessage from "@effect/platform/HttpIncomingMessage"
import * as HttpServerRequest from "@effect/platform/HttpServerRequest"
import * as HttpServerResponse from "@effect/platform/HttpServerResponse"
import { Duration, Effect, type Exit, type Fiber, Option } from "effect"

/** Far above any real request (50 order lines with every note and description full is ~90 KB). */
export const MAX_BODY_BYTES = 128 * 1024

/** Deeper than any payload of the API; deep enough nesting overflows the stack of whoever walks it. */
export const MAX_JSON_DEPTH = 32

const TAGS: Record<number, string> = {
  408: "RequestTimeout",
  413: "PayloadTooLarge",
  415: "UnsupportedMediaType"
}

const refuse = (status: number, message: string) =>
  HttpServerResponse.unsafeJson({ _tag: TAGS[status] ?? "BadRequest", message }, { status })

const tooLarge = refuse(413, `The request is too large: at most ${MAX_BODY_BYTES / 1024} KB`)

/** How deep the brackets of a JSON text go, outside strings; stops counting once past `limit`. */
export const jsonDepthExceeds = (text: string, limit: number): boolean => {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i)
    if (inString) {
      if (char === 92 /* \ */) i++
      else if (char === 34 /* " */) inString = false
    } else if (char === 34) inString = true
    else if (char === 91 /* [ */ || char === 123 /* { */) {
      if (++depth > limit) return true
    } else if (char === 93 /* ] */ || char === 125 /* } */) depth--
  }
  return false
}

/**
 * The fiber's outcome, or none once `deadline` has passed first; the fiber goes on either way.
 * One timer and one observer, not `Fiber.join` under `Effect.timeoutOption`: that races two more
 * fibers and interrupts the loser, on every request with a body, including every order placed
 * (PERFORMANCE.md, "Order placement against its reference build").
 */
const awaitWithin = <A>(fiber: Fiber.RuntimeFiber<A>, deadline: Duration.DurationInput) =>
  Effect.async<Option.Option<A>>((resume) => {
    const observer = (exit: Exit.Exit<A>) => {
      clearTimeout(timer)
      resume(Effect.map(exit, Option.some))
    }
    const timer = setTimeout(() => {
      fiber.removeObserver(observer)
      resume(Effect.succeedNone)
    }, Duration.toMillis(deadline))
    fiber.addObserver(observer)
    return Effect.sync(() => {
      clearTimeout(timer)
      fiber.removeObserver(observer)
    })
  })

/** Whether Node's parser has already received the request's whole body (Node's own `complete`). */
const arrived = (request: HttpServerRequest.HttpServerRequest): boolean =>
  request.source instanceof IncomingMessage && request.source.complete

const hasBody = (request: HttpServerRequest.HttpServerRequest): boolean => {
  const length = request.headers["content-length"]
  return length !== undefined ? length !== "0" : request.headers["transfer-encoding"] !== undefined
}

/**
 * Runs before the API reads a body: a declared length over the limit is refused with 413
 * before a byte is read, a body without a declared length with 411, anything
 * but JSON is refused (415: the API speaks only JSON, and a form post from another site is
 * not JSON), and JSON nested past MAX_JSON_DEPTH is refused (400). The body is read here once,
 * within the limit and within `bodyDeadline` (408 after it, and the connection closed), and the
 * API's own decoding reuses that text. Only `application/json` itself passes: the API's decoder
 * answers nothing for other JSON types (`application/vnd.api+json`), so they get 415 here.
 * `formPaths` take a form instead: a provider's webhook that posts one (and signs its fields).
 */
export const guardRequestBodies = <E, R>(
  app: HttpApp.Default<E, R>,
  bodyDeadline: Duration.DurationInput,
  formPaths: ReadonlySet<string> = new Set()
) =>
  Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest
    if (!hasBody(request)) return yield* app
    const length = request.headers["content-length"]
    // Browsers and the CLI always declare the length; a streamed body of unknown size is refused
    // up front (cutting it off midway resets the connection instead of answering).
    if (length === undefined) return refuse(411, "Send the request body with a Content-Length")
    if (!/^[0-9]+$/.test(length) || Number(length) > MAX_BODY_BYTES) return tooLarge
    const contentType = (request.headers["content-type"] ?? "").toLowerCase()
    const form = formPaths.has(request.url) && /^application\/x-www-form-urlencoded\s*(;|$)/.test(contentType)
    if (!form && !/^application\/json\s*(;|$)/.test(contentType)) {
      return refuse(415, "Send the request body as JSON, with the content type application/json")
    }
    const readText = request.text.pipe(
      HttpIncomingMessage.withMaxBodySize(Option.some(MAX_BODY_BYTES)),
      Effect.either
    )
    const read = arrived(request)
      ? // The whole body is already here (an order's few hundred bytes come with its headers):
        // its read cannot stall, so it needs no deadline, nor a fiber of its own to watch.
        Option.some(yield* readText)
      : // The read runs on its own: a deadline that interrupted it would destroy the socket before
        // the 408 is written. Left alone, it ends when the connection closes after the answer.
        // Requests run uninterruptibly: the wait is made interruptible so a client that leaves ends it.
        yield* Effect.flatMap(Effect.forkDaemon(readText), (reading) =>
          awaitWithin(reading, bodyDeadline).pipe(Effect.interruptible)
        )
    if (Option.isNone(read)) {
      const seconds = Duration.toSeconds(bodyDeadline)
      return HttpServerResponse.setHeader(
        refuse(408, `The request body did not arrive within ${seconds} second${seconds === 1 ? "" : "s"}`),
        "connection",
        "close"
      )
    }
    const text = read.value
    if (text._tag === "Left") {
      const cause = text.left.cause
      return cause instanceof Error && cause.message === "maxBytes exceeded"
        ? tooLarge
        : refuse(400, "The request body could not be read")
    }
    if (jsonDepthExceeds(text.right, MAX_JSON_DEPTH)) {
      return refuse(400, `The request body is nested too deeply (more than ${MAX_JSON_DEPTH} levels)`)
    }
    return yield* app
  })
