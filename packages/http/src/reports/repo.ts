import { SqlClient } from "@effect/sql"
import {
  AWAITING_ANSWER_STATUSES,
  type BooksTally,
  type LineTally,
  type OrderTally,
  PaymentMethod,
  REPORT_CHANNELS,
  type ReportRefund,
  type ReportVoid
} from "@grill/core"
import { Effect, Schema } from "effect"
import { decodedRows, SqlNumber } from "../db/table.js"

/** A period as the database reads it: ISO instants, the end excluded (orders.created_at is UTC ISO text). */
export interface ReportSpan {
  readonly start: string
  readonly end: string
}

/** Orders added up by bucket, channel, what settled them, outcome and whether they were scheduled. */
const TallyRows = decodedRows(
  Schema.Struct({
    bucket: Schema.String,
    channel: Schema.Literal(...REPORT_CHANNELS),
    settled_by: PaymentMethod,
    outcome: Schema.Literal("sale", "cancelled", "rejected"),
    scheduled: SqlNumber,
    orders: SqlNumber,
    subtotal: SqlNumber,
    member_discount: SqlNumber,
    reward_discount: SqlNumber,
    tax: SqlNumber,
    delivery_fee: SqlNumber,
    gratuity: SqlNumber,
    total: SqlNumber,
    rewards_used: SqlNumber
  }),
  "the report's tallies"
)

/** Lines sold, added up by item, name and options chosen. */
const LineRows = decodedRows(
  Schema.Struct({
    item_id: Schema.Number,
    name: Schema.String,
    chosen_options: Schema.String,
    quantity: SqlNumber,
    base_sales: SqlNumber
  }),
  "the report's lines"
)

/** Rejected orders added up by their reason. */
const ReasonRows = decodedRows(
  Schema.Struct({ reason: Schema.String, orders: SqlNumber, value: SqlNumber }),
  "the report's reasons"
)

/** The period's orders by where their money stands (core's booksStateOf), with their cards' captures and refunds. */
const BooksRows = decodedRows(
  Schema.Struct({
    state: Schema.Literal("card", "collected", "to_collect", "billed", "void"),
    orders: SqlNumber,
    total: SqlNumber,
    captured: SqlNumber,
    refunded: SqlNumber
  }),
  "the report's books"
)

const RefundRows = decodedRows(
  Schema.Struct({
    order_number: Schema.String,
    amount_cents: Schema.Number,
    recorded_at: Schema.String,
    recorded_by: Schema.NullOr(Schema.String)
  }),
  "the report's refunds"
)

const VoidRows = decodedRows(
  Schema.Struct({
    order_number: Schema.String,
    rejection_reason: Schema.NullOr(Schema.String),
    total_cents: Schema.Number,
    at: Schema.String,
    actor: Schema.String
  }),
  "the report's voids"
)

const NewMembers = decodedRows(Schema.Struct({ members: SqlNumber }), "the report's new members")

/** Where a page of the export ends: the last order's created_at and id. */
export interface PageCursor {
  readonly createdAt: string
  readonly id: number
}

const ExportOrderRow = Schema.Struct({
  id: Schema.Number,
  order_number: Schema.String,
  created_at: Schema.String,
  order_type: Schema.String,
  entered_by: Schema.NullOr(Schema.String),
  pickup_time: Schema.NullOr(Schema.String),
  payment_method: PaymentMethod,
  status: Schema.String,
  rejection_reason: Schema.NullOr(Schema.String)
})
export type ExportOrderRow = typeof ExportOrderRow.Type

const ExportLineRow = Schema.Struct({
  order_id: Schema.Number,
  name: Schema.String,
  chosen_options: Schema.String,
  quantity: Schema.Number,
  unit_price_cents: Schema.Number
})

// The same bucket keys as core's reportBucketKey: "2026-06-15T18:2" for a third quarter hour.
const QUARTER_BUCKET =
  "substr(created_at, 1, 14) || CAST(CAST(substr(created_at, 15, 2) AS INTEGER) / 15 AS TEXT)"

/** What settled an order, as the roll-up keys it (core's reportPaymentOf; 0420_report_by_settlement.ts). */
const SETTLED_BY = "CASE WHEN house_account IS NOT NULL THEN 'member_charge' ELSE payment_method END"

