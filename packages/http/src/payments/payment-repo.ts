import { SqlClient } from "@effect/sql"
import { Cents, OrderId, type Payment, type PaymentEvent, replayPayment } from "@grill/core"
import { Effect, Layer, Metric, Option, Schema } from "effect"
import { decodedRows, table } from "../db/table.js"
import { paymentFailures } from "../observability/metrics.js"
import { PAYMENT_HOLD } from "../orders/payment-holds.js"
import { OrderRepo } from "../orders/repo.js"
import { Venue } from "../venue/venue.js"

type EntryKind = PaymentEvent["type"]

const EntryKind = Schema.Literal("intent_created", "authorised", "failed", "captured", "released", "refunded")

/** The order's one PaymentIntent, written with the order. */
export const PaymentIntents = table("payment_intents", {
  order_id: OrderId,
  intent_id: Schema.String,
  client_secret: Schema.String,
  amount_cents: Schema.Number,
  created_at: Schema.String
})

export type IntentRow = typeof PaymentIntents.row.Type

/** Append-only money records; a payment's state is the replay of its entries. */
const PaymentEntries = table(
  "payment_entries",
  {
    id: Schema.Number,
    order_id: OrderId,
    kind: EntryKind,
    amount_cents: Schema.Number,
    card_last4: Schema.NullOr(Schema.String),
    reference: Schema.NullOr(Schema.String),
    recorded_at: Schema.String,
    recorded_by: Schema.NullOr(Schema.String)
  },
  ["id"]
)

/** What a payment's replay reads of each entry. */
const EntryRow = PaymentEntries.row.pick("order_id", "kind", "amount_cents", "card_last4")
type EntryRow = typeof EntryRow.Type

const OrderIds = Schema.Struct({ order_id: OrderId })
const EntryOrderRow = Schema.Struct({ order_id: OrderId, intent_cents: Schema.NullOr(Schema.Number) })
const CardOrderRow = Schema.Struct({
  order_id: OrderId,
  order_number: Schema.String,
  payment_hold: Schema.Number,
  intent_cents: Schema.NullOr(Schema.Number)
})
export type CardOrderRow = typeof CardOrderRow.Type

export interface NewEntry {
  readonly kind: EntryKind
  readonly amount: Cents
  readonly cardLast4?: string | null
  /** The provider's id for it (an event, a refund), when there is one. */
  readonly reference?: string | null
  /** The staff member whose action caused it; null for the provider's word or the reconciler. */
  readonly by?: string | null
}

export interface PaymentRecord {
  readonly payment: Payment
  readonly cardLast4: string | null
}

const eventOf = (row: EntryRow): PaymentEvent =>
  row.kind === "authorised" || row.kind === "captured" || row.kind === "refunded"
    ? { type: row.kind, amount: Cents(row.amount_cents) }
    : { type: row.kind }

const recordOf = (rows: ReadonlyArray<EntryRow>): PaymentRecord => ({
  payment: replayPayment(rows.map(eventOf)),
  cardLast4: rows.reduce<string | null>((last4, row) => row.card_last4 ?? last4, null)
})

