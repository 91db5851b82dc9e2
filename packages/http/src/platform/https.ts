import * as Cookies from "@effect/platform/Cookies"
import * as HttpApp from "@effect/platform/HttpApp"
import * as HttpServerRequest from "@effect/platform/HttpServerRequest"
import * as HttpServerResponse from "@effect/platform/HttpServerResponse"
import { Effect } from "effect"

const HSTS = "max-age=31536000; includeSubDomains"

/**
 * Whether this request reached the site over HTTPS: always when the site is configured as an
 * HTTPS site; otherwise only when a trusted proxy says so in X-Forwarded-Proto (its last entry,
 * the one the proxy wrote, as with X-Forwarded-For). From anyone else the header means nothing.
 */
export const cameOverHttps = (
  request: HttpServerRequest.HttpServerRequest,
  options: { readonly httpsSite: boolean; readonly trustProxy: boolean }
): boolean => {
  if (options.httpsSite) return true
  if (!options.trustProxy) return false
  return request.headers["x-forwarded-proto"]?.split(",").at(-1)?.trim().toLowerCase() === "https"
}

/** Every cookie of the response `Secure`, and HSTS: what an HTTPS response carries. */
const asHttpsResponse = (
  response: HttpServerResponse.HttpServerResponse
): HttpServerResponse.HttpServerResponse =>
  HttpServerResponse.setHeader(
    HttpServerResponse.replaceCookies(
      response,
      Cookies.fromIterable(
        Object.values(response.cookies.cookies).map((cookie) =>
          Cookies.unsafeMakeCookie(cookie.name, cookie.value, { ...cookie.options, secure: true })
        )
      )
    ),
    "strict-transport-security",
    HSTS
  )

/**
 * Responses to HTTPS requests marked as such, so no one has to remember GRILL_SECURE_COOKIES
 * behind Caddy. Over plain HTTP neither is sent: HSTS there would lock a LAN install out, and a
 * `Secure` cookie would never come back. Handlers set their cookies in pre-response handlers
 * (auth-http.ts): this one is added after the app has run, so it runs after theirs.
 */
export const markHttpsResponses =
  (options: { readonly httpsSite: boolean; readonly trustProxy: boolean }) =>
  <E, R>(app: HttpApp.Default<E, R>): HttpApp.Default<E, R | HttpServerRequest.HttpServerRequest> =>
    Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) =>
      cameOverHttps(request, options)
        ? Effect.ensuring(
            app,
            HttpApp.appendPreResponseHandler((_request, response) =>
              Effect.succeed(asHttpsResponse(response))
            )
          )
        : app
    )