/** Orders added up by bucket as the roll-up keys them (0420_report_by_settlement.ts). */
const orderTallies = (bucket: string) => `${bucket} AS bucket,
  CASE WHEN entered_by IS NOT NULL THEN 'counter'
    WHEN order_type = 'golf_cart' AND pickup_time IS NOT NULL THEN 'golf_cart_turn'
    ELSE order_type END AS channel,
  ${SETTLED_BY} AS settled_by,
  CASE WHEN status <> 'cancelled' THEN 'sale'
    WHEN rejection_reason IS NULL THEN 'cancelled' ELSE 'rejected' END AS outcome,
  CASE WHEN pickup_time IS NULL THEN 0 ELSE 1 END AS scheduled,
  COUNT(*) AS orders, SUM(subtotal_cents) AS subtotal,
  SUM(member_discount_cents) AS member_discount, SUM(reward_discount_cents) AS reward_discount,
  SUM(tax_cents) AS tax, SUM(delivery_fee_cents) AS delivery_fee,
  SUM(gratuity_cents) AS gratuity, SUM(total_cents) AS total,
  SUM(CASE WHEN reward_code IS NULL THEN 0 ELSE 1 END) AS rewards_used`

/** Core's booksStateOf as SQL: what settled the order, its outcome, and for the counter whether it is done. */
const BOOKS_STATE = `CASE WHEN ${SETTLED_BY} = 'credit_card' THEN 'card'
    WHEN status = 'cancelled' THEN 'void'
    WHEN house_account IS NOT NULL THEN 'billed'
    WHEN status IN ('delivered', 'completed') THEN 'collected' ELSE 'to_collect' END`

// Statuses that are not an acceptance: still awaiting the kitchen's answer, or cancelled (core's constants).
const NOT_ACCEPTED = [...AWAITING_ANSWER_STATUSES, "cancelled"].map((status) => `'${status}'`).join(", ")

/** A line's options as stored (`{ id, name, priceCents }` each), as the report names and prices them. */
const readOptions = (text: string) =>
  (JSON.parse(text) as Array<{ name: string; priceCents: number }>).map((option) => ({
    name: option.name,
    price: option.priceCents
  }))

/**
 * The report's reads: orders added up by the database, so a month of a busy grill comes back as
 * a few thousand rows. By hour from the roll-up the triggers keep; in a zone off the hour by
 * quarter hour from the orders themselves (orders_created, order_lines_order). Either way only
 * the orders the kitchen had (payment_hold 0): a card order held for its authorisation, or given
 * up before it, is in no figure at all.
 */
