/**
 * A card payment's state machine. The payment provider moves the money; this module says which of
 * its reports the grill accepts, in which order, and what screens call each state. Amounts are
 * integer cents. Plain data, no Effect: the order page labels a payment without loading Schema.
 *
 *   unpaid → authorising → authorised → captured → partly_refunded → refunded
 *                 │             └──────→ released            └────────→ refunded
 *                 └→ failed → authorised (a second card) | released
 */
import { Cents, formatMoney, ZERO_CENTS } from "./money.js"

export const PAYMENT_STATES = [
  "unpaid",
  "authorising",
  "authorised",
  "captured",
  "partly_refunded",
  "refunded",
  "released",
  "failed"
] as const

/**
 * Every state an order's payment reads in: the card machine's, and a house charge's own two words
 * (a member charge is posted with the order, and reversed when the order is rejected or cancelled).
 */
export const ORDER_PAYMENT_STATES = [...PAYMENT_STATES, "charged", "reversed"] as const

// payment-schema.ts's PaymentState and OrderPaymentState, said again from the lists so this module
// needs nothing of that one (which builds its Schemas from these lists).
type PaymentState = (typeof PAYMENT_STATES)[number]
type OrderPaymentState = (typeof ORDER_PAYMENT_STATES)[number]

export interface Payment {
  readonly state: PaymentState
  readonly authorised: Cents
  readonly captured: Cents
  readonly refunded: Cents
}

export const UNPAID: Payment = {
  state: "unpaid",
  authorised: ZERO_CENTS,
  captured: ZERO_CENTS,
  refunded: ZERO_CENTS
}

/** What the grill or the provider says happened to the money. */
export type PaymentEvent =
  | { readonly type: "intent_created" }
  | { readonly type: "authorised"; readonly amount: Cents }
  | { readonly type: "failed" }
  | { readonly type: "captured"; readonly amount: Cents }
  | { readonly type: "released" }
  | { readonly type: "refunded"; readonly amount: Cents }

export type PaymentStep =
  | { readonly ok: true; readonly payment: Payment }
  | { readonly ok: false; readonly reason: string }

const refuse = (reason: string): PaymentStep => ({ ok: false, reason })
const move = (payment: Payment): PaymentStep => ({ ok: true, payment })

/** The states each event may leave from: anything else is refused and changes nothing. */
const FROM: Record<PaymentEvent["type"], ReadonlyArray<PaymentState>> = {
  intent_created: ["unpaid"],
  authorised: ["authorising", "failed"],
  failed: ["authorising"],
  captured: ["authorised"],
  released: ["unpaid", "authorising", "authorised", "failed"],
  refunded: ["captured", "partly_refunded"]
}

/** The money still refundable on a payment: what was captured less what was refunded. */
export const refundableCents = (payment: Payment): Cents => Cents(payment.captured - payment.refunded)

/**
 * The payment after one event, or why the event cannot apply. Amounts are checked against the
 * money the previous step holds: a capture never exceeds the authorisation, a refund never the
 * captured money not yet refunded.
 */
export const applyPaymentEvent = (payment: Payment, event: PaymentEvent): PaymentStep => {
  if (!FROM[event.type].includes(payment.state)) {
    return refuse(`A ${payment.state} payment cannot be ${event.type.replace("_", " ")}`)
  }
  switch (event.type) {
    case "intent_created":
      return move({ ...payment, state: "authorising" })
    case "failed":
      return move({ ...payment, state: "failed" })
    case "released":
      return move({ ...payment, state: "released" })
    case "authorised":
      if (event.amount <= 0) return refuse("An authorisation must be for more than $0.00")
      return move({ ...payment, state: "authorised", authorised: event.amount })
    case "captured":
      if (event.amount <= 0) return refuse("A capture must be for more than $0.00")
      if (event.amount > payment.authorised) {
        return refuse(
          `Cannot capture ${formatMoney(event.amount)}: only ${formatMoney(payment.authorised)} was authorised`
        )
      }
      return move({ ...payment, state: "captured", captured: event.amount })
    case "refunded": {
      const left = refundableCents(payment)
      if (event.amount <= 0) return refuse("A refund must be for more than $0.00")
      if (event.amount > left) {
        return refuse(
          `Cannot refund ${formatMoney(event.amount)}: only ${formatMoney(left)} is left to refund`
        )
      }
      const refunded = Cents(payment.refunded + event.amount)
      return move({
        ...payment,
        state: refunded === payment.captured ? "refunded" : "partly_refunded",
        refunded
      })
    }
  }
}

