import { SqlClient } from "@effect/sql"
import { AWAITING_ANSWER_STATUSES, PaymentMethod, REPORT_CHANNELS } from "@grill/core"
import { Effect, Schema } from "effect"
import { decodedRows, SqlNumber } from "../db/table.js"

/**
 * A period as the database reads it: ISO instants, the end excluded (orders.created_at is UTC ISO
 * text); with an outlet's id, that outlet's orders only.
 */
export interface ReportSpan {
  readonly start: string
  readonly end: string
  readonly outletId?: number | undefined
}

/** Where a page of the export ends: the last order's created_at and id. */
export interface PageCursor {
  readonly createdAt: string
  readonly id: number
}

/** Orders added up by bucket, channel, what settled them, outcome and whether they were scheduled. */
const MoneyRow = {
  orders: SqlNumber,
  subtotal: SqlNumber,
  member_discount: SqlNumber,
  reward_discount: SqlNumber,
  service_charge: SqlNumber,
  tax: SqlNumber,
  delivery_fee: SqlNumber,
  gratuity: SqlNumber,
  total: SqlNumber,
  rewards_used: SqlNumber
}
const Outcome = Schema.Literal("sale", "cancelled", "rejected")
export const TallyRows = decodedRows(
  Schema.Struct({
    bucket: Schema.String,
    channel: Schema.Literal(...REPORT_CHANNELS),
    settled_by: PaymentMethod,
    outcome: Outcome,
    scheduled: SqlNumber,
    ...MoneyRow
  }),
  "the report's tallies"
)

/** Orders added up by outlet, what settled them and outcome, over a whole period. */
export const OutletTallyRows = decodedRows(
  Schema.Struct({ outlet_id: Schema.Number, settled_by: PaymentMethod, outcome: Outcome, ...MoneyRow }),
  "the report's tallies by outlet"
)

