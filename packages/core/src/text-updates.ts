import { rejectionReasonWords, toDashboardStatus } from "./order-status.js"
import type { OrderStatus } from "./order-status-schema.js"
import type { OrderType } from "./order-type-schema.js"

/**
 * Texts to the customer who asked for them at checkout (issue 32): one short text when the
 * order is ready, worded for how it reaches them. Plain functions: the checkout, the order page
 * and the server all read the same words.
 */

/** The checkout's checkbox and the order page's switch, worded for the order type. */
export const textUpdatesLabel = (orderType: OrderType): string =>
  orderType === "pickup" ? "Text me when it's ready" : "Text me when it's on the way"

/** The one change of an order that is texted. Named, so the sent marker says which it was. */
export type TextedChange = "ready"

/** The change a status move is texted as, or undefined when it is not texted. */
export const textedChange = (status: OrderStatus): TextedChange | undefined =>
  toDashboardStatus(status) === "ready" ? "ready" : undefined

const READY_WORDS: Record<OrderType, string> = {
  pickup: "is ready for pickup",
  delivery: "is out for delivery",
  golf_cart: "is on the way to your cart"
}

/**
 * Who a text says it is from: the venue, and the order's outlet once the club has more than one
 * (absent, or the venue's own name, as the first outlet without a name of its own reads).
 */
export const textSender = (venueName: string, outletName?: string | undefined): string =>
  outletName === undefined || outletName === venueName ? venueName : `${outletName} at ${venueName}`

/**
 * The text itself: who sends it, what happened, the order page's link and how to stop them.
 * Plain ASCII, so a carrier sends it as one 160-character segment where it fits.
 */
export const textUpdateMessage = (input: {
  readonly venueName: string
  readonly orderNumber: string
  readonly orderType: OrderType
  readonly orderLink: string
}): string =>
  `${input.venueName}: your order ${input.orderNumber} ${READY_WORDS[input.orderType]}. ${input.orderLink} Reply STOP to end texts.`

/**
 * The text to a customer whose order the kitchen turned down, in the order page's words: one
 * apology and the kitchen's reason (issue 42).
 */
export const rejectionTextMessage = (input: {
  readonly venueName: string
  readonly orderNumber: string
  readonly reason: string
  readonly orderLink: string
}): string => {
  const reason = rejectionReasonWords(input.reason).replace(/[.!]+$/, "")
  const why = reason === "" ? "" : `: ${reason}`
  return `${input.venueName}: sorry, we couldn't take your order ${input.orderNumber}${why}. ${input.orderLink} Reply STOP to end texts.`
}

// The keywords carriers and Twilio treat as opting out of, and back into, a sender's texts.
const STOP_WORDS = new Set([
  "STOP",
  "STOPALL",
  "STOP ALL",
  "UNSUBSCRIBE",
  "CANCEL",
  "END",
  "QUIT",
  "OPTOUT",
  "REVOKE"
])
const START_WORDS = new Set(["START", "UNSTOP", "YES"])

/** What a reply to a text asks for: no more texts to this phone, texts again, or nothing we act on. */
export const smsReplyIntent = (body: string): "stop" | "start" | undefined => {
  const word = body
    .trim()
    .replace(/\s+/g, " ")
    .replace(/[.!]+$/, "")
    .toUpperCase()
  if (STOP_WORDS.has(word)) return "stop"
  if (START_WORDS.has(word)) return "start"
  return undefined
}

/**
 * Said when a code is asked for a phone that replied STOP: nothing is texted to it, codes
 * included, until it replies START (to the number the texts come from, in the phone's own thread).
 */
export const CODES_STOPPED_MESSAGE =
  "This phone replied STOP to our texts, so we can't text it a code. Text START to the number our texts come from, then ask for a new code."

/** Said on the order page when the phone replied STOP: only a reply START turns texts back on. */
export const TEXTS_STOPPED_MESSAGE =
  "This phone replied STOP, so we won't text it. Reply START to get texts again."
