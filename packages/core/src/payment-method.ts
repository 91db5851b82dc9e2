/**
 * How an order is paid (the spec's `paymentMethod`, default credit_card). Paying at the counter is
 * for orders staff enter (a walk-up, a phone call): a customer's own order is always by card.
 * Plain data, no Effect: screens that only label it skip Schema.
 */

import { orderPaymentWords, type PaymentRead } from "./payment.js"
import type { OrderPaymentState } from "./payment-schema.js"

export const PAYMENT_METHODS = ["credit_card", "pay_at_counter", "member_charge"] as const

// payment-method-schema.ts's PaymentMethod, said again from the list so this module needs nothing of it.
type PaymentMethod = (typeof PAYMENT_METHODS)[number]

/** What staff choose from at the counter's checkout (a member charge names its member there too). */
export const COUNTER_PAYMENT_METHODS = ["credit_card", "pay_at_counter", "member_charge"] as const

const LABELS: Record<PaymentMethod, string> = {
  credit_card: "Card",
  pay_at_counter: "Pay at counter",
  member_charge: "Charge to member account"
}

/**
 * "Charged to member account" (the order page, confirmation, ticket, dashboard and CLI). Staff
 * reads carry the member number and the note names it ("… account 1034"); a customer's read
 * carries none, so a customer never sees a digit of it (issue 37: not even "••34").
 */
export const memberChargeNote = (payment: {
  readonly method: string
  readonly state: OrderPaymentState
  readonly memberNumber: string | null
}): string | undefined => {
  if (payment.method !== "member_charge") return undefined
  const account = payment.memberNumber === null ? "" : ` ${payment.memberNumber}`
  return payment.state === "reversed"
    ? `Member charge reversed${account === "" ? "" : ` (account${account})`}`
    : `Charged to member account${account}`
}

export const paymentMethodLabel = (method: PaymentMethod): string => LABELS[method]

/**
 * The one payment label a staff list shows on every row, so a rush can tell at a glance what is
 * settled and what is to collect: a member charge's note, a card's state ("Card authorised"
 * reads "Paid by card ••4242"), else the method itself ("Card", "Pay at counter").
 */
export const orderPaymentLabel = (order: {
  readonly paymentMethod: PaymentMethod
  readonly payment?: PaymentRead & { readonly memberNumber: string | null }
}): string =>
  (order.payment === undefined ? undefined : memberChargeNote(order.payment)) ??
  orderPaymentWords(order.payment) ??
  LABELS[order.paymentMethod]

/**
 * How an order came in and is paid, as its pages and tickets note it: "Entered by sam" (staff
 * reads only carry who), "Pay at counter". A customer's own order by card notes nothing.
 */
export const orderEntryNotes = (order: {
  readonly enteredBy: string | null
  readonly paymentMethod: PaymentMethod
  readonly payment?: {
    readonly method: string
    readonly state: OrderPaymentState
    readonly memberNumber: string | null
  }
}): ReadonlyArray<string> => {
  const charge = order.payment === undefined ? undefined : memberChargeNote(order.payment)
  return [
    ...(order.enteredBy === null ? [] : [`Entered by ${order.enteredBy}`]),
    ...(order.paymentMethod === "pay_at_counter" ? [LABELS.pay_at_counter] : []),
    ...(charge === undefined ? [] : [charge])
  ]
}