/** The payment after a whole history of events, skipping those refused (as the server does). */
export const replayPayment = (events: Iterable<PaymentEvent>): Payment => {
  let payment = UNPAID
  for (const event of events) {
    const step = applyPaymentEvent(payment, event)
    if (step.ok) payment = step.payment
  }
  return payment
}

/**
 * What an order's change of status asks of its card payment: a completed (delivered) order is
 * captured; a rejected or cancelled one has its authorisation released, so a customer is never
 * charged for food the kitchen did not make. Nothing else moves money.
 */
export type PaymentAction = "capture" | "release" | "none"

export const paymentActionForOrder = (
  orderOutcome: "completed" | "cancelled" | "open",
  payment: Payment
): PaymentAction => {
  if (orderOutcome === "completed") return payment.state === "authorised" ? "capture" : "none"
  if (orderOutcome === "cancelled") return FROM.released.includes(payment.state) ? "release" : "none"
  return "none"
}

/** Whether the kitchen may see the order: only once its card is authorised (or money already moved). */
export const isPaymentSecured = (state: PaymentState): boolean =>
  state === "authorised" || state === "captured" || state === "partly_refunded" || state === "refunded"

const STATE_LABELS: Record<PaymentState, string> = {
  unpaid: "Not paid",
  authorising: "Awaiting card",
  authorised: "Card authorised",
  captured: "Captured",
  partly_refunded: "Partly refunded",
  refunded: "Refunded",
  released: "Released, not charged",
  failed: "Card declined"
}

/** The state's short name, for staff lists and the CLI. */
export const paymentStateLabel = (state: PaymentState): string => STATE_LABELS[state]

/**
 * The sentence an order's page, ticket and CLI show: "Paid by card ••4242", with "Refunded $5.00"
 * once money went back. An authorised card reads as paid to the customer: the money is held for
 * the grill and taken when the food is served.
 */
export const paymentWords = (payment: Payment, cardLast4: string | null): string => {
  const card = cardLast4 === null ? "Paid by card" : `Paid by card ••${cardLast4}`
  switch (payment.state) {
    case "authorised":
    case "captured":
      return card
    case "partly_refunded":
      return `${card} · Refunded ${formatMoney(payment.refunded)}`
    case "refunded":
      return `Refunded ${formatMoney(payment.refunded)}`
    case "authorising":
      return "Waiting for card payment"
    case "failed":
      return "Card payment failed"
    case "released":
      return "Card not charged"
    case "unpaid":
      return "Not paid yet"
  }
}

/** Whether an order's payment state is the card machine's (not a house charge's own word). */
export const isCardState = (state: OrderPaymentState): state is PaymentState =>
  state !== "charged" && state !== "reversed"

/** An order's `payment` as reads carry it (amounts in cents once decoded). */
export interface PaymentRead {
  readonly method: string
  readonly state: OrderPaymentState
  readonly amountAuthorised: Cents
  readonly amountCaptured: Cents
  readonly amountRefunded: Cents
  readonly cardLast4: string | null
}

/**
 * Whether a card order still waits for its card (being confirmed, or declined and open to another
 * try): the kitchen has not seen it, so its page promises nothing yet.
 */
export const isWaitingForCard = (read: Pick<PaymentRead, "method" | "state"> | undefined): boolean =>
  read !== undefined &&
  read.method === "credit_card" &&
  (read.state === "authorising" || read.state === "failed")

/**
 * What an order's page, ticket, dashboard and CLI say of its card payment, or null when there is
 * nothing to say: another method (noted elsewhere), or a card never taken online (card payment
 * off, or the counter's own terminal).
 */
export const orderPaymentWords = (read: PaymentRead | undefined): string | null =>
  read === undefined || read.method !== "credit_card" || !isCardState(read.state) || read.state === "unpaid"
    ? null
    : paymentWords(
        {
          state: read.state,
          authorised: read.amountAuthorised,
          captured: read.amountCaptured,
          refunded: read.amountRefunded
        },
        read.cardLast4
      )
