import * as HttpApiEndpoint from "@effect/platform/HttpApiEndpoint"
import * as HttpApiGroup from "@effect/platform/HttpApiGroup"
import * as HttpApiSchema from "@effect/platform/HttpApiSchema"
import { Dollars, PaymentState } from "@grill/core"
import { Schema } from "effect"
import {
  Conflict,
  InvalidRequest,
  NotFound,
  ServiceUnavailable,
  TooManyRequests
} from "../contract/errors.js"
import { BoundedString } from "../contract/schemas.js"
import { OrderPayment } from "../orders/order-payment.js"
import { AdminOnly, MenuStaffOnly } from "../staff/auth-api.js"

/** Whether the checkout offers the online card step, and Stripe.js's publishable key for it. */
export const PaymentSettings = Schema.Struct({
  cardPayments: Schema.Boolean,
  publishableKey: Schema.NullOr(Schema.String)
})

export const RefundPayload = Schema.Struct({
  /** Dollars; absent: everything captured and not yet refunded. */
  amount: Schema.optional(Dollars)
})

const orderNumber = HttpApiSchema.param("orderNumber", BoundedString("Order number", 32))

export class PaymentsApi extends HttpApiGroup.make("payments")
  .add(HttpApiEndpoint.get("settings", "/api/payments/settings").addSuccess(PaymentSettings))
  .add(
    // Stripe's webhook: the body is read raw in the handler (the signature covers its exact bytes).
    HttpApiEndpoint.post("stripeWebhook", "/api/payments/stripe/webhook")
      .addSuccess(Schema.Struct({ received: Schema.Boolean }))
      .addError(InvalidRequest)
      .addError(ServiceUnavailable)
  )
  .add(
    // The browser says "I confirmed"; the server asks Stripe itself and never takes its word. Only
    // for a card order paid online, by whoever holds its number (the key to its page), throttled.
    HttpApiEndpoint.post("check")`/api/payments/orders/${orderNumber}/check`
      .addSuccess(Schema.Struct({ state: PaymentState }))
      .addError(NotFound)
      .addError(TooManyRequests)
      .addError(ServiceUnavailable)
  )
  .add(
    HttpApiEndpoint.post("refund")`/api/payments/orders/${orderNumber}/refund`
      .setPayload(RefundPayload)
      .addSuccess(Schema.Struct({ success: Schema.Boolean, message: Schema.String, payment: OrderPayment }))
      .addError(NotFound)
      .addError(Conflict)
      .addError(InvalidRequest)
      .addError(ServiceUnavailable)
      // Core's REFUND_PERMISSION ("menu"), which the staff order page reads to offer the form.
      .middleware(MenuStaffOnly)
  )
  .add(
    HttpApiEndpoint.post("reconcile", "/api/payments/reconcile")
      .addSuccess(
        Schema.Struct({
          matched: Schema.Number,
          released: Schema.Number,
          captured: Schema.Number,
          refunded: Schema.Number,
          failed: Schema.Number
        })
      )
      .addError(ServiceUnavailable)
      .middleware(AdminOnly)
  ) {}
