import {
  Dollars,
  OrderPaymentState,
  type OrderStatus,
  type Payment,
  PaymentMethod,
  PaymentState,
  toDashboardStatus,
  UNPAID,
  ZERO_CENTS
} from "@grill/core"
import { Schema } from "effect"

/*
 * How an order is paid, in one place: what its payment reads as (from the order's own facts and
 * its card entries), what a customer may see of it, and what the create answer carries for a
 * card to confirm. Who moves the money is the settlement port (orders/settlement.ts).
 */

/**
 * How an order is paid and where its money stands, on every order read. A card's state and amounts
 * (dollars) come from its payment entries; a house charge names its member account (staff reads
 * only: null on a customer's) and reads "charged", or "reversed" once the order is rejected or cancelled.
 */
export const OrderPayment = Schema.Struct({
  method: PaymentMethod,
  state: OrderPaymentState,
  memberNumber: Schema.NullOr(Schema.String),
  amountAuthorised: Dollars,
  amountCaptured: Dollars,
  amountRefunded: Dollars,
  /** The card's last four digits once authorised ("Paid by card ••4242"); null before or without one. */
  cardLast4: Schema.NullOr(Schema.String)
})
export type OrderPayment = typeof OrderPayment.Type

/** What an order's payment is derived from: the order's own facts, and its card entries if any. */
export interface OrderPaymentFacts {
  readonly method: PaymentMethod
  readonly status: OrderStatus
  /** The house account charged; null unless the order was signed to one. */
  readonly memberNumber: string | null
}

const NO_MONEY = { amountAuthorised: ZERO_CENTS, amountCaptured: ZERO_CENTS, amountRefunded: ZERO_CENTS }

/**
 * The one place an order's payment is derived. A house charge is posted with the order and its
 * reversal in the same transaction that cancels it, so the status alone says which it is; a card
 * payment's state is what its entries add up to (unpaid with none).
 */
export const orderPayment = (
  facts: OrderPaymentFacts,
  card: { readonly payment: Payment; readonly cardLast4: string | null } = {
    payment: UNPAID,
    cardLast4: null
  }
): OrderPayment =>
  facts.memberNumber !== null
    ? {
        method: "member_charge",
        state: toDashboardStatus(facts.status) === "cancelled" ? "reversed" : "charged",
        memberNumber: facts.memberNumber,
        ...NO_MONEY,
        cardLast4: null
      }
    : {
        method: facts.method,
        state: card.payment.state,
        memberNumber: null,
        amountAuthorised: card.payment.authorised,
        amountCaptured: card.payment.captured,
        amountRefunded: card.payment.refunded,
        cardLast4: card.cardLast4
      }

/** What these read of an order (any shape of it carrying its payment). */
interface Paid {
  readonly paymentMethod: PaymentMethod
  readonly status: OrderStatus
  readonly payment: OrderPayment
}

/** An order's `payment` as reads carry it: its own facts, and the state and amounts its card entries add up to. */
export const withCardRecord = (
  order: Paid,
  record: { readonly payment: Payment; readonly cardLast4: string | null } | undefined
): OrderPayment =>
  orderPayment(
    { method: order.paymentMethod, status: order.status, memberNumber: order.payment.memberNumber },
    record
  )

/**
 * The order as a customer reads it: charged to "Member account", without a digit of its number
 * (the number is printed on statements and locker tags; only staff reads carry it).
 */
export const withMemberNumberHidden = <O extends Paid>(order: O): O =>
  order.payment.memberNumber === null
    ? order
    : { ...order, payment: { ...order.payment, memberNumber: null } }

/** The order just placed, as it reads once its charge is posted to a member's account. */
export const chargedTo = <O extends Paid>(order: O, memberNumber: string): O => ({
  ...order,
  paymentMethod: "member_charge",
  payment: orderPayment({ method: "member_charge", status: order.status, memberNumber })
})

/** On the create answer of a card order while card payment is on: what the browser confirms. */
export const CheckoutPayment = Schema.Struct({ state: PaymentState, clientSecret: Schema.String })
export type CheckoutPayment = typeof CheckoutPayment.Type
