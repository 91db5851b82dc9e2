import { SqlClient } from "@effect/sql"
import {
  applyPaymentEvent,
  Cents,
  cardCoversOrder,
  formatMoney,
  isPaymentSecured,
  type OrderId,
  type OrderSettlement,
  type OrderStatus,
  type PaymentEvent,
  paymentActionForOrder,
  refundableCents,
  shortAuthorisationSentence,
  statusChangeRefusal,
  UNPAID
} from "@grill/core"
import { DateTime, Duration, Effect, Layer, Option } from "effect"
import { Conflict, InvalidRequest, NotFound } from "../contract/errors.js"
import { lockKeys } from "../db/key-locks.js"
import { GrillEvents, orderEventData } from "../events/grill-events.js"
import { ItemCounts } from "../menu/item-counts.js"
import type { Order } from "../orders/api.js"
import { withCardRecord } from "../orders/order-payment.js"
import { checkOrderOutlet } from "../orders/outlet-scope.js"
import { PAYMENT_HOLD } from "../orders/payment-holds.js"
import { OrderRepo } from "../orders/repo.js"
import { AuditLog } from "../staff/audit-log.js"
import type { StaffUser } from "../staff/auth-api.js"
import { Venue } from "../venue/venue.js"
import { paymentsUnavailable as unavailable } from "./card-intents.js"
import { catchUp, outcomeOf } from "./payment-reads.js"
import { type NewEntry, type PaymentRecord, PaymentRepo } from "./payment-repo.js"
import {
  type IntentView,
  type PaymentsOff as Off,
  type ProviderError,
  StripeGateway
} from "./stripe-gateway.js"

/** What screens hear after a settle: the order, and as what (new to the kitchen, or changed). */
interface News {
  readonly order: Order
  readonly event: "order.created" | "order.updated"
}

/**
 * Card payments for orders once their intent exists (CardIntents makes it): the provider's word
 * applied to it (webhook, the browser's "I confirmed" checked with Stripe, the reconciler),
 * capture when the order is served, release when it is rejected or cancelled, staff refunds.
 * Stripe is called with no transaction or lock held; every money movement it reports is an
 * appended entry, written in one short transaction with what it changes (the order's hold, a
 * refund's audit record).
 */
