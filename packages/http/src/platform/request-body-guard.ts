import { IncomingMessage } from "node:http"
import type * as HttpApp from "@effect/platform/HttpApp"
import * as HttpServerRequest from "@effect/platform/HttpServerRequest"
import * as HttpServerResponse from "@effect/platform/HttpServerResponse"
import { Duration, Effect } from "effect"

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

const tooLarge = (limit: number) => refuse(413, `The request is too large: at most ${limit / 1024} KB`)

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

/** How the read of a body ended. */
type BodyRead =
  | { readonly _tag: "Read"; readonly text: string }
  | { readonly _tag: "TooLarge" }
  | { readonly _tag: "Broken" }
  | { readonly _tag: "Late" }

/**
 * The body of Node's request read from its stream, within MAX_BODY_BYTES and `deadline`, in one
 * asynchronous step. Not the platform's read under a deadline: that needs a fiber of its own to
 * watch it (interrupting the read would destroy the socket before the 408 is written), a visible
 * share of every order placed (PERFORMANCE.md, "Order placement and the staff lists, round two").
 * Past the deadline the stream is left as it is: the connection is closed after the answer.
 */
const readBody = (incoming: IncomingMessage, deadline: Duration.DurationInput, limit: number) =>
  Effect.async<BodyRead>((resume) => {
    const chunks: Array<Buffer> = []
    let size = 0
    const stop = () => {
      clearTimeout(timer)
      incoming.off("data", onData)
      incoming.off("end", onEnd)
      incoming.off("error", onBroken)
      incoming.off("aborted", onBroken)
    }
    const end = (read: BodyRead) => {
      stop()
      resume(Effect.succeed(read))
    }
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) end({ _tag: "TooLarge" })
      else chunks.push(chunk)
    }
    const onEnd = () => end({ _tag: "Read", text: Buffer.concat(chunks, size).toString("utf8") })
    const onBroken = () => end({ _tag: "Broken" })
    const timer = setTimeout(() => end({ _tag: "Late" }), Duration.toMillis(deadline))
    incoming.on("data", onData)
    incoming.on("end", onEnd)
    incoming.on("error", onBroken)
    incoming.on("aborted", onBroken)
    return Effect.sync(stop)
  })

/**
 * The request as the API reads it: its body is the text read here (the stream is spent). Its
 * other readings of the body (`json`, a form's `urlParamsBody`) are made from `text`.
 */
const withBody = (
  request: HttpServerRequest.HttpServerRequest,
  text: string
): HttpServerRequest.HttpServerRequest =>
  Object.create(request, { text: { value: Effect.succeed(text) } }) as HttpServerRequest.HttpServerRequest

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
 * `largeBodies` names the few paths allowed more than MAX_BODY_BYTES (a club's member file).
 */
export const guardRequestBodies = <E, R>(
  app: HttpApp.Default<E, R>,
  bodyDeadline: Duration.DurationInput,
  formPaths: ReadonlySet<string> = new Set(),
  largeBodies: ReadonlyMap<string, number> = new Map()
) =>
  Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest
    if (!hasBody(request)) return yield* app
    const length = request.headers["content-length"]
    // Browsers and the CLI always declare the length; a streamed body of unknown size is refused
    // up front (cutting it off midway resets the connection instead of answering).
    if (length === undefined) return refuse(411, "Send the request body with a Content-Length")
    const limit = largeBodies.get(request.url) ?? MAX_BODY_BYTES
    if (!/^[0-9]+$/.test(length) || Number(length) > limit) return tooLarge(limit)
    const contentType = (request.headers["content-type"] ?? "").toLowerCase()
    const form = formPaths.has(request.url) && /^application\/x-www-form-urlencoded\s*(;|$)/.test(contentType)
    if (!form && !/^application\/json\s*(;|$)/.test(contentType)) {
      return refuse(415, "Send the request body as JSON, with the content type application/json")
    }
    // Every server of the product is Node's (main.ts, the tests' servers).
    if (!(request.source instanceof IncomingMessage)) return yield* Effect.die("Not a Node.js request")
    // Requests run uninterruptibly: the read is made interruptible so a client that leaves ends it.
    const read = yield* readBody(request.source, bodyDeadline, limit).pipe(Effect.interruptible)
    switch (read._tag) {
      case "Late": {
        const seconds = Duration.toSeconds(bodyDeadline)
        return HttpServerResponse.setHeader(
          refuse(408, `The request body did not arrive within ${seconds} second${seconds === 1 ? "" : "s"}`),
          "connection",
          "close"
        )
      }
      case "TooLarge":
        return tooLarge(limit)
      case "Broken":
        return refuse(400, "The request body could not be read")
    }
    if (jsonDepthExceeds(read.text, MAX_JSON_DEPTH)) {
      return refuse(400, `The request body is nested too deeply (more than ${MAX_JSON_DEPTH} levels)`)
    }
    return yield* Effect.provideService(
      app,
      HttpServerRequest.HttpServerRequest,
      withBody(request, read.text)
    )
  })
