import { SqlClient } from "@effect/sql"
import { describe, expect, layer } from "@effect/vitest"
import { Cents, type OrderId } from "@grill/core"
import { ConfigProvider, Effect, Layer, Option } from "effect"
import { GrillEvents } from "../src/events/grill-events.js"
import { ItemCounts, readItemCounts } from "../src/menu/item-counts.js"
import { PAYMENT_HOLD } from "../src/orders/payment-holds.js"
import { OrderRepo } from "../src/orders/repo.js"
import { CardIntents } from "../src/payments/card-intents.js"
import { PaymentEvents } from "../src/payments/payment-events.js"
import { PaymentRepo } from "../src/payments/payment-repo.js"
import { Payments } from "../src/payments/payments.js"
import { AuditLog } from "../src/staff/audit-log.js"
import { StaffUser } from "../src/staff/auth-api.js"
import { TestDatabaseLive } from "./support/database-layer.js"
import { newOrder } from "./support/new-orders.js"
import { StandIn, StripeStandInLive, signedEvent } from "./support/stripe-stand-in-layer.js"

/*
 * Card payments without HTTP, against the Stripe stand-in through the official SDK: a customer's
 * card order held for its card and its one PaymentIntent, the provider's webhook releasing it to
 * the kitchen (once, however often it is delivered), capture when served, staff refunds, and the
 * reconciler giving up on an order whose intent was never made. Every amount is the order's.
 */

// The reconciler gives an order no grace here: the suite must not wait on the clock.
const noGrace = Layer.setConfigProvider(
  ConfigProvider.fromMap(new Map([["GRILL_PAYMENTS_RECONCILE_GRACE_SECONDS", "0"]])).pipe(
    ConfigProvider.orElse(() => ConfigProvider.fromEnv())
  )
)

const Under = Layer.mergeAll(PaymentEvents.Test, PaymentRepo.Test, OrderRepo.Test, AuditLog.Default).pipe(
  Layer.provideMerge(StripeStandInLive),
  Layer.provideMerge(TestDatabaseLive),
  Layer.provide(noGrace)
)

const kim = new StaffUser({ id: 4, username: "kim", role: "manager" })

/** A customer's card order `n` as placement writes it (placed in the past: the reconciler's grace is over). */
const cardOrder = (n: number) =>
  Effect.flatMap(OrderRepo, (orders) =>
    orders.insert({ ...newOrder(n), orderNumber: `CARD${n}`, createdAt: "2020-06-15T18:00:00.000Z" })
  )

/** Held for its card, with its intent made: what the customer's browser confirms. */
const heldWithIntent = (n: number) =>
  Effect.gen(function* () {
    const order = yield* cardOrder(n)
    const intents = yield* CardIntents
    yield* intents.hold(order, null).pipe(Effect.orDie)
    expect(yield* intents.ensureIntent(order)).toBe(true)
    const checkout = Option.getOrThrow(yield* intents.checkout(order.id))
    return { order, intentId: checkout.clientSecret.split("_secret_")[0] as string, checkout }
  })

/** The card holder pays with a test card in Stripe.js, and Stripe's webhook reaches the grill. */
const paidWith = (n: number, card = "pm_card_visa") =>
  Effect.gen(function* () {
    const held = yield* heldWithIntent(n)
    const standIn = yield* StandIn
    yield* Effect.promise(() => standIn.confirm(held.intentId, card))
    const event = yield* signedEvent("payment_intent.amount_capturable_updated", held.intentId)
    yield* (yield* PaymentEvents).webhook(event.payload, event.signature)
    return held
  })

const paymentOf = (orderId: OrderId) =>
  Effect.map(
    Effect.flatMap(Payments, (payments) => payments.recordOf(orderId)),
    (record) => record.payment
  )
