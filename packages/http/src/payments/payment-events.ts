import { SqlClient } from "@effect/sql"
import { Cents, isPaymentSecured, type OrderId } from "@grill/core"
import { Config, DateTime, Duration, Effect, Layer, Option, Schedule } from "effect"
import { InvalidRequest } from "../contract/errors.js"
import { lockKeys } from "../db/key-locks.js"
import { ItemCounts } from "../menu/item-counts.js"
import { OrderRepo } from "../orders/repo.js"
import { Venue } from "../venue/venue.js"
import { CardIntents } from "./card-intents.js"
import { PaymentRepo } from "./payment-repo.js"
import { Payments } from "./payments.js"
import { type IntentView, StripeGateway } from "./stripe-gateway.js"

/** The PaymentIntent an event is about, if it is about one. */
const intentIdOf = (event: { readonly type: string; readonly data: { readonly object: unknown } }) => {
  const object = event.data.object as { readonly id?: unknown; readonly payment_intent?: unknown }
  if (event.type.startsWith("payment_intent.") && typeof object.id === "string") return object.id
  if (event.type.startsWith("charge.") && typeof object.payment_intent === "string")
    return object.payment_intent
  return null
}

/** Stripe's statuses in which money is held or may still be: released by cancelling. */
const CANCELLABLE = new Set([
  "requires_payment_method",
  "requires_confirmation",
  "requires_action",
  "requires_capture"
])

/**
 * The provider's side: webhook events (signature checked with the SDK, each event id stored so
 * a redelivery changes nothing) and the reconciler that settles what a crash left between steps.
 */
