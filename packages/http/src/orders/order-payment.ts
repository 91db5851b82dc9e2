import {
  Dollars,
  OrderPaymentState,
  type OrderStatus,
  type Payment,
  PaymentMethod,
  toDashboardStatus,
  UNPAID,
  ZERO_CENTS
} from "@grill/core"
import { Schema } from "effect"

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
