import * as Schema from "effect/Schema"
import { PAYMENT_STATES } from "./payment.js"

/** Payment states on the wire; apart from payment.ts so screens that only label them skip Schema. */
export const PaymentState = Schema.Literal(...PAYMENT_STATES)
export type PaymentState = typeof PaymentState.Type
