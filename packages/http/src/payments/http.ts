import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import * as HttpServerRequest from "@effect/platform/HttpServerRequest"
import { formatMoney } from "@grill/core"
import { Effect, Option } from "effect"
import { GrillApi } from "../api.js"
import { InvalidRequest, NotFound } from "../contract/errors.js"
import { withCardRecord } from "../orders/order-payment.js"
import { OrderRepo } from "../orders/repo.js"
import { RateLimits } from "../platform/rate-limits.js"
import { CurrentStaff } from "../staff/auth-api.js"
import { PaymentEvents } from "./payment-events.js"
import { Payments } from "./payments.js"

export const PaymentsHandlers = HttpApiBuilder.group(GrillApi, "payments", (handlers) =>
  Effect.gen(function* () {
    const payments = yield* Payments
    const providerEvents = yield* PaymentEvents
    const orders = yield* OrderRepo
    const limits = yield* RateLimits
    const orderNotFound = new NotFound({ message: "Order not found" })
    const noCardPayment = new NotFound({ message: "This order has no card payment to check" })

    return handlers
      .handle("settings", () =>
        Effect.succeed({
          cardPayments: payments.enabled,
          publishableKey: Option.getOrNull(payments.publishableKey)
        })
      )
      .handle("stripeWebhook", () =>
        Effect.gen(function* () {
          if (!payments.enabled)
            return yield* new InvalidRequest({ message: "Card payments are not configured" })
          const request = yield* HttpServerRequest.HttpServerRequest
          const signature = request.headers["stripe-signature"]
          if (signature === undefined)
            return yield* new InvalidRequest({ message: "Missing Stripe-Signature header" })
          const body = yield* request.text.pipe(
            Effect.mapError(() => new InvalidRequest({ message: "The webhook body could not be read" }))
          )
          return yield* providerEvents.webhook(body, signature)
        })
      )
      .handle("check", ({ path }) =>
        Effect.gen(function* () {
          const orderNumber = path.orderNumber.trim().toUpperCase()
          yield* limits.check("checkPayment", orderNumber)
          // The order's number is what opens its page: an unknown one, or an order with no card
          // taken online, is a 404 and costs Stripe nothing.
          const order = yield* orders.findByNumber(orderNumber)
          if (Option.isNone(order)) return yield* orderNotFound
          const settlement = yield* payments.settlementOf(order.value)
          if (settlement.kind !== "online_card") return yield* noCardPayment
          // Stripe is asked only while the order waits for its card; after that the webhook
          // has told us, and our record answers.
          if (yield* payments.isHeld(order.value.id)) {
            const synced = yield* payments.syncOrder(order.value.id)
            if (Option.isSome(synced)) return { state: synced.value.payment.state }
          }
          return { state: settlement.payment.state }
        }).pipe(
          Effect.catchTags({
            ProviderError: () => Effect.fail(payments.unavailable),
            PaymentsOff: () => Effect.fail(payments.unavailable)
          })
        )
      )
      .handle("refund", ({ path, payload }) =>
        Effect.gen(function* () {
          const staff = yield* CurrentStaff
          const { order, refunded, record } = yield* payments.refund(path.orderNumber, payload.amount, staff)
          return {
            success: true,
            message: `Refunded ${formatMoney(refunded)}`,
            payment: withCardRecord(order, record)
          }
        })
      )
      .handle("reconcile", () =>
        providerEvents.reconcile.pipe(
          Effect.catchTags({
            ProviderError: () => Effect.fail(payments.unavailable),
            PaymentsOff: () => Effect.fail(payments.unavailable)
          })
        )
      )
  })
)