/** The payment tables (payment-migrations.ts): intents, append-only entries, webhook events seen. */
export class PaymentRepo extends Effect.Service<PaymentRepo>()("Payments/PaymentRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    /** The order's one intent; a second writer (a racing retry, the reconciler) finds it there. */
    const insertIntent = (row: IntentRow) =>
      sql`INSERT INTO payment_intents ${sql.insert(PaymentIntents.insertRow(row))} ON CONFLICT (order_id) DO NOTHING`.pipe(
        Effect.asVoid,
        Effect.orDie
      )

    const intentForOrder = (orderId: OrderId) =>
      sql`SELECT ${PaymentIntents.selectList(sql)} FROM payment_intents WHERE order_id = ${orderId}`.pipe(
        PaymentIntents.firstRow,
        Effect.orDie
      )

    const intentById = (intentId: string) =>
      sql`SELECT ${PaymentIntents.selectList(sql)} FROM payment_intents WHERE intent_id = ${intentId}`.pipe(
        PaymentIntents.firstRow,
        Effect.orDie
      )

    /** Each order's entries in the order they were written; orders without entries are absent. */
    const entriesFor = (orderIds: ReadonlyArray<number>) =>
      (orderIds.length === 0
        ? Effect.succeed([] as ReadonlyArray<EntryRow>)
        : sql`SELECT order_id, kind, amount_cents, card_last4 FROM payment_entries
            WHERE ${sql.in("order_id", orderIds)} ORDER BY id`.pipe(
            decodedRows(EntryRow, PaymentEntries.name)
          )
      ).pipe(
        Effect.map((rows) => {
          const byOrder = new Map<number, Array<EntryRow>>()
          for (const row of rows) {
            byOrder.set(row.order_id, [...(byOrder.get(row.order_id) ?? []), row])
          }
          return byOrder
        }),
        Effect.orDie
      )

    /** Each order's payment, replayed from its entries; orders without entries are absent. */
    const recordsFor = (orderIds: ReadonlyArray<number>) =>
      Effect.map(
        entriesFor(orderIds),
        (byOrder) => new Map([...byOrder].map(([id, entries]) => [id, recordOf(entries)]))
      )

    /** Each order's entries as the payment machine's events, none skipped (the books check replays them itself). */
    const eventsFor = (orderIds: ReadonlyArray<number>) =>
      Effect.map(
        entriesFor(orderIds),
        (byOrder) => new Map([...byOrder].map(([id, entries]) => [id, entries.map(eventOf)]))
      )

    const recordFor = (orderId: OrderId) =>
      Effect.map(recordsFor([orderId]), (records) => Option.fromNullable(records.get(orderId)))

    const append = (orderId: OrderId, entry: NewEntry, now: string) =>
      sql`INSERT INTO payment_entries ${sql.insert(
        PaymentEntries.insertRow({
          order_id: orderId,
          kind: entry.kind,
          amount_cents: entry.amount,
          card_last4: entry.cardLast4 ?? null,
          reference: entry.reference ?? null,
          recorded_at: now,
          recorded_by: entry.by ?? null
        })
      )}`.pipe(
        Effect.asVoid,
        Effect.orDie,
        Effect.tap(() => (entry.kind === "failed" ? Metric.increment(paymentFailures) : Effect.void))
      )

    /** A staff refund as asked for, before the call to Stripe (0720). */
    const requestRefund = (orderId: OrderId, amount: Cents, by: string, now: string) =>
      sql`INSERT INTO refund_requests (order_id, amount_cents, requested_by, requested_at)
        VALUES (${orderId}, ${amount}, ${by}, ${now})`.pipe(Effect.asVoid, Effect.orDie)

    /**
     * Who asked for a refund of `amount` the provider reported: the latest request for it since
     * `since` that no refund entry of that amount has answered yet; none for a refund made at
     * Stripe itself.
     */
    const refundRequester = (orderId: OrderId, amount: Cents, since: string) =>
      sql`SELECT r.requested_by FROM refund_requests r
        WHERE r.order_id = ${orderId} AND r.amount_cents = ${amount} AND r.requested_at >= ${since}
          AND NOT EXISTS (SELECT 1 FROM payment_entries e WHERE e.order_id = r.order_id
            AND e.kind = 'refunded' AND e.amount_cents = r.amount_cents AND e.recorded_at >= r.requested_at)
        ORDER BY r.id DESC LIMIT 1`.pipe(
        decodedRows(Schema.Struct({ requested_by: Schema.String }), "refund_requests"),
        Effect.map((rows) => Option.fromNullable(rows[0]?.requested_by)),
        Effect.orDie
      )

    const { setHold, closeHeld, holdOf, heldOrders, cardHolds } = yield* OrderRepo

    const isHeld = (orderId: OrderId) => Effect.map(holdOf(orderId), (hold) => hold === PAYMENT_HOLD.held)

    /** True the first time an event id is seen; false for a redelivery. */
    const rememberEvent = (eventId: string, type: string, now: string) =>
      sql`INSERT INTO stripe_events (event_id, type, received_at)
        VALUES (${eventId}, ${type}, ${now}) ON CONFLICT (event_id) DO NOTHING RETURNING event_id`.pipe(
        Effect.map((rows) => rows.length === 1),
        Effect.orDie
      )

    /** Card orders the reconciler looks at: held for payment, or closed with money perhaps still held. */
    const ordersToReconcile = (since: string) =>
      Effect.flatMap(heldOrders(), (held) =>
        sql`SELECT order_id FROM payment_intents
          WHERE ${held.length === 0 ? sql`created_at >= ${since}` : sql`(${sql.in("order_id", held)} OR created_at >= ${since})`}
          ORDER BY order_id`.pipe(decodedRows(OrderIds, PaymentIntents.name))
      ).pipe(
        Effect.map((rows) => rows.map((row) => row.order_id)),
        Effect.orDie
      )

    /** Orders held for a card with no intent written, placed before `before`. */
    const heldWithoutIntent = (before: string) =>
      Effect.flatMap(heldOrders(before), (held) =>
        held.length === 0
          ? Effect.succeed(held)
          : sql`SELECT order_id FROM payment_intents WHERE ${sql.in("order_id", held)}`.pipe(
              decodedRows(OrderIds, PaymentIntents.name),
              Effect.map((rows) => {
                const withIntent = new Set(rows.map((row) => row.order_id))
                return held.filter((id) => !withIntent.has(id))
              })
            )
      ).pipe(Effect.orDie)

    /** Every order with payment entries, with its hold and its intent's amount: the books check's card orders. */
    const cardOrders = Effect.gen(function* () {
      const intents = yield* sql`SELECT e.order_id, p.amount_cents AS intent_cents
        FROM (SELECT DISTINCT order_id FROM payment_entries) e
        LEFT JOIN payment_intents p ON p.order_id = e.order_id ORDER BY e.order_id`.pipe(
        decodedRows(EntryOrderRow, PaymentEntries.name)
      )
      const holds = new Map(
        (yield* cardHolds(intents.map((row) => row.order_id))).map((row) => [row.id, row])
      )
      return intents.flatMap((row): Array<CardOrderRow> => {
        const order = holds.get(row.order_id)
        return order === undefined
          ? []
          : [
              {
                order_id: row.order_id,
                order_number: order.order_number,
                payment_hold: order.payment_hold,
                intent_cents: row.intent_cents
              }
            ]
      })
    }).pipe(Effect.orDie)

    const orderMatches = (orderId: OrderId, orderNumber: string | null) =>
      Effect.map(cardHolds([orderId]), (rows) => rows[0]?.order_number === (orderNumber ?? ""))

    return {
      insertIntent,
      intentForOrder,
      intentById,
      recordsFor,
      recordFor,
      append,
      requestRefund,
      refundRequester,
      setHold,
      closeHeld,
      holdOf,
      isHeld,
      rememberEvent,
      ordersToReconcile,
      heldWithoutIntent,
      cardOrders,
      eventsFor,
      orderMatches
    } as const
  }),
  dependencies: [OrderRepo.Default]
}) {
  /** Over the database a test provides (TestDatabaseLive: SQLite, or PostgreSQL in that pass). */
  static readonly Test = PaymentRepo.Default.pipe(Layer.provide(Venue.live))
}