const entryKinds = (orderId: number) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) => sql<{ kind: string; amount_cents: number }>`SELECT kind, amount_cents FROM payment_entries
      WHERE order_id = ${orderId} ORDER BY id`
  ).pipe(Effect.map((rows) => rows.map((row) => `${row.kind} ${Number(row.amount_cents)}`)))
const holdOf = (orderId: number) => Effect.flatMap(PaymentRepo, (repo) => repo.holdOf(orderId))

describe("card payments, without HTTP", () => {
  // Built on the live clock: on PostgreSQL the events service waits for its listener's first
  // LISTEN on a schedule, which the test clock would never advance.
  layer(Under, { excludeTestServices: true })((it) => {
    it.effect("holds a customer's card order off the kitchen with one intent for its total", () =>
      Effect.gen(function* () {
        const { order, intentId, checkout } = yield* heldWithIntent(1)
        expect(checkout.state).toBe("authorising")
        expect(yield* holdOf(order.id)).toBe(PAYMENT_HOLD.held)
        const intent = (yield* StandIn).intents.get(intentId)
        expect(intent).toMatchObject({
          amount: order.total,
          capture_method: "manual",
          metadata: { order_id: String(order.id), order_number: order.orderNumber }
        })
        // A retry makes no second intent.
        expect(yield* (yield* CardIntents).ensureIntent(order)).toBe(true)
        const forOrder = [...(yield* StandIn).intents.values()].filter(
          (candidate) => candidate.metadata.order_id === String(order.id)
        )
        expect(forOrder.length).toBe(1)
        expect(yield* entryKinds(order.id)).toEqual(["intent_created 0"])

        // Staff at the counter take the card on their own terminal: nothing held, no intent.
        const counter = yield* cardOrder(2)
        yield* (yield* CardIntents).hold(counter, kim)
        expect(yield* holdOf(counter.id)).toBe(PAYMENT_HOLD.kitchen)
        expect(yield* (yield* CardIntents).ensureIntent(counter)).toBe(false)
      })
    )

    it.effect("releases the order to the kitchen on Stripe's signed word, once, announcing it", () =>
      Effect.gen(function* () {
        const events = yield* GrillEvents
        const before = yield* events.latestId
        const { order, intentId } = yield* paidWith(3)
        expect(yield* holdOf(order.id)).toBe(PAYMENT_HOLD.kitchen)
        expect(yield* paymentOf(order.id)).toEqual({
          state: "authorised",
          authorised: order.total,
          captured: 0,
          refunded: 0
        })
        expect(yield* events.latestId).toBeGreaterThan(before)
        // Stripe redelivers the event: nothing more is written.
        const again = yield* signedEvent("payment_intent.amount_capturable_updated", intentId)
        const webhook = (yield* PaymentEvents).webhook
        expect(yield* webhook(again.payload, again.signature)).toEqual({ received: true })
        expect(yield* entryKinds(order.id)).toEqual(["intent_created 0", `authorised ${order.total}`])
        // A body that Stripe did not sign is refused, and changes nothing.
        const forged = yield* Effect.flip(webhook(again.payload, "t=1,v1=deadbeef"))
        expect(forged).toMatchObject({
          _tag: "InvalidRequest",
          message: "Webhook signature verification failed"
        })
      })
    )

    it.effect("captures a served order's card, and refunds what staff ask, never more", () =>
      Effect.gen(function* () {
        const { order, intentId } = yield* paidWith(4)
        yield* (yield* OrderRepo).setStatus(order.id, "completed", new Date().toISOString())
        const payments = yield* Payments
        yield* payments.followStatus({ ...order, status: "completed" }, kim)
        expect(yield* paymentOf(order.id)).toMatchObject({ state: "captured", captured: order.total })
        expect((yield* StandIn).intents.get(intentId)).toMatchObject({
          status: "succeeded",
          amount_received: order.total
        })

        const partial = yield* payments.refund(order.orderNumber, Cents(500), kim)
        expect(partial.refunded).toBe(500)
        expect(partial.record.payment).toMatchObject({ refunded: 500 })
        const over = yield* Effect.flip(payments.refund(order.orderNumber, Cents(order.total), kim))
        expect(over._tag).toBe("InvalidRequest")
        const rest = yield* payments.refund(order.orderNumber, undefined, kim)
        expect(rest.refunded).toBe(order.total - 500)
        const done = yield* Effect.flip(payments.refund(order.orderNumber, undefined, kim))
        expect(done).toMatchObject({
          _tag: "Conflict",
          message: `Order ${order.orderNumber} is already refunded in full`
        })
        expect(yield* entryKinds(order.id)).toEqual([
          "intent_created 0",
          `authorised ${order.total}`,
          `captured ${order.total}`,
          "refunded 500",
          `refunded ${order.total - 500}`
        ])
        const audit = yield* (yield* AuditLog).forOrder(order.id)
        expect(audit.map((entry) => [entry.action, entry.actor, entry.to])).toEqual([
          ["payment.refunded", "kim", "$5.00 refunded"],
          ["payment.refunded", "kim", `$${((order.total - 500) / 100).toFixed(2)} refunded`]
        ])
      })
    )

    it.effect("releases a cancelled order's card, and refuses to refund an order not paid online", () =>
      Effect.gen(function* () {
        const { order, intentId } = yield* paidWith(5)
        yield* (yield* OrderRepo).setStatus(order.id, "cancelled", new Date().toISOString())
        const payments = yield* Payments
        yield* payments.followStatus({ ...order, status: "cancelled" }, kim)
        expect(yield* paymentOf(order.id)).toMatchObject({ state: "released", captured: 0 })
        expect((yield* StandIn).intents.get(intentId)?.status).toBe("canceled")

        const cash = yield* (yield* OrderRepo).insert({ ...newOrder(6), paymentMethod: "pay_at_counter" })
        expect(yield* Effect.flip(payments.refund(cash.orderNumber, undefined, kim))).toMatchObject({
          _tag: "Conflict",
          message: `Order ${cash.orderNumber} was not paid by card online`
        })
      })
    )

    it.effect("cancels an order held for a card whose intent was never made, charging nothing", () =>
      Effect.gen(function* () {
        const order = yield* cardOrder(7)
        yield* (yield* CardIntents).hold(order, null)
        yield* (yield* PaymentEvents).reconcile
        const stored = Option.getOrThrow(yield* (yield* OrderRepo).findById(order.id))
        expect(stored.status).toBe("cancelled")
        expect(yield* holdOf(order.id)).toBe(PAYMENT_HOLD.never_reached)
        expect(yield* entryKinds(order.id)).toEqual(["intent_created 0", "failed 0"])
      })
    )

    it.effect("gives back what a card order took from the day's counts when it is cancelled unpaid", () =>
      Effect.gen(function* () {
        const counts = yield* ItemCounts
        const sql = yield* SqlClient.SqlClient
        yield* sql`INSERT INTO menu_categories (id, name, position) VALUES ('counted', 'Counted', 90)`
        yield* sql`INSERT INTO menu_items (id, name, description, price_cents, category_id) VALUES
          (900, 'Brisket Plate', 'Smoked daily', 1800, 'counted')`
        const left = () =>
          Effect.map(readItemCounts(sql, [900]), (all) => {
            const count = all.get(900)
            return count === undefined ? undefined : count.daily - count.taken
          })
        yield* counts.set(900, 5)
        const order = yield* cardOrder(8)
        yield* counts.takeFor(order.id, [{ id: 900, name: "Brisket Plate", quantity: 2 }])
        expect(yield* left()).toBe(3)
        yield* (yield* CardIntents).hold(order, null)
        yield* (yield* PaymentEvents).reconcile
        expect(Option.getOrThrow(yield* (yield* OrderRepo).findById(order.id)).status).toBe("cancelled")
        expect(yield* left()).toBe(5)
      })
    )
  })
})
