import { SqlClient } from "@effect/sql"
import {
  applyPaymentEvent,
  Cents,
  formatMoney,
  isPaymentSecured,
  type OrderStatus,
  type PaymentEvent,
  paymentActionForOrder,
  refundableCents,
  UNPAID
} from "@grill/core"
import { DateTime, Effect, Layer, Option } from "effect"
import { Conflict, InvalidRequest, NotFound, ServiceUnavailable } from "../contract/errors.js"
import { lockKeys } from "../db/key-locks.js"
import { GrillEvents, orderEventData } from "../events/grill-events.js"
import { Order } from "../orders/api.js"
import { OrderRepo } from "../orders/repo.js"
import { AuditLog } from "../staff/audit-log.js"
import type { StaffUser } from "../staff/auth-api.js"
import { PaymentConfig } from "./payment-config.js"
import { catchUp, outcomeOf, paymentView } from "./payment-reads.js"
import { type NewEntry, type PaymentRecord, PaymentRepo } from "./payment-repo.js"
import { type IntentView, StripeGateway } from "./stripe-gateway.js"

const unavailable = new ServiceUnavailable({
  message: "Card payments are unavailable right now. Please try again in a minute."
})

/**
 * Card payments for orders: the PaymentIntent made with the order, the provider's word applied
 * to it (webhook, the browser's "I confirmed" checked with Stripe, the reconciler), capture when
 * the order is served, release when it is rejected or cancelled, staff refunds. Every money
 * movement is an appended entry written in the transaction of the change that causes it.
 */