export class PaymentEvents extends Effect.Service<PaymentEvents>()("Payments/PaymentEvents", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const repo = yield* PaymentRepo
    const gateway = yield* StripeGateway
    const payments = yield* Payments
    const cardIntents = yield* CardIntents
    const orders = yield* OrderRepo
    const itemCounts = yield* ItemCounts
    const graceSeconds = yield* Config.integer("GRILL_PAYMENTS_RECONCILE_GRACE_SECONDS").pipe(
      Config.withDefault(300)
    )
    const abandonMinutes = yield* Config.integer("GRILL_PAYMENTS_ABANDON_MINUTES").pipe(
      Config.withDefault(30)
    )

    const webhook = (body: string, signature: string) =>
      Effect.gen(function* () {
        const event = yield* gateway
          .verifyEvent(body, signature)
          .pipe(
            Effect.mapError(() => new InvalidRequest({ message: "Webhook signature verification failed" }))
          )
        const at = DateTime.formatIso(yield* DateTime.now)
        const intentId = intentIdOf(event)
        const known = intentId === null ? Option.none() : yield* repo.intentById(intentId)
        // Unknown events, and intents that are not an order's (the reconciler's business): noted, 2xx.
        if (Option.isNone(known)) {
          yield* repo
            .rememberEvent(event.id, event.type, at)
            .pipe(sql.withTransaction, Effect.catchTag("SqlError", Effect.die))
          return { received: true }
        }
        // Stripe's current word on the intent, not the event's snapshot: events arrive out of order.
        const view = yield* gateway
          .retrieve(known.value.intent_id)
          .pipe(Effect.mapError(() => payments.unavailable))
        const result = yield* Effect.gen(function* () {
          if (!(yield* repo.rememberEvent(event.id, event.type, at)))
            return { news: Option.none(), short: false, countsChanged: [] }
          return yield* payments.settle(known.value.order_id, view)
        }).pipe(sql.withTransaction, Effect.catchTag("SqlError", Effect.die))
        yield* payments.afterSettle(known.value.order_id, result)
        return { received: true }
      })

    /**
     * An order held for its card whose intent was never made (Stripe unreachable at placement, or
     * a crash before the intent was asked for) and that nobody retried: its card payment failed
     * and the order is cancelled. Nothing was charged; the kitchen never saw it.
     */
    const giveUp = (orderId: OrderId) =>
      Effect.gen(function* () {
        yield* lockKeys(sql, [`payment:${orderId}`])
        if (Option.isSome(yield* repo.intentForOrder(orderId)) || !(yield* repo.isHeld(orderId)))
          return Option.none<ReadonlyArray<number>>()
        const at = DateTime.formatIso(yield* DateTime.now)
        yield* repo.append(orderId, { kind: "failed", amount: Cents(0) }, at)
        yield* orders.setStatus(orderId, "cancelled", at)
        yield* repo.setHold(orderId, "never_reached")
        // Like any cancelled order, it gives back what it took from the day's counts.
        return Option.some(yield* itemCounts.giveBack(orderId))
      }).pipe(sql.withTransaction, Effect.catchTag("SqlError", Effect.die))

    const reconcile = Effect.gen(function* () {
      const now = yield* DateTime.now
      const nowSeconds = Math.floor(DateTime.toEpochMillis(now) / 1000)
      const counts = { matched: 0, released: 0, captured: 0, refunded: 0, failed: 0 }
      const since = DateTime.formatIso(DateTime.subtract(now, { days: 8 }))
      // Intents we have not written down: a crash (or a lost answer) between Stripe making one
      // and our recording it. An order still waiting for it is matched; any other is released.
      for (const view of yield* gateway.listSince(nowSeconds - 2 * 24 * 3600)) {
        if (view.orderNumber === null || nowSeconds - view.created < graceSeconds) continue
        if (Option.isSome(yield* repo.intentById(view.id))) continue
        if (view.orderId !== null && (yield* repo.orderMatches(view.orderId, view.orderNumber))) {
          if ((yield* repo.isHeld(view.orderId)) && Option.isNone(yield* repo.intentForOrder(view.orderId))) {
            yield* cardIntents
              .record(view.orderId, view)
              .pipe(sql.withTransaction, Effect.catchTag("SqlError", Effect.die))
            counts.matched++
            continue
          }
        }
        if (CANCELLABLE.has(view.status)) {
          yield* gateway.cancel(view.id)
          counts.released++
        } else if (view.status === "succeeded" && view.amountReceived > view.amountRefunded) {
          yield* gateway.refund(view.id, view.amountReceived - view.amountRefunded, `grill-orphan-${view.id}`)
          counts.refunded++
        }
      }
      // Orders still held with no intent after the grace: Stripe never made one for them.
      const cutoff = DateTime.formatIso(DateTime.subtract(now, { seconds: graceSeconds }))
      for (const orderId of yield* repo.heldWithoutIntent(cutoff)) {
        const given = yield* giveUp(orderId)
        if (Option.isSome(given)) {
          counts.failed++
          yield* itemCounts.announce(given.value)
        }
      }
      // Orders we know: held for a card, or closed with money perhaps still held.
      for (const orderId of yield* repo.ordersToReconcile(since)) {
        const intent = yield* repo.intentForOrder(orderId)
        if (Option.isNone(intent)) continue
        let view: IntentView = yield* gateway.retrieve(intent.value.intent_id)
        const abandoned =
          view.status === "requires_payment_method" && nowSeconds - view.created > abandonMinutes * 60
        if (abandoned && (yield* repo.isHeld(orderId))) {
          yield* gateway.cancel(view.id)
          view = yield* gateway.retrieve(view.id)
        }
        const before = (yield* payments.recordOf(orderId)).payment
        const settled = yield* payments.settle(orderId, view)
        // Then whatever the order's status asks of the card and the provider did not yet do.
        yield* payments.afterSettle(orderId, settled)
        const after = (yield* payments.recordOf(orderId)).payment
        if (isPaymentSecured(after.state) && !isPaymentSecured(before.state)) counts.matched++
        if (after.state !== before.state && after.state === "captured") counts.captured++
        if (after.state !== before.state && after.state === "released") counts.released++
      }
      if (Object.values(counts).some((n) => n > 0)) yield* Effect.logInfo("Card payments reconciled", counts)
      return counts
    })

    return { webhook, reconcile } as const
  }),
  dependencies: [PaymentRepo.Default, OrderRepo.Default]
}) {
  /**
   * With the card intents and payments it drives, one gateway and one event hub, all kept for the
   * test to use: a test provides the database and the provider's settings (a Stripe stand-in's).
   */
  static readonly Test = PaymentEvents.Default.pipe(
    Layer.provideMerge(CardIntents.Default),
    Layer.provideMerge(Payments.Default),
    Layer.provideMerge(StripeGateway.Test),
    Layer.provideMerge(ItemCounts.Test),
    Layer.provide(Venue.live)
  )
}

/** Runs the reconciler every GRILL_PAYMENTS_RECONCILE_SECONDS (default 300) while card payment is on. */
export const PaymentReconcilerLive = Layer.scopedDiscard(
  Effect.gen(function* () {
    const { enabled } = yield* StripeGateway
    if (!enabled) return
    const seconds = yield* Config.integer("GRILL_PAYMENTS_RECONCILE_SECONDS").pipe(Config.withDefault(300))
    if (seconds <= 0) return
    const { reconcile } = yield* PaymentEvents
    yield* reconcile.pipe(
      Effect.catchAllCause((cause) => Effect.logWarning("Card payment reconciliation failed", cause)),
      Effect.repeat(Schedule.spaced(Duration.seconds(seconds))),
      Effect.delay(Duration.seconds(seconds)),
      Effect.forkScoped
    )
  })
)
