import * as Schema from "effect/Schema"
import { ORDER_PAYMENT_STATES, PAYMENT_STATES } from "./payment.js"

/** Payment states on the wire; apart from payment.ts so screens that only label them skip Schema. */
export const PaymentState = Schema.Literal(...PAYMENT_STATES)
export type PaymentState = typeof PaymentState.Type

/** The state an order read carries: the card machine's, or a house charge's "charged" / "reversed". */
export const OrderPaymentState = Schema.Literal(...ORDER_PAYMENT_STATES)
export type OrderPaymentState = typeof OrderPaymentState.Type
