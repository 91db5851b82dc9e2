/**
 * What settled an order, and what that allows of its status. Orders ask this, whichever
 * provider settled it: a card taken online (the payment machine in payment.ts), a charge to a
 * member's house account (posted with the order, reversed when it is rejected or cancelled), or
 * nothing the grill holds (paid at the counter, or a card taken at the counter's own terminal).
 * Plain data, no Effect: screens and the CLI may ask before the server refuses.
 */
import { type Cents, formatMoney } from "./money.js"
import { toDashboardStatus } from "./order-status.js"
import type { OrderStatus } from "./order-status-schema.js"
import { isPaymentSecured, type Payment } from "./payment.js"
import type { PaymentMethod } from "./payment-method-schema.js"

export type OrderSettlement =
  | { readonly kind: "member_charge" }
  /** A card taken online: its payment as the entries add up, and the order's total in cents. */
  | { readonly kind: "online_card"; readonly payment: Payment; readonly totalCents: number }
  | { readonly kind: "none" }

/**
 * Whether the kitchen may have a card order: its card authorised (or the money already moved)
 * for at least the order's total. A $1 authorisation on a $70.15 order is not a payment.
 */
export const cardCoversOrder = (payment: Payment, totalCents: number): boolean =>
  isPaymentSecured(payment.state) && payment.authorised >= totalCents

/** The sentence for an authorisation short of the order's total (logs and the audit trail). */
export const shortAuthorisationSentence = (orderNumber: string, payment: Payment, totalCents: Cents) =>
  `Order ${orderNumber}: the card was authorised for ${formatMoney(payment.authorised)}, less than the order's ${formatMoney(totalCents)}`

// Money moved on the card: capturing or releasing it again is not a status change's to do.
const CARD_SETTLED_STATES: ReadonlyArray<Payment["state"]> = ["captured", "partly_refunded", "refunded"]

/**
 * Why an order may not move from `from` to `to`, or undefined when it may.
 * - Every kitchen status (anything but cancelled) needs a card order's authorisation to cover it:
 *   the same refusal as accepting it, whichever screen or command asks.
 * - A settled order that was cancelled or rejected stays so: its member charge was reversed (or its
 *   card captured, refunded or released), so reopening it would serve food that nobody pays for.
 */
export const statusChangeRefusal = (
  orderNumber: string,
  from: OrderStatus,
  to: OrderStatus,
  settlement: OrderSettlement
): string | undefined => {
  const closed = toDashboardStatus(from) === "cancelled"
  const toKitchen = toDashboardStatus(to) !== "cancelled"
  if (!toKitchen || settlement.kind === "none") return undefined
  if (closed && settlement.kind === "member_charge") {
    return `Order ${orderNumber} was cancelled and its member charge reversed: it cannot be reopened (place a new order instead)`
  }
  if (settlement.kind !== "online_card") return undefined
  if (closed && CARD_SETTLED_STATES.includes(settlement.payment.state)) {
    return `Order ${orderNumber} was cancelled after its card was charged: it cannot be reopened (place a new order instead)`
  }
  if (closed && !cardCoversOrder(settlement.payment, settlement.totalCents)) {
    return `Order ${orderNumber} was cancelled and its card released: it cannot be reopened (place a new order instead)`
  }
  // Authorised in full, then let lapse while the kitchen had it (Stripe releases a hold after 7
  // days): the kitchen may still finish the order, which captures nothing.
  const lapsed =
    settlement.payment.state === "released" && settlement.payment.authorised >= settlement.totalCents
  if (!lapsed && !cardCoversOrder(settlement.payment, settlement.totalCents))
    return kitchenWaitsSentence(orderNumber)
  return undefined
}

/** The kitchen's refusal of a card order whose authorisation is not (yet) complete. */
export const kitchenWaitsSentence = (orderNumber: string) =>
  `Order ${orderNumber} is waiting for its card payment`

/**
 * What the report files an order's money under: what settled it. A member charge is stored as the
 * card default with its house account named (the stored CHECK predates member charges), so the
 * stored method alone would put house charges under "Card" and the Z report would not match the
 * card deposits.
 */
export const reportPaymentOf = (order: {
  readonly paymentMethod: PaymentMethod
  readonly chargedToMember: boolean
}): PaymentMethod => (order.chargedToMember ? "member_charge" : order.paymentMethod)
