/*
 * One time per order, said the same way on the confirmation, the order page, the dashboard, the
 * ticket and the CLI: a clock time on the venue's clock ("about 12:40 PM"), never a duration
 * beside another that disagrees. A golf-cart order's is its meeting time and place.
 */
import { formatTimeOfDay, scheduledSentence } from "./clock-words.js"
import { toDashboardStatus } from "./order-status.js"
import type { OrderStatus } from "./order-status-schema.js"
import type { OrderType } from "./order-type-schema.js"

const MS_PER_MINUTE = 60_000

/**
 * Where and when the food meets a cart, as the API carries the order's one promise (core
 * cartPromise): `at` is its time (ISO), the same on every read; `staleMinutes` when the cart's
 * position was older than the live window.
 */
export interface MeetingEstimate {
  readonly at: string
  readonly hole: number
  readonly staleMinutes?: number | undefined
}

export interface OrderPromiseInput {
  readonly orderType: OrderType
  /** A scheduled order's time (ISO), or null for as soon as possible. */
  readonly pickupTime: string | null
  readonly createdAt: string
  /** The kitchen's quote in minutes from when the order was placed. */
  readonly estimateMinutes: number
  /** A golf-cart order's promised meeting; null or absent when the cart's position is unknown. */
  readonly eta?: MeetingEstimate | null | undefined
  readonly now: Date
  readonly timeZone: string
}

const about = (at: number, timeZone: string) => `about ${formatTimeOfDay(new Date(at), timeZone)}`

/** When the food meets the cart. */
export const meetingAt = (eta: Pick<MeetingEstimate, "at">): Date => new Date(eta.at)

/** "around hole 10 at about 12:40 PM", and how old the cart's position is when it is older than the live window. */
const meetingWhereAndWhen = (eta: MeetingEstimate, timeZone: string): string => {
  const meeting = `around hole ${eta.hole} at ${about(meetingAt(eta).getTime(), timeZone)}`
  return eta.staleMinutes === undefined
    ? meeting
    : `${meeting} (from the cart's position ${eta.staleMinutes} min ago)`
}

/**
 * Where and when the runner meets the cart, as the checkout promises it and the order page keeps
 * it: "We'll meet you around hole 10 at about 12:40 PM".
 */
export const meetingPromise = (eta: MeetingEstimate, timeZone: string): string =>
  `We'll meet you ${meetingWhereAndWhen(eta, timeZone)}`

/**
 * The same promise as the staff read it on the dashboard's row, the kitchen ticket and the
 * golf-cart tracking screen: "Meet around hole 10 at about 12:40 PM".
 */
export const meetingNote = (eta: MeetingEstimate, timeZone: string): string =>
  `Meet ${meetingWhereAndWhen(eta, timeZone)}`

/**
 * The one estimate an open order states:
 * - scheduled: "Scheduled pickup: Today at 6:30 PM" (a cart's: its turn);
 * - golf cart with a position: "We'll meet you around hole 10 at about 12:40 PM", and when that
 *   position is older than the live window, "(from the cart's position 58 min ago)";
 * - golf cart without one: the kitchen's time, "Estimated delivery time: about 12:40 PM";
 * - pickup: "Estimated ready time: about 12:40 PM"; delivery: "Estimated delivery time: …".
 */
export const orderPromise = (input: OrderPromiseInput): string => {
  const { timeZone, now } = input
  if (input.pickupTime !== null) return scheduledSentence(input.orderType, input.pickupTime, now, timeZone)
  const eta = input.eta
  if (input.orderType === "golf_cart" && eta !== null && eta !== undefined)
    return meetingPromise(eta, timeZone)
  const kitchenTime = Date.parse(input.createdAt) + input.estimateMinutes * MS_PER_MINUTE
  const what = input.orderType === "pickup" ? "ready" : "delivery"
  return `Estimated ${what} time: ${about(kitchenTime, timeZone)}`
}

/**
 * What "As soon as possible" promises at checkout, by the kitchen's current quote: "Ready about
 * 12:40 PM" (pickup), "Delivered about 12:40 PM" (delivery): the clock time the order page keeps.
 */
export const soonestPromise = (
  orderType: OrderType,
  quotedMinutes: number,
  now: Date,
  timeZone: string
): string =>
  `${orderType === "pickup" ? "Ready" : "Delivered"} ${about(now.getTime() + quotedMinutes * MS_PER_MINUTE, timeZone)}`

/**
 * What an order's loyalty points are, in the same words on the confirmation, the order page and
 * `grill orders show`: earned once delivered, nothing for a cancelled order.
 */
export const orderPointsSentence = (status: OrderStatus, points: number): string | undefined => {
  if (points <= 0) return undefined
  const reading = toDashboardStatus(status)
  if (reading === "cancelled") return undefined
  const earned = `${points} loyalty ${points === 1 ? "point" : "points"}`
  if (reading === "delivered") return `This order earned ${earned}.`
  return `This order earns ${earned} once delivered.`
}