/** Lines sold, added up by item, name and options chosen. */
export const LineRows = decodedRows(
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
export const ReasonRows = decodedRows(
  Schema.Struct({ reason: Schema.String, orders: SqlNumber, value: SqlNumber }),
  "the report's reasons"
)

const ExportOrderRow = Schema.Struct({
  id: Schema.Number,
  outlet_id: Schema.Number,
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

const OrderOutletRow = Schema.Struct({ id: Schema.Number, outlet_id: Schema.Number })

// The same bucket keys as core's reportBucketKey: "2026-06-15T18:2" for a third quarter hour.
const QUARTER_BUCKET =
  "substr(created_at, 1, 14) || CAST(CAST(substr(created_at, 15, 2) AS INTEGER) / 15 AS TEXT)"

/** What settled an order, as the roll-up keys it (core's reportPaymentOf; 0420_report_by_settlement.ts). */
const SETTLED_BY = "CASE WHEN house_account IS NOT NULL THEN 'member_charge' ELSE payment_method END"

const OUTCOME = `CASE WHEN status <> 'cancelled' THEN 'sale'
    WHEN rejection_reason IS NULL THEN 'cancelled' ELSE 'rejected' END`

/** An order's amounts summed (the roll-up's sums). */
const MONEY_SUMS = `COUNT(*) AS orders, SUM(subtotal_cents) AS subtotal,
  SUM(member_discount_cents) AS member_discount, SUM(reward_discount_cents) AS reward_discount,
  SUM(service_charge_cents) AS service_charge, SUM(tax_cents) AS tax, SUM(delivery_fee_cents) AS delivery_fee,
  SUM(gratuity_cents) AS gratuity, SUM(total_cents) AS total,
  SUM(CASE WHEN reward_code IS NULL THEN 0 ELSE 1 END) AS rewards_used`

/** Orders added up by bucket as the roll-up keys them (0600_report_by_outlet.ts). */
const orderTallies = (bucket: string) => `${bucket} AS bucket,
  CASE WHEN entered_by IS NOT NULL THEN 'counter'
    WHEN order_type = 'golf_cart' AND pickup_time IS NOT NULL THEN 'golf_cart_turn'
    ELSE order_type END AS channel,
  ${SETTLED_BY} AS settled_by,
  ${OUTCOME} AS outcome,
  CASE WHEN pickup_time IS NULL THEN 0 ELSE 1 END AS scheduled,
  ${MONEY_SUMS}`

/** Orders added up by outlet, what settled them and outcome. */
const OUTLET_TALLIES = `outlet_id, ${SETTLED_BY} AS settled_by, ${OUTCOME} AS outcome, ${MONEY_SUMS}`

/** Core's booksStateOf as SQL: what settled the order, its outcome, and for the counter whether it is done. */
const BOOKS_STATE = `CASE WHEN ${SETTLED_BY} = 'credit_card' THEN 'card'
    WHEN status = 'cancelled' THEN 'void'
    WHEN house_account IS NOT NULL THEN 'billed'
    WHEN status IN ('delivered', 'completed') THEN 'collected' ELSE 'to_collect' END`

// Statuses that are not an acceptance: still awaiting the kitchen's answer, or cancelled (core's constants).
const NOT_ACCEPTED = [...AWAITING_ANSWER_STATUSES, "cancelled"].map((status) => `'${status}'`).join(", ")

/**
 * The end-of-day report's reads of the orders (reports/ adds them up with its roll-up): a
 * period's orders added up by the database, only those the kitchen had (payment_hold 0), by
 * quarter hour from the orders themselves (orders_created, order_lines_order). What another
 * feature adds up about those orders (card money, who voided them) is that feature's statement
 * over the `…Of` subqueries here: one statement each, the orders' part named by their owner.
 */
export class OrderReports extends Effect.Service<OrderReports>()("Orders/OrderReports", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    /** The span's orders the kitchen had (of `o` when given), at its outlet when it names one. */
    const inSpan = (span: ReportSpan, o = "") => {
      const column = (name: string) => sql.literal(`${o}${o === "" ? "" : "."}${name}`)
      const held = sql`${column("created_at")} >= ${span.start} AND ${column("created_at")} < ${span.end}
        AND ${column("payment_hold")} = 0`
      return span.outletId === undefined ? held : sql`${held} AND ${column("outlet_id")} = ${span.outletId}`
    }

    /** Orders added up by quarter hour (zones off the hour are not rolled up). */
    const quarterTallies = (span: ReportSpan) =>
      sql`SELECT ${sql.literal(orderTallies(QUARTER_BUCKET))}
        FROM orders WHERE ${inSpan(span)}
        GROUP BY 1, 2, 3, 4, 5`.pipe(TallyRows, Effect.orDie)

    /** Orders added up by outlet (the by-outlet rows of a zone off the hour). */
    const outletTallies = (span: ReportSpan) =>
      sql`SELECT ${sql.literal(OUTLET_TALLIES)}
        FROM orders WHERE ${inSpan(span)}
        GROUP BY 1, 2, 3`.pipe(OutletTallyRows, Effect.orDie)

    /** The lines of the period's sold orders, added up by item, name and options. */
    const soldLines = (span: ReportSpan) =>
      sql`SELECT l.menu_item_id AS item_id, l.name, l.chosen_options,
          SUM(l.quantity) AS quantity, SUM(l.quantity * l.unit_price_cents) AS base_sales
        FROM orders o JOIN order_lines l ON l.order_id = o.id
        WHERE ${inSpan(span, "o")} AND o.status <> 'cancelled'
        GROUP BY l.menu_item_id, l.name, l.chosen_options`.pipe(LineRows, Effect.orDie)

    /** The period's rejected orders by the kitchen's reason. */
    const rejectionReasons = (span: ReportSpan) =>
      sql`SELECT rejection_reason AS reason, COUNT(*) AS orders, SUM(total_cents) AS value
        FROM orders WHERE ${inSpan(span)} AND status = 'cancelled' AND rejection_reason IS NOT NULL
        GROUP BY rejection_reason`.pipe(ReasonRows, Effect.orDie)

    /** The period's orders as a subquery: `id`, `order_number`, `state` (core's booksStateOf) and `total_cents`. */
    const booksOrdersOf = (span: ReportSpan) =>
      sql`SELECT id, order_number, ${sql.literal(BOOKS_STATE)} AS state, total_cents
        FROM orders WHERE ${inSpan(span)}`

    /**
     * The period's orders the kitchen accepted (a status past awaiting an answer), then cancelled,
     * as a subquery: `id`, `order_number`, `rejection_reason`, `total_cents`.
     */
    const voidedOrdersOf = (span: ReportSpan) =>
      sql`SELECT o.id, o.order_number, o.rejection_reason, o.total_cents
        FROM orders o WHERE ${inSpan(span, "o")} AND o.status = 'cancelled'
          AND EXISTS (SELECT 1 FROM order_status_changes c WHERE c.order_id = o.id
            AND c.status NOT IN (${sql.literal(NOT_ACCEPTED)}))`

    /** One page of the period's orders the kitchen had, oldest first, after `after` (keyset: created_at, then id). */
    const orderPage = (span: ReportSpan, after: PageCursor, limit: number) =>
      sql`SELECT id, outlet_id, order_number, created_at, order_type, entered_by, pickup_time,
          ${sql.literal(SETTLED_BY)} AS payment_method, status, rejection_reason
        FROM orders WHERE ${inSpan(span)}
          AND (created_at > ${after.createdAt} OR (created_at = ${after.createdAt} AND id > ${after.id}))
        ORDER BY created_at, id LIMIT ${limit}`.pipe(decodedRows(ExportOrderRow, "orders"), Effect.orDie)

    /** The lines of the orders `orderIds`, in each order's own order. */
    const linesOf = (orderIds: ReadonlyArray<number>) =>
      orderIds.length === 0
        ? Effect.succeed([])
        : sql`SELECT order_id, name, chosen_options, quantity, unit_price_cents
            FROM order_lines WHERE ${sql.in("order_id", orderIds)} ORDER BY order_id, position`.pipe(
            decodedRows(ExportLineRow, "order_lines"),
            Effect.orDie
          )

    /** The outlet (its id) each of the orders `orderIds` was placed at: a statement line names it, a minimum counts by it. */
    const outletIdsOf = (orderIds: ReadonlyArray<number>) =>
      orderIds.length === 0
        ? Effect.succeed(new Map<number, number>())
        : sql`SELECT id, outlet_id FROM orders WHERE ${sql.in("id", orderIds)}`.pipe(
            decodedRows(OrderOutletRow, "orders' outlets"),
            Effect.map((rows) => new Map(rows.map((row) => [row.id, row.outlet_id]))),
            Effect.orDie
          )

    return {
      outletIdsOf,
      quarterTallies,
      outletTallies,
      soldLines,
      rejectionReasons,
      booksOrdersOf,
      voidedOrdersOf,
      orderPage,
      linesOf
    } as const
  })
}) {
  /** Over the database a test provides (TestDatabaseLive: SQLite, or PostgreSQL in that pass). */
  static readonly Test = OrderReports.Default
}