export class Payments extends Effect.Service<Payments>()("Payments/Payments", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const repo = yield* PaymentRepo
    const gateway = yield* StripeGateway
    const orders = yield* OrderRepo
    const events = yield* GrillEvents
    const audit = yield* AuditLog
    const counts = yield* ItemCounts
    const now = Effect.map(DateTime.now, DateTime.formatIso)
    /** Who the audit trail names for what the card provider reported. */
    const PROVIDER = { id: null, username: "card provider" }

    const recordOf = (orderId: OrderId) =>
      Effect.map(
        repo.recordFor(orderId),
        Option.getOrElse((): PaymentRecord => ({ payment: UNPAID, cardLast4: null }))
      )

    // Only a card order has card entries to read (a list of orders paid otherwise reads none).
    // An order with none and no member charge reads as unpaid whatever its status, as every read
    // already made it (orderPayment), and is left as it is.
    const withRecords = (list: ReadonlyArray<Order>) =>
      Effect.map(
        repo.recordsFor(
          list.filter((order) => order.paymentMethod === "credit_card").map((order) => order.id)
        ),
        (records) =>
          list.map((order) => {
            const record = records.get(order.id)
            return record === undefined && order.payment.memberNumber === null
              ? order
              : { ...order, payment: withCardRecord(order, record) }
          })
      )
    const withPayments = (list: ReadonlyArray<Order>) => withRecords(list)
    const withPayment = (order: Order) => Effect.map(withRecords([order]), (list) => list[0] as Order)

    /**
     * What settled the order. A card order is an online one once it has an intent or was ever held
     * for one (Stripe down at placement); without either its card was taken at the counter's own
     * terminal, or card payment is off, and the grill holds no money for it.
     */
    const settlementOf = (order: Order, hold: Effect.Effect<number> = repo.holdOf(order.id)) =>
      Effect.gen(function* () {
        if (order.paymentMethod === "member_charge") return { kind: "member_charge" } as OrderSettlement
        if (order.paymentMethod !== "credit_card") return { kind: "none" } as OrderSettlement
        const online =
          Option.isSome(yield* repo.intentForOrder(order.id)) || (yield* hold) !== PAYMENT_HOLD.kitchen
        if (!online) return { kind: "none" } as OrderSettlement
        const { payment } = yield* recordOf(order.id)
        return { kind: "online_card", payment, totalCents: order.total } as OrderSettlement
      })

    /**
     * Core's rule for a status change (accept, reject, PUT status, from any screen or the CLI): the
     * kitchen never has a card order its authorisation does not cover, and a settled order that was
     * cancelled or rejected is never reopened. A refusal is a 409 that changes nothing.
     */
    const guardStatusChange = (order: Order, paymentHold: number, to: OrderStatus) =>
      Effect.flatMap(settlementOf(order, Effect.succeed(paymentHold)), (settlement) => {
        const refusal = statusChangeRefusal(order.orderNumber, order.status, to, settlement)
        return refusal === undefined ? Effect.void : Effect.fail(new Conflict({ message: refusal }))
      })

    /** How long a staff refund's request waits for its refund to be reported (Stripe answers in seconds). */
    const REQUEST_ANSWERED_WITHIN = Duration.minutes(10)
    /** The staff member who asked for a refund the provider reported, if one did (0720). */
    const requesterOf = (orderId: OrderId, amount: Cents) =>
      Effect.flatMap(DateTime.now, (at) =>
        repo.refundRequester(
          orderId,
          amount,
          DateTime.formatIso(DateTime.subtractDuration(at, REQUEST_ANSWERED_WITHIN))
        )
      )

    /** Appends the entries, in the caller's transaction, after taking the order's turn. */
    const appendAll = (orderId: OrderId, entries: ReadonlyArray<NewEntry>) =>
      Effect.flatMap(now, (at) =>
        Effect.forEach(entries, (entry) => repo.append(orderId, entry, at), { discard: true })
      )

    /**
     * Brings one order's payment up to Stripe's word, in one short transaction (no call to Stripe
     * in it). Releases a held order to the kitchen once authorised (announcing it then, not at
     * placement) and cancels a held order whose card Stripe released. An authorisation Stripe let
     * lapse (uncaptured for 7 days) on an order the kitchen has is news for the kitchen. `refund`
     * names the staff refund that caused a refund entry. Returns what it appended, the news, and
     * the items whose day's counts a cancelled order gave back.
     */
    const settleUncommitted = (
      orderId: OrderId,
      intent: IntentView,
      refund?: { readonly reference: string; readonly by: string }
    ) =>
      Effect.gen(function* () {
        yield* lockKeys(sql, [`payment:${orderId}`])
        const order = yield* orders.findById(orderId)
        if (Option.isNone(order))
          return {
            appended: [] as ReadonlyArray<NewEntry>,
            news: Option.none<News>(),
            short: false,
            countsChanged: [] as ReadonlyArray<number>
          }
        const before = yield* recordOf(orderId)
        const entries = yield* Effect.forEach(catchUp(before.payment, intent), (entry) =>
          entry.kind !== "refunded"
            ? Effect.succeed(entry)
            : refund !== undefined
              ? Effect.succeed({ ...entry, ...refund })
              : Effect.map(requesterOf(orderId, entry.amount), (by) => ({
                  ...entry,
                  by: Option.getOrNull(by)
                }))
        )
        const after = entries.reduce((payment, entry) => {
          const step = applyPaymentEvent(payment, { type: entry.kind, amount: entry.amount } as PaymentEvent)
          return step.ok ? step.payment : payment
        }, before.payment)
        yield* appendAll(orderId, entries)
        const held = yield* repo.isHeld(orderId)
        const outcome = outcomeOf(order.value.status)
        let news = Option.none<News>()
        let short = false
        let countsChanged: ReadonlyArray<number> = []
        if (held && outcome !== "open") {
          // Closed while it waited for its card: it never reaches the kitchen (its card is released after).
          yield* repo.setHold(orderId, "never_reached")
        } else if (held && cardCoversOrder(after, order.value.total)) {
          yield* repo.setHold(orderId, "kitchen")
          news = Option.some({
            order: order.value,
            event: order.value.pickupTime === null ? "order.created" : "order.updated"
          })
        } else if (held && isPaymentSecured(after.state)) {
          // Authorised for less than the order: recorded (the entry above, and the audit trail),
          // and the order stays held; its intent is cancelled after the commit (afterSettle), and
          // again by the reconciler should Stripe not have answered.
          short = true
          if (entries.some((entry) => entry.kind === "authorised")) {
            yield* audit.record(PROVIDER, {
              action: "payment.short",
              subject: `Order ${order.value.orderNumber}`,
              orderId,
              to: shortAuthorisationSentence(order.value.orderNumber, after, order.value.total)
            })
          }
        } else if (held && after.state === "released") {
          yield* orders.setStatus(orderId, "cancelled", yield* now)
          yield* repo.setHold(orderId, "never_reached")
          // Cancelled unpaid: what it took from the day's counts is there for the next order.
          countsChanged = yield* counts.giveBack(orderId)
          news = Option.some({ order: order.value, event: "order.updated" })
        } else if (!held && outcome === "open" && entries.some((entry) => entry.kind === "released")) {
          news = Option.some({ order: order.value, event: "order.updated" })
        }
        return { appended: entries as ReadonlyArray<NewEntry>, news, short, countsChanged }
      })
    const settle = (orderId: OrderId, intent: IntentView) =>
      settleUncommitted(orderId, intent).pipe(sql.withTransaction, Effect.catchTag("SqlError", Effect.die))

    /**
     * After a settle's commit: the screens hear the news (menus too, of the counts a cancelled
     * order gave back), and an order closed meanwhile (say rejected while its card was being
     * authorised) has its card released or captured.
     */
    const afterSettle = (
      orderId: OrderId,
      result: {
        readonly news: Option.Option<News>
        readonly short: boolean
        readonly countsChanged: ReadonlyArray<number>
      }
    ): Effect.Effect<void, never, never> =>
      Effect.zipRight(
        Effect.zipRight(
          Option.match(result.news, {
            onNone: () => Effect.void,
            onSome: ({ order, event }) =>
              Effect.flatMap(orders.findById(order.id), (now) =>
                events.publish(event, orderEventData(Option.getOrElse(now, () => order)))
              )
          }),
          counts.announce(result.countsChanged)
        ),
        result.short
          ? cancelShort(orderId)
          : Effect.flatMap(
              orders.findById(orderId),
              Option.match({ onNone: () => Effect.void, onSome: (order) => followStatus(order, null) })
            )
      )

    /**
     * A card authorised for less than its order is cancelled, not left for staff to notice: the
     * grill set the intent's amount to the order's total, so a shorter hold is a partial
     * authorisation (or tampering) that can never be captured for the food, and the customer's
     * money should not stay held for an order the kitchen will never see. Once Stripe confirms,
     * the settle that follows cancels the held order (never reached the kitchen) and its page says
     * the card was not charged. If Stripe cannot be reached, the reconciler finds it still held.
     */
    const cancelShort = (orderId: OrderId) =>
      Effect.gen(function* () {
        const intent = yield* repo.intentForOrder(orderId)
        if (Option.isNone(intent)) return
        const view = yield* gateway.cancel(intent.value.intent_id).pipe(
          Effect.zipRight(gateway.retrieve(intent.value.intent_id)),
          Effect.map(Option.some),
          Effect.catchAll((error) =>
            Effect.as(
              Effect.logWarning(`Cancelling the short card hold of order ${orderId} failed`, error),
              Option.none()
            )
          )
        )
        if (Option.isNone(view)) return
        const settled = yield* settle(orderId, view.value)
        yield* afterSettle(orderId, settled)
      })

    const syncOrder = (orderId: OrderId) =>
      Effect.gen(function* () {
        const intent = yield* repo.intentForOrder(orderId)
        if (Option.isNone(intent)) return Option.none<PaymentRecord>()
        const view = yield* gateway.retrieve(intent.value.intent_id)
        yield* Effect.flatMap(settle(orderId, view), (result) => afterSettle(orderId, result))
        return Option.some(yield* recordOf(orderId))
      })

    /** Appends one entry unless the machine refuses it from where the payment now stands. */
    const appendIfAccepted = (orderId: OrderId, entry: NewEntry, closed: boolean) =>
      Effect.gen(function* () {
        yield* lockKeys(sql, [`payment:${orderId}`])
        const { payment } = yield* recordOf(orderId)
        if (applyPaymentEvent(payment, { type: entry.kind, amount: entry.amount } as PaymentEvent).ok)
          yield* appendAll(orderId, [entry])
        if (closed) yield* repo.closeHeld(orderId)
      }).pipe(sql.withTransaction, Effect.catchTag("SqlError", Effect.die))

    /**
     * After a status change's commit (never inside it: Stripe is called with no transaction or
     * lock held): a served order's card is captured, a rejected or cancelled one's released. If
     * Stripe cannot be reached the status has still changed; the reconciler finishes the capture
     * or release later, and the webhook has the final word.
     */
    const followStatus = (order: Order, actor: StaffUser | null) =>
      Effect.gen(function* () {
        const orderId = order.id
        // Most orders have no intent: one read, and nothing more to do.
        const intent = yield* repo.intentForOrder(orderId)
        if (Option.isNone(intent)) return
        const { payment } = yield* recordOf(orderId)
        const outcome = outcomeOf(order.status)
        const action = paymentActionForOrder(outcome, payment)
        if (action === "none") return
        const intentId = intent.value.intent_id
        const by = actor?.username ?? null
        const done =
          action === "capture"
            ? gateway
                .capture(intentId, payment.authorised)
                .pipe(Effect.as<NewEntry>({ kind: "captured", amount: payment.authorised, by }))
            : // An intent not yet confirmed is cancelled too: the card can no longer be charged.
              gateway.cancel(intentId).pipe(Effect.as<NewEntry>({ kind: "released", amount: Cents(0), by }))
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
        if (Option.isSome(entry)) yield* appendIfAccepted(orderId, entry.value, outcome !== "open")
        else if (outcome !== "open")
          yield* repo.closeHeld(orderId).pipe(sql.withTransaction, Effect.catchTag("SqlError", Effect.die))
      })

    const refund = (orderNumber: string, amount: Cents | undefined, staff: StaffUser) =>
      Effect.gen(function* () {
        const order = yield* orders.findByNumber(orderNumber.trim().toUpperCase())
        if (Option.isNone(order)) return yield* new NotFound({ message: "Order not found" })
        yield* checkOrderOutlet(staff, order.value)
        const id = order.value.id
        const intent = yield* repo.intentForOrder(id)
        if (Option.isNone(intent)) {
          return yield* new Conflict({
            message: `Order ${order.value.orderNumber} was not paid by card online`
          })
        }
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
        const providerCall = <A>(call: Effect.Effect<A, ProviderError | Off>) =>
          call.pipe(
            Effect.tapError((error) => Effect.logWarning("Refund failed", error)),
            Effect.mapError((error) =>
              error._tag === "ProviderError" && error.code !== null
                ? new Conflict({ message: `The card provider refused the refund: ${error.message}` })
                : unavailable
            )
          )
        // Asked for before the call: Stripe's webhook for the refund may record it before this returns.
        yield* Effect.flatMap(now, (at) => repo.requestRefund(id, wanted, staff.username, at))
        const made = yield* providerCall(gateway.refund(intent.value.intent_id, wanted, key))
        // Recorded as Stripe now counts it (a racing refund or its webhook may have come first),
        // with the audit record, in one short transaction after the call.
        const view = yield* providerCall(gateway.retrieve(intent.value.intent_id))
        yield* Effect.zipRight(
          settleUncommitted(id, view, { reference: made.id, by: staff.username }),
          audit.record(staff, {
            action: "payment.refunded",
            subject: `Order ${order.value.orderNumber}`,
            orderId: id,
            to: `${formatMoney(wanted)} refunded`
          })
        ).pipe(sql.withTransaction, Effect.catchTag("SqlError", Effect.die))
        const after = yield* recordOf(id)
        return { order: order.value, refunded: wanted, record: after }
      })

    return {
      enabled: gateway.enabled,
      publishableKey: gateway.publishableKey,
      withPayment,
      withPayments,
      guardStatusChange,
      settlementOf,
      isHeld: repo.isHeld,
      settle,
      afterSettle,
      syncOrder,
      followStatus,
      refund,
      recordOf,
      unavailable
    } as const
  }),
  dependencies: [PaymentRepo.Default, OrderRepo.Default, AuditLog.Default]
}) {
  /**
   * With its own event hub (kept, so a test hears what it announces): a test provides the
   * database and the provider's settings (PaymentConfig: none, or a Stripe stand-in's).
   */
  static readonly Test = Payments.Default.pipe(
    Layer.provideMerge(StripeGateway.Test),
    Layer.provideMerge(ItemCounts.Test),
    Layer.provide(Venue.live)
  )
}