export class Payments extends Effect.Service<Payments>()("Payments/Payments", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const repo = yield* PaymentRepo
    const gateway = yield* StripeGateway
    const orders = yield* OrderRepo
    const events = yield* GrillEvents
    const audit = yield* AuditLog
    const now = Effect.map(DateTime.now, DateTime.formatIso)

    const recordOf = (orderId: number) =>
      Effect.map(
        repo.recordFor(orderId),
        Option.getOrElse((): PaymentRecord => ({ payment: UNPAID, cardLast4: null }))
      )

    /**
     * Inside the order's own transaction: a customer's card order gets its PaymentIntent (the
     * server's total, tip included, held for capture) and waits off the kitchen's lists until the
     * card is authorised. Staff-entered orders keep the counter's own terminal or cash.
     */
    const open = (order: Order, enteredBy: StaffUser | null) =>
      Effect.gen(function* () {
        if (!gateway.enabled || order.paymentMethod !== "credit_card" || enteredBy !== null) return
        const intent = yield* gateway
          .createIntent({ id: order.id, orderNumber: order.orderNumber, total: order.total })
          .pipe(
            Effect.tapError((error) => Effect.logWarning("Could not create a PaymentIntent", error)),
            Effect.mapError(() => unavailable)
          )
        const at = yield* now
        yield* repo.insertIntent({
          order_id: order.id,
          intent_id: intent.id,
          client_secret: intent.clientSecret,
          amount_cents: order.total,
          created_at: at
        })
        yield* repo.append(order.id, { kind: "intent_created", amount: Cents(0), reference: intent.id }, at)
        yield* repo.setHold(order.id, true)
      })

    /** What the create answer carries while card payment is on: the state and the client secret. */
    const checkout = (orderId: number) =>
      Effect.gen(function* () {
        const intent = yield* repo.intentForOrder(orderId)
        if (Option.isNone(intent)) return Option.none()
        const { payment } = yield* recordOf(orderId)
        return Option.some({ state: payment.state, clientSecret: intent.value.client_secret })
      })

    const withRecords = (list: ReadonlyArray<Order>) =>
      Effect.map(repo.recordsFor(list.map((order) => order.id)), (records) =>
        list.map((order) => new Order({ ...order, payment: paymentView(order, records.get(order.id)) }, true))
      )
    const withPayments = (list: ReadonlyArray<Order>) => withRecords(list)
    const withPayment = (order: Order) => Effect.map(withRecords([order]), (list) => list[0] as Order)

    /** The kitchen may not start an order whose card is not yet authorised. */
    const guardKitchen = (order: Order) =>
      Effect.flatMap(repo.isHeld(order.id), (held) =>
        held
          ? Effect.fail(
              new Conflict({ message: `Order ${order.orderNumber} is waiting for its card payment` })
            )
          : Effect.void
      )

    /** Appends the entries, in the caller's transaction, after taking the order's turn. */
    const appendAll = (orderId: number, entries: ReadonlyArray<NewEntry>) =>
      Effect.flatMap(now, (at) =>
        Effect.forEach(entries, (entry) => repo.append(orderId, entry, at), { discard: true })
      )

    /**
     * Brings one order's payment up to Stripe's word. Releases a held order to the kitchen once
     * authorised (announcing it then, not at placement); releases the card of an order closed
     * meanwhile, so nobody pays for food the kitchen did not make; and cancels an order whose card
     * Stripe released. Returns what it appended.
     */
    const settle = (orderId: number, intent: IntentView) =>
      Effect.gen(function* () {
        yield* lockKeys(sql, [`payment:${orderId}`])
        const order = yield* orders.findById(orderId)
        if (Option.isNone(order))
          return { appended: [] as ReadonlyArray<NewEntry>, announce: Option.none<Order>() }
        const before = yield* recordOf(orderId)
        const entries = [...catchUp(before.payment, intent)]
        let after = entries.reduce((payment, entry) => {
          const step = applyPaymentEvent(payment, { type: entry.kind, amount: entry.amount } as PaymentEvent)
          return step.ok ? step.payment : payment
        }, before.payment)
        const outcome = outcomeOf(order.value.status)
        // Authorised after the kitchen said no: the hold goes back at once.
        if (paymentActionForOrder(outcome, after) === "release" && after.state === "authorised") {
          yield* gateway
            .cancel(intent.id)
            .pipe(Effect.catchAll((error) => Effect.logWarning("Release failed", error)))
          entries.push({ kind: "released", amount: Cents(0) })
          after = { ...after, state: "released" }
        }
        yield* appendAll(orderId, entries)
        const held = yield* repo.isHeld(orderId)
        let announce = Option.none<Order>()
        if (held && isPaymentSecured(after.state)) {
          yield* repo.setHold(orderId, false)
          announce = order
        } else if (held && after.state === "released" && outcome === "open") {
          yield* orders.setStatus(orderId, "cancelled", yield* now)
          yield* repo.setHold(orderId, false)
        }
        return { appended: entries as ReadonlyArray<NewEntry>, announce }
      }).pipe(sql.withTransaction, Effect.catchTag("SqlError", Effect.die))

    /** After the commit: the kitchen hears of the order now that its card is authorised. */
    const announced = (result: { readonly announce: Option.Option<Order> }) =>
      Option.match(result.announce, {
        onNone: () => Effect.void,
        onSome: (order) =>
          events.publish(order.pickupTime === null ? "order.created" : "order.updated", orderEventData(order))
      })

    const syncOrder = (orderId: number) =>
      Effect.gen(function* () {
        const intent = yield* repo.intentForOrder(orderId)
        if (Option.isNone(intent)) return Option.none<PaymentRecord>()
        const view = yield* gateway.retrieve(intent.value.intent_id)
        yield* Effect.tap(settle(orderId, view), announced)
        return Option.some(yield* recordOf(orderId))
      })

    /**
     * Within the status change's transaction: a served order's card is captured, a rejected or
     * cancelled one's released. If Stripe cannot be reached the status still changes; the
     * reconciler finishes the capture or release later (and the webhook has the final word).
     */
    const onStatusChange = (orderId: number, status: OrderStatus, actor: StaffUser | null) =>
      Effect.gen(function* () {
        const intent = yield* repo.intentForOrder(orderId)
        if (Option.isNone(intent)) return
        yield* lockKeys(sql, [`payment:${orderId}`])
        const { payment } = yield* recordOf(orderId)
        const action = paymentActionForOrder(outcomeOf(status), payment)
        if (action === "none") return
        const intentId = intent.value.intent_id
        const done =
          action === "capture"
            ? gateway.capture(intentId, payment.authorised).pipe(
                Effect.as<NewEntry>({
                  kind: "captured",
                  amount: payment.authorised,
                  by: actor?.username ?? null
                })
              )
            : // An intent not yet confirmed is cancelled too: the card can no longer be charged.
              gateway
                .cancel(intentId)
                .pipe(
                  Effect.as<NewEntry>({ kind: "released", amount: Cents(0), by: actor?.username ?? null })
                )
        const entry = yield* done.pipe(
          Effect.map(Option.some),
          Effect.catchAll((error) =>
            Effect.as(
              Effect.logWarning(
                `Card ${action} for order ${orderId} failed; the reconciler will retry`,
                error
              ),
              Option.none()
            )
          )
        )
        if (Option.isSome(entry)) yield* appendAll(orderId, [entry.value])
        yield* repo.setHold(orderId, false)
      })

    const refund = (orderNumber: string, amount: Cents | undefined, staff: StaffUser) =>
      Effect.gen(function* () {
        const order = yield* orders.findByNumber(orderNumber.trim().toUpperCase())
        if (Option.isNone(order)) return yield* new NotFound({ message: "Order not found" })
        const id = order.value.id
        const intent = yield* repo.intentForOrder(id)
        if (Option.isNone(intent)) {
          return yield* new Conflict({
            message: `Order ${order.value.orderNumber} was not paid by card online`
          })
        }
        yield* lockKeys(sql, [`payment:${id}`])
        const { payment } = yield* recordOf(id)
        const left = refundableCents(payment)
        if (left <= 0) {
          return yield* new Conflict({
            message:
              payment.state === "refunded"
                ? `Order ${order.value.orderNumber} is already refunded in full`
                : `Order ${order.value.orderNumber} has no captured card payment to refund`
          })
        }
        const wanted = amount ?? left
        const step = applyPaymentEvent(payment, { type: "refunded", amount: wanted })
        if (!step.ok) return yield* new InvalidRequest({ message: step.reason, field: "amount" })
        // The key names the refund's place in the order's history: a retried request is one refund.
        const key = `grill-refund-${intent.value.intent_id}-${payment.refunded}-${wanted}`
        const made = yield* gateway.refund(intent.value.intent_id, wanted, key).pipe(
          Effect.tapError((error) => Effect.logWarning("Refund failed", error)),
          Effect.mapError((error) =>
            error._tag === "ProviderError" && error.code !== null
              ? new Conflict({ message: `The card provider refused the refund: ${error.message}` })
              : unavailable
          )
        )
        yield* appendAll(id, [{ kind: "refunded", amount: wanted, reference: made.id, by: staff.username }])
        yield* audit.record(staff, {
          action: "payment.refunded",
          subject: `Order ${order.value.orderNumber}`,
          orderId: id,
          to: `${formatMoney(wanted)} refunded`
        })
        const after = yield* recordOf(id)
        return { order: order.value, refunded: wanted, record: after }
      }).pipe(sql.withTransaction, Effect.catchTag("SqlError", Effect.die))

    return {
      enabled: gateway.enabled,
      publishableKey: gateway.publishableKey,
      open,
      checkout,
      withPayment,
      withPayments,
      guardKitchen,
      isHeld: repo.isHeld,
      settle,
      announced,
      syncOrder,
      onStatusChange,
      refund,
      recordOf,
      unavailable
    } as const
  }),
  dependencies: [PaymentRepo.Default, OrderRepo.Default, AuditLog.Default]
}) {}

/** Payments with card payment off (no Stripe settings): for services tested on a database alone. */
export const PaymentsOff = Payments.Default.pipe(
  Layer.provide(StripeGateway.Default),
  Layer.provide(Layer.succeed(PaymentConfig, Option.none()))
)
