import * as Schema from "effect/Schema"
import { PAYMENT_METHODS } from "./payment-method.js"

/** The payment methods on the wire; apart from payment-method.ts so screens that only label them skip Schema. */
export const PaymentMethod = Schema.Literal(...PAYMENT_METHODS).annotations({
  message: () => ({ message: `Payment method must be one of: ${PAYMENT_METHODS.join(", ")}`, override: true })
})
export type PaymentMethod = typeof PaymentMethod.Type