export class ReportRepo extends Effect.Service<ReportRepo>()("Reports/ReportRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    /** Quarter hours (zones off the hour) are not rolled up: those read the orders themselves. */
    const scannedTallies = (span: ReportSpan) =>
      sql`SELECT ${sql.literal(orderTallies(QUARTER_BUCKET))}
        FROM orders WHERE created_at >= ${span.start} AND created_at < ${span.end} AND payment_hold = 0
        GROUP BY 1, 2, 3, 4, 5`.pipe(TallyRows)

    const tallies = (span: ReportSpan, bucketMinutes: 15 | 60) =>
      (bucketMinutes === 60 ? rolledTallies(span) : scannedTallies(span)).pipe(
        Effect.map((rows) =>
          rows.map(
            (row): OrderTally => ({
              bucket: row.bucket,
              channel: row.channel,
              paymentMethod: row.settled_by,
              outcome: row.outcome,
              scheduled: row.scheduled === 1,
              orders: row.orders,
              subtotal: row.subtotal,
              memberDiscount: row.member_discount,
              rewardDiscount: row.reward_discount,
              tax: row.tax,
              deliveryFee: row.delivery_fee,
              gratuity: row.gratuity,
              total: row.total,
              rewardsUsed: row.rewards_used
            })
          )
        )
      )

    // The roll-up (report_hours, report_item_hours: 0300, 0420) by UTC hour, the kitchen's orders only.
    const hours = (span: ReportSpan) =>
      sql`hour >= ${span.start.slice(0, 13)} AND hour < ${span.end.slice(0, 13)}`

    const rolledTallies = (span: ReportSpan) =>
      sql`SELECT hour AS bucket, channel, settled_by, outcome, scheduled, SUM(orders) AS orders,
          SUM(subtotal) AS subtotal, SUM(member_discount) AS member_discount, SUM(reward_discount) AS reward_discount,
          SUM(tax) AS tax, SUM(delivery_fee) AS delivery_fee, SUM(gratuity) AS gratuity, SUM(total) AS total,
          SUM(rewards_used) AS rewards_used
        FROM report_hours WHERE ${hours(span)}
        GROUP BY hour, channel, settled_by, outcome, scheduled HAVING SUM(orders) <> 0`.pipe(TallyRows)

    const rolledLines = (span: ReportSpan) =>
      sql`SELECT item_id, name, chosen_options, SUM(quantity) AS quantity, SUM(base_sales) AS base_sales
        FROM report_item_hours WHERE ${hours(span)}
        GROUP BY item_id, name, chosen_options HAVING SUM(quantity) <> 0`.pipe(LineRows)

    const rolledReasons = (span: ReportSpan) =>
      sql`SELECT reason, SUM(orders) AS orders, SUM(total) AS value
        FROM report_hours WHERE ${hours(span)} AND outcome = 'rejected'
        GROUP BY reason HAVING SUM(orders) <> 0`.pipe(ReasonRows)

    const scannedLines = (span: ReportSpan) =>
      sql`SELECT l.menu_item_id AS item_id, l.name, l.chosen_options,
          SUM(l.quantity) AS quantity, SUM(l.quantity * l.unit_price_cents) AS base_sales
        FROM orders o JOIN order_lines l ON l.order_id = o.id
        WHERE o.created_at >= ${span.start} AND o.created_at < ${span.end} AND o.status <> 'cancelled'
          AND o.payment_hold = 0
        GROUP BY l.menu_item_id, l.name, l.chosen_options`.pipe(LineRows)

    const lines = (span: ReportSpan, bucketMinutes: 15 | 60) =>
      (bucketMinutes === 60 ? rolledLines(span) : scannedLines(span)).pipe(
        Effect.map((rows) =>
          rows.map(
            (row): LineTally => ({
              itemId: row.item_id,
              name: row.name,
              options: readOptions(row.chosen_options),
              quantity: row.quantity,
              baseSales: row.base_sales
            })
          )
        )
      )

    const scannedReasons = (span: ReportSpan) =>
      sql`SELECT rejection_reason AS reason, COUNT(*) AS orders, SUM(total_cents) AS value
        FROM orders WHERE created_at >= ${span.start} AND created_at < ${span.end}
          AND status = 'cancelled' AND rejection_reason IS NOT NULL AND payment_hold = 0
        GROUP BY rejection_reason`.pipe(ReasonRows)

    const reasons = (span: ReportSpan, bucketMinutes: 15 | 60) =>
      bucketMinutes === 60 ? rolledReasons(span) : scannedReasons(span)

    const newMembers = (span: ReportSpan) =>
      sql`SELECT COUNT(*) AS members FROM loyalty_users
        WHERE member_since >= ${span.start} AND member_since < ${span.end}`.pipe(
        NewMembers,
        Effect.map((rows) => rows[0]?.members ?? 0)
      )

    // Card money by order, whenever it moved: captures less refunds (payment_entries, append-only).
    const booksTallies = (span: ReportSpan) =>
      sql`SELECT ${sql.literal(BOOKS_STATE)} AS state, COUNT(*) AS orders, SUM(total_cents) AS total,
          SUM(COALESCE(m.captured, 0)) AS captured, SUM(COALESCE(m.refunded, 0)) AS refunded
        FROM orders LEFT JOIN (
          SELECT order_id, SUM(CASE WHEN kind = 'captured' THEN amount_cents ELSE 0 END) AS captured,
            SUM(CASE WHEN kind = 'refunded' THEN amount_cents ELSE 0 END) AS refunded
          FROM payment_entries GROUP BY order_id
        ) m ON m.order_id = orders.id
        WHERE created_at >= ${span.start} AND created_at < ${span.end} AND payment_hold = 0
        GROUP BY 1`.pipe(BooksRows)

    const refunds = (span: ReportSpan) =>
      sql`SELECT o.order_number, e.amount_cents, e.recorded_at, e.recorded_by
        FROM orders o JOIN payment_entries e ON e.order_id = o.id AND e.kind = 'refunded'
        WHERE o.created_at >= ${span.start} AND o.created_at < ${span.end} AND o.payment_hold = 0
        ORDER BY e.recorded_at, e.id`.pipe(RefundRows)

    /**
     * Orders the kitchen accepted (a status past awaiting an answer), then cancelled: the staff
     * user is the audit record of the last status change or rejection.
     */
    const voids = (span: ReportSpan) =>
      sql`SELECT o.order_number, o.rejection_reason, o.total_cents, a.at, a.actor
        FROM orders o JOIN audit_log a ON a.id = (
          SELECT MAX(id) FROM audit_log
          WHERE order_id = o.id AND action IN ('order.status', 'order.rejected'))
        WHERE o.created_at >= ${span.start} AND o.created_at < ${span.end} AND o.payment_hold = 0
          AND o.status = 'cancelled'
          AND EXISTS (SELECT 1 FROM order_status_changes c WHERE c.order_id = o.id
            AND c.status NOT IN (${sql.literal(NOT_ACCEPTED)}))
        ORDER BY a.at, o.order_number`.pipe(VoidRows)

    const books = (span: ReportSpan) =>
      Effect.all([booksTallies(span), refunds(span), voids(span)]).pipe(
        Effect.map(([tallies, refundRows, voidRows]) => ({
          tallies: tallies.map((row): BooksTally => row),
          refunds: refundRows.map(
            (row): ReportRefund => ({
              orderNumber: row.order_number,
              amount: row.amount_cents,
              at: row.recorded_at,
              by: row.recorded_by
            })
          ),
          voids: voidRows.map(
            (row): ReportVoid => ({
              orderNumber: row.order_number,
              outcome: row.rejection_reason === null ? "cancelled" : "rejected",
              total: row.total_cents,
              at: row.at,
              by: row.actor
            })
          )
        }))
      )

    /** One page of the period's orders the kitchen had, oldest first, after `after` (keyset: created_at, then id). */
    const orderPage = (span: ReportSpan, after: PageCursor, limit: number) =>
      sql`SELECT id, order_number, created_at, order_type, entered_by, pickup_time,
          ${sql.literal(SETTLED_BY)} AS payment_method, status, rejection_reason
        FROM orders WHERE created_at >= ${span.start} AND created_at < ${span.end} AND payment_hold = 0
          AND (created_at > ${after.createdAt} OR (created_at = ${after.createdAt} AND id > ${after.id}))
        ORDER BY created_at, id LIMIT ${limit}`.pipe(decodedRows(ExportOrderRow, "orders"))

    const linesOf = (orderIds: ReadonlyArray<number>) =>
      orderIds.length === 0
        ? Effect.succeed([])
        : sql`SELECT order_id, name, chosen_options, quantity, unit_price_cents
            FROM order_lines WHERE ${sql.in("order_id", orderIds)} ORDER BY order_id, position`.pipe(
            decodedRows(ExportLineRow, "order_lines")
          )

    return {
      orderPage: (span: ReportSpan, after: PageCursor, limit: number) =>
        Effect.orDie(orderPage(span, after, limit)),
      linesOf: (orderIds: ReadonlyArray<number>) =>
        Effect.orDie(linesOf(orderIds)).pipe(
          Effect.map((rows) => rows.map((row) => ({ ...row, options: readOptions(row.chosen_options) })))
        ),
      tallies: (span: ReportSpan, bucketMinutes: 15 | 60) => Effect.orDie(tallies(span, bucketMinutes)),
      lines: (span: ReportSpan, bucketMinutes: 15 | 60) => Effect.orDie(lines(span, bucketMinutes)),
      reasons: (span: ReportSpan, bucketMinutes: 15 | 60) => Effect.orDie(reasons(span, bucketMinutes)),
      newMembers: (span: ReportSpan) => Effect.orDie(newMembers(span)),
      books: (span: ReportSpan) => Effect.orDie(books(span))
    }
  })
}) {
  /** Over the database a test provides (TestDatabaseLive: SQLite, or PostgreSQL in that pass). */
  static readonly Test = ReportRepo.Default
}
