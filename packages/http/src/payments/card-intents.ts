import { SqlClient } from "@effect/sql"
import { Cents, type OrderId, UNPAID } from "@grill/core"
import { DateTime, Effect, Layer, Option } from "effect"
import { ServiceUnavailable } from "../contract/errors.js"
import type { Order } from "../orders/api.js"
import type { StaffUser } from "../staff/auth-api.js"
import { Venue } from "../venue/venue.js"
import { PaymentRepo } from "./payment-repo.js"
import { type IntentView, StripeGateway } from "./stripe-gateway.js"

export const paymentsUnavailable = new ServiceUnavailable({
  message: "Card payments are unavailable right now. Please try again in a minute."
})

/**
 * The PaymentIntent of a customer's card order, made in two steps so that no call to Stripe ever
 * holds a database transaction or a key lock: the order is written `authorising` and held off the
 * kitchen's lists in its own transaction; after the commit the intent is created (its idempotency
 * key bound to the order, so a retry, ours or the SDK's, gets the same intent) and recorded.
 * A crash or an unreachable Stripe between the two leaves an order authorising with no intent:
 * the customer's retry (same idempotency key) or the reconciler finishes it, and nothing was
 * charged meanwhile.
 */
export class CardIntents extends Effect.Service<CardIntents>()("Payments/CardIntents", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const repo = yield* PaymentRepo
    const gateway = yield* StripeGateway
    const now = Effect.map(DateTime.now, DateTime.formatIso)

    /**
     * In the order's own transaction: a customer's card order starts authorising and waits off
     * the kitchen's lists for its card. Staff-entered orders keep the counter's terminal or cash.
     */
    const hold = (order: Order, enteredBy: StaffUser | null) =>
      Effect.gen(function* () {
        if (!gateway.enabled || order.paymentMethod !== "credit_card" || enteredBy !== null) return
        yield* repo.append(order.id, { kind: "intent_created", amount: Cents(0) }, yield* now)
        yield* repo.setHold(order.id, "held")
      })

    /** Writes down an intent Stripe made for an order (once: a second writer finds it there). */
    const record = (orderId: OrderId, intent: IntentView) =>
      Effect.flatMap(now, (at) =>
        repo.insertIntent({
          order_id: orderId,
          intent_id: intent.id,
          client_secret: intent.clientSecret,
          amount_cents: intent.amount,
          created_at: at
        })
      )

    /**
     * After the order's commit (and on a retry of it): the intent of a held card order that has
     * none yet. True while the order is held for its card, so the caller does not announce it.
     * Stripe unreachable: 503, and the order stays authorising for the retry or the reconciler.
     */
    const ensureIntent = (order: Order) =>
      Effect.gen(function* () {
        if (!gateway.enabled || !(yield* repo.isHeld(order.id))) return false
        if (Option.isSome(yield* repo.intentForOrder(order.id))) return true
        const entries = yield* repo.recordFor(order.id)
        const state = Option.getOrElse(entries, () => ({ payment: UNPAID })).payment.state
        if (state !== "authorising") return true
        const intent = yield* gateway
          .createIntent({ id: order.id, orderNumber: order.orderNumber, total: order.total })
          .pipe(
            Effect.tapError((error) => Effect.logWarning("Could not create a PaymentIntent", error)),
            Effect.mapError(() => paymentsUnavailable)
          )
        yield* record(order.id, intent).pipe(sql.withTransaction, Effect.catchTag("SqlError", Effect.die))
        return true
      })

    /** What the create answer carries while card payment is on: the state and the client secret. */
    const checkout = (orderId: OrderId) =>
      Effect.gen(function* () {
        const intent = yield* repo.intentForOrder(orderId)
        if (Option.isNone(intent)) return Option.none()
        const entries = yield* repo.recordFor(orderId)
        const state = Option.getOrElse(entries, () => ({ payment: UNPAID })).payment.state
        return Option.some({ state, clientSecret: intent.value.client_secret })
      })

    return { hold, ensureIntent, record, checkout } as const
  }),
  dependencies: [PaymentRepo.Default]
}) {
  /** A test provides the database and the provider's settings (PaymentConfig: none, or a Stripe stand-in's). */
  static readonly Test = CardIntents.Default.pipe(
    Layer.provideMerge(StripeGateway.Test),
    Layer.provide(Venue.live)
  )
}
