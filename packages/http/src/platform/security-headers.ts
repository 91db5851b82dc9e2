import { createHash } from "node:crypto"
import * as Headers from "@effect/platform/Headers"
import * as HttpServerResponse from "@effect/platform/HttpServerResponse"
import { START_AFTER_PAINT_MARK } from "../site/start-after-paint.js"

/**
 * The policy the web app runs under: its own scripts, styles and workers only (the service
 * worker and Web Push need worker-src and connect-src 'self'), no plugins, never framed.
 * Boot data in a `<script type="application/json">` block is data, which the policy allows.
 */
const APP_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'"
]

/**
 * Set by the page server on a customer's page (the checkout, an order's page) while card payment is on, with the origin of the
 * payment API (public, like the page's own requests to it); turned into the policies below and
 * taken off the response: it is a note between two parts of the server, not the browser's.
 */
export const STRIPE_PAGE_HEADER = "x-grill-card-step"

/** Where Stripe.js lives: its script, and the frames of the Payment Element and of wallets. */
const STRIPE_JS = "https://js.stripe.com https://*.js.stripe.com"

/**
 * The card step's pages only: Stripe.js's script and frames (3-D Secure challenges come from
 * hooks.stripe.com), and the payment API it confirms with. Every other page keeps the app's policy.
 */
const withStripe = (policy: string, apiOrigin: string): string =>
  policy
    .split("; ")
    .map((directive) =>
      directive.startsWith("script-src ")
        ? `${directive} ${STRIPE_JS}`
        : directive.startsWith("connect-src ")
          ? `${directive} ${apiOrigin}`
          : directive
    )
    .concat(`frame-src ${STRIPE_JS} https://hooks.stripe.com`)
    .join("; ")

/** Features the app never uses, switched off so an injected frame or script cannot ask for them. */
const NEVER_USED = [
  "camera=()",
  "microphone=()",
  "usb=()",
  "serial=()",
  "hid=()",
  "bluetooth=()",
  "display-capture=()",
  "accelerometer=()",
  "gyroscope=()",
  "magnetometer=()",
  "browsing-topics=()"
]

/**
 * The beverage cart's phone shares where the cart is (issue 43): the app's own pages may ask for
 * the position (the browser still asks the person), no frame of another origin may. One policy for
 * every page, as the app moves between its screens without loading another document.
 */
const GEOLOCATION = "geolocation=(self)"

/**
 * The Payment Request API (Apple Pay, Google Pay) is off everywhere but the card step's pages,
 * where the page and Stripe.js's wallet frames may use it.
 */
const PERMISSIONS_POLICY = [...NEVER_USED, GEOLOCATION, "payment=()"].join(", ")
const CARD_STEP_PERMISSIONS_POLICY = [
  ...NEVER_USED,
  GEOLOCATION,
  'payment=(self "https://js.stripe.com")'
].join(", ")

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi
const decoder = new TextDecoder()

/** Hashes of the executable inline scripts of a page built in memory (the API docs page). */
const inlineScriptHashes = (html: string): Array<string> =>
  Array.from(html.matchAll(INLINE_SCRIPT))
    .filter(([, attributes]) => !/type=["']?application\/(ld\+)?json/i.test(attributes ?? ""))
    .map(([, , body]) => `'sha256-${sha256(body ?? "")}'`)

const STYLE_ELEMENT = /<style>([\s\S]*?)<\/style>/gi

/** Hashes of the page's own <style> elements (the stylesheets a page drawn for a phone carries inline). */
const styleElementHashes = (html: string): Array<string> =>
  Array.from(html.matchAll(STYLE_ELEMENT), ([, body]) => `'sha256-${sha256(body ?? "")}'`)

const sha256 = (text: string) => createHash("sha256").update(text).digest("base64")

/**
 * The API docs page (Scalar) styles itself inline; its scripts still run by hash only. A page
 * with <style> elements of its own may apply exactly those (by hash), and no other inline style.
 */
const policyFor = (response: HttpServerResponse.HttpServerResponse): string => {
  const isHtml = response.headers["content-type"]?.startsWith("text/html") === true
  if (!isHtml || response.body._tag !== "Uint8Array") return APP_POLICY.join("; ")
  const html = decoder.decode(response.body.body)
  const hashes = inlineScriptHashes(html)
  // A page the server drew starts its scripts from one inline module of its own (by hash); its
  // styles stay as strict as any page of the app's.
  if (html.includes(START_AFTER_PAINT_MARK)) {
    const styles = styleElementHashes(html)
    return APP_POLICY.map((directive) =>
      directive === "script-src 'self'"
        ? `script-src 'self' ${hashes.join(" ")}`
        : directive === "style-src 'self'" && styles.length > 0
          ? `style-src 'self' ${styles.join(" ")}`
          : directive
    ).join("; ")
  }
  if (hashes.length === 0) {
    const styles = styleElementHashes(html)
    if (styles.length === 0) return APP_POLICY.join("; ")
    return APP_POLICY.map((directive) =>
      directive === "style-src 'self'" ? `style-src 'self' ${styles.join(" ")}` : directive
    ).join("; ")
  }
  return APP_POLICY.map((directive) =>
    directive === "script-src 'self'"
      ? `script-src 'self' ${hashes.join(" ")}`
      : directive === "style-src 'self'"
        ? "style-src 'self' 'unsafe-inline'"
        : directive
  ).join("; ")
}

/** The response without the card step's note (the platform sets headers, and removes none). */
const withoutCardStepNote = (response: HttpServerResponse.HttpServerResponse) =>
  HttpServerResponse.setBody(
    HttpServerResponse.empty({
      status: response.status,
      statusText: response.statusText,
      headers: Headers.remove(response.headers, STRIPE_PAGE_HEADER),
      cookies: response.cookies
    }),
    response.body
  )

/** Browser hardening on every response. HSTS is https.ts's: only responses over HTTPS carry it. */
export const withSecurityHeaders = (
  response: HttpServerResponse.HttpServerResponse
): HttpServerResponse.HttpServerResponse => {
  const stripeApi = response.headers[STRIPE_PAGE_HEADER]
  const policy = policyFor(response)
  return HttpServerResponse.setHeaders(stripeApi === undefined ? response : withoutCardStepNote(response), {
    "content-security-policy": stripeApi === undefined ? policy : withStripe(policy, stripeApi),
    "permissions-policy": stripeApi === undefined ? PERMISSIONS_POLICY : CARD_STEP_PERMISSIONS_POLICY,
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "referrer-policy": "same-origin",
    "cross-origin-opener-policy": "same-origin"
  })
}
