import { SqlClient, type Statement } from "@effect/sql"
import { Effect, Schema } from "effect"
import { decodedRows, SqlNumber } from "../db/table.js"

/** Orders by where their money stands, with their cards' captures and refunds. */
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

/**
 * The end-of-day report's reads of the card money (payment_entries, append-only), over a set of
 * orders their owner gives as a subquery (orders/report-reads.ts, `booksOrdersOf`: `id`,
 * `order_number`, `state`, `total_cents`): one statement each, whatever the period's size.
 */
export class PaymentReports extends Effect.Service<PaymentReports>()("Payments/PaymentReports", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    /** The orders by their `state`: how many, their totals, and their cards' captures and refunds whenever they moved. */
    const cardMoneyByState = (orders: Statement.Fragment) =>
      sql`SELECT o.state, COUNT(*) AS orders, SUM(o.total_cents) AS total,
          SUM(COALESCE(m.captured, 0)) AS captured, SUM(COALESCE(m.refunded, 0)) AS refunded
        FROM (${orders}) o LEFT JOIN (
          SELECT order_id, SUM(CASE WHEN kind = 'captured' THEN amount_cents ELSE 0 END) AS captured,
            SUM(CASE WHEN kind = 'refunded' THEN amount_cents ELSE 0 END) AS refunded
          FROM payment_entries GROUP BY order_id
        ) m ON m.order_id = o.id
        GROUP BY o.state`.pipe(BooksRows, Effect.orDie)

    /** Every refund of the orders, oldest first, with who made it. */
    const refundsOf = (orders: Statement.Fragment) =>
      sql`SELECT o.order_number, e.amount_cents, e.recorded_at, e.recorded_by
        FROM (${orders}) o JOIN payment_entries e ON e.order_id = o.id AND e.kind = 'refunded'
        ORDER BY e.recorded_at, e.id`.pipe(RefundRows, Effect.orDie)

    return { cardMoneyByState, refundsOf } as const
  })
}) {
  /** Over the database a test provides (TestDatabaseLive: SQLite, or PostgreSQL in that pass). */
  static readonly Test = PaymentReports.Default
}
