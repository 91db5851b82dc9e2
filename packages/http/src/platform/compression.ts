import { existsSync } from "node:fs"
import { brotliCompressSync, constants, gzipSync } from "node:zlib"
import type * as HttpApp from "@effect/platform/HttpApp"
import * as HttpBody from "@effect/platform/HttpBody"
import * as HttpServerRequest from "@effect/platform/HttpServerRequest"
import * as HttpServerResponse from "@effect/platform/HttpServerResponse"
import { Effect } from "effect"
import Mime from "mime"
import Negotiator from "negotiator"

/** What a response is sent as: the encodings we produce, best first, then none. */
export type ContentEncoding = "br" | "gzip" | "identity"

const ENCODINGS: Array<ContentEncoding> = ["br", "gzip", "identity"]

/** Below this a compressed body saves less than its headers and the CPU cost. */
export const COMPRESSION_THRESHOLD_BYTES = 1024

// negotiator 1.x takes the server's order for encodings the client weighs equally (browsers send
// "gzip, deflate, br, zstd": all q=1); its published types predate that option.
type EncodingWithPreference = (
  available: ReadonlyArray<string>,
  options: { readonly preferred: ReadonlyArray<string> }
) => string | undefined

/** The encoding the client accepts that we prefer (Brotli, then gzip), by its Accept-Encoding header. */
export const preferredEncoding = (acceptEncoding: string | undefined): ContentEncoding => {
  const negotiator = new Negotiator({ headers: { "accept-encoding": acceptEncoding ?? "" } })
  const chosen = (negotiator.encoding as EncodingWithPreference).call(negotiator, ENCODINGS, {
    preferred: ENCODINGS
  })
  return (chosen as ContentEncoding | undefined) ?? "identity"
}

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json|xml)|image\/svg\+xml)/

/**
 * Compresses a body made per request. Fast settings (Brotli quality 1, gzip level 4): Brotli's
 * quality 1 still shrinks a staff list's JSON about ten times over, and the higher qualities
 * would add to every refresh. The build already made the largest files (the web app's assets)
 * at the highest levels.
 *
 * On this thread, not node's callback API: that one runs a zlib stream through the thread pool
 * at a fixed cost per response, more than compressing a typical answer here; even the largest
 * page the API serves compresses in less time than its JSON encoding already holds the thread.
 * Figures: PERFORMANCE.md, "Compression".
 */
const compress = (body: Uint8Array, encoding: "br" | "gzip") =>
  Effect.sync(() =>
    encoding === "br"
      ? brotliCompressSync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 1,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength
          }
        })
      : gzipSync(body, { level: 4 })
  )

const addVary = (response: HttpServerResponse.HttpServerResponse) => {
  const vary = response.headers.vary
  return vary === undefined || vary === ""
    ? HttpServerResponse.setHeader(response, "vary", "Accept-Encoding")
    : /accept-encoding/i.test(vary)
      ? response
      : HttpServerResponse.setHeader(response, "vary", `${vary}, Accept-Encoding`)
}

/**
 * Every compressible response built in memory (the API's JSON, error bodies, the page with its
 * boot data) over the threshold goes out in the best encoding the client accepts. Streams (files,
 * Server-Sent Events) pass untouched: files have precompressed siblings (see servePrecompressed)
 * and an event stream must reach the client event by event.
 */
export const compressResponses = <E, R>(
  app: HttpApp.Default<E, R>
): HttpApp.Default<E, R | HttpServerRequest.HttpServerRequest> =>
  Effect.gen(function* () {
    const response = yield* app
    const body = response.body
    if (
      body._tag !== "Uint8Array" ||
      body.contentLength < COMPRESSION_THRESHOLD_BYTES ||
      !COMPRESSIBLE.test(body.contentType) ||
      response.headers["content-encoding"] !== undefined
    )
      return response
    const request = yield* HttpServerRequest.HttpServerRequest
    const encoding = preferredEncoding(request.headers["accept-encoding"])
    if (encoding === "identity") return addVary(response)
    const compressed = yield* compress(body.body, encoding)
    return addVary(
      HttpServerResponse.setHeader(
        HttpServerResponse.setBody(response, HttpBody.uint8Array(compressed, body.contentType)),
        "content-encoding",
        encoding
      )
    )
  })

const SIBLING_SUFFIX = { br: ".br", gzip: ".gz" } as const

/**
 * A built file, from its Brotli or gzip sibling when the build made one and the client accepts
 * it (vite-plugin-compression2 writes them beside each text asset), else as it is.
 */
export const servePrecompressed = (path: string, headers: Record<string, string>) =>
  Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest
    const encoding = preferredEncoding(request.headers["accept-encoding"])
    const sibling = encoding === "identity" ? undefined : `${path}${SIBLING_SUFFIX[encoding]}`
    if (sibling === undefined || !existsSync(sibling)) {
      const response = yield* HttpServerResponse.file(path, { headers })
      return existsSync(`${path}${SIBLING_SUFFIX.br}`) ? addVary(response) : response
    }
    return addVary(
      yield* HttpServerResponse.file(sibling, {
        headers: {
          ...headers,
          "content-type": Mime.getType(path) ?? "application/octet-stream",
          "content-encoding": encoding
        }
      })
    )
  })
