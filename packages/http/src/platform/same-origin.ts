import type * as HttpApp from "@effect/platform/HttpApp"
import * as HttpServerRequest from "@effect/platform/HttpServerRequest"
import * as HttpServerResponse from "@effect/platform/HttpServerResponse"
import { Effect } from "effect"

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"])

const crossSite = HttpServerResponse.unsafeJson(
  { _tag: "Forbidden", message: "Requests from other sites are not allowed" },
  { status: 403 }
)

const isOwnOrigin = (origin: string, host: string | undefined): boolean => {
  try {
    return host !== undefined && new URL(origin).host === host.toLowerCase()
  } catch {
    return false // "null" (a sandboxed frame, a file) or garbage
  }
}

/**
 * Refuses a state change a browser sends on behalf of another site (403), whatever cookie it
 * carries: SameSite cookies are one defence, this is the second. Browsers say where a request
 * comes from in Sec-Fetch-Site and Origin; command-line clients send neither and pass, as a
 * browser's own same-origin requests do. The API answers the same origin only (no CORS).
 */
export const refuseCrossSiteWrites = <E, R>(app: HttpApp.Default<E, R>) =>
  Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) => {
    if (SAFE_METHODS.has(request.method)) return app
    const site = request.headers["sec-fetch-site"]
    if (site !== undefined && site !== "same-origin" && site !== "none") return Effect.succeed(crossSite)
    const origin = request.headers.origin
    if (origin !== undefined && !isOwnOrigin(origin, request.headers.host)) return Effect.succeed(crossSite)
    return app
  })
