import { SqlClient } from "@effect/sql"
import type { BooksTally, LineTally, OrderTally, OutletTally, ReportRefund, ReportVoid } from "@grill/core"
import { Effect } from "effect"
import { LoyaltyRepo } from "../loyalty/repo.js"
import {
  LineRows,
  OrderReports,
  OutletTallyRows,
  ReasonRows,
  type ReportSpan,
  TallyRows
} from "../orders/report-reads.js"
import { PaymentReports } from "../payments/report-reads.js"
import { AuditLog } from "../staff/audit-log.js"

export type { ExportOrderRow, PageCursor, ReportSpan } from "../orders/report-reads.js"

/** The roll-up's sums over a group of its rows. */
const ROLLED_SUMS = `SUM(orders) AS orders, SUM(subtotal) AS subtotal, SUM(member_discount) AS member_discount,
  SUM(reward_discount) AS reward_discount, SUM(service_charge) AS service_charge, SUM(tax) AS tax,
  SUM(delivery_fee) AS delivery_fee, SUM(gratuity) AS gratuity, SUM(total) AS total,
  SUM(rewards_used) AS rewards_used`

/** A line's options as stored (`{ id, name, priceCents }` each), as the report names and prices them. */
const readOptions = (text: string) =>
  (JSON.parse(text) as Array<{ name: string; priceCents: number }>).map((option) => ({
    name: option.name,
    price: option.priceCents
  }))

/**
 * The report's reads: orders added up by the database, so a month of a busy grill comes back as
 * a few thousand rows. By hour from the roll-up the triggers keep (report_hours,
 * report_item_hours: 0300, 0420, 0600); in a zone off the hour by quarter hour from the orders
 * themselves (their owner's reads, orders/report-reads.ts). Either way only the orders the
 * kitchen had (payment_hold 0): a card order held for its authorisation, or given up before it,
 * is in no figure at all. What the books add from other tables is read by each table's owner.
 */
export class ReportRepo extends Effect.Service<ReportRepo>()("Reports/ReportRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const orders = yield* OrderReports
    const payments = yield* PaymentReports
    const audit = yield* AuditLog
    const loyalty = yield* LoyaltyRepo

    const tallies = (span: ReportSpan, bucketMinutes: 15 | 60) =>
      (bucketMinutes === 60 ? rolledTallies(span) : orders.quarterTallies(span)).pipe(
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
              serviceCharge: row.service_charge,
              tax: row.tax,
              deliveryFee: row.delivery_fee,
              gratuity: row.gratuity,
              total: row.total,
              rewardsUsed: row.rewards_used
            })
          )
        )
      )

    // The roll-up by UTC hour, the kitchen's orders only; one outlet's when the span names one.
    const hours = (span: ReportSpan) => {
      const inHours = sql`hour >= ${span.start.slice(0, 13)} AND hour < ${span.end.slice(0, 13)}`
      return span.outletId === undefined ? inHours : sql`outlet_id = ${span.outletId} AND ${inHours}`
    }

    const rolledTallies = (span: ReportSpan) =>
      sql`SELECT hour AS bucket, channel, settled_by, outcome, scheduled, ${sql.literal(ROLLED_SUMS)}
        FROM report_hours WHERE ${hours(span)}
        GROUP BY hour, channel, settled_by, outcome, scheduled HAVING SUM(orders) <> 0`.pipe(
        TallyRows,
        Effect.orDie
      )

    // By outlet over the whole span: a few rows, where by hour they would be one per outlet each hour.
    const rolledOutletTallies = (span: ReportSpan) =>
      sql`SELECT outlet_id, settled_by, outcome, ${sql.literal(ROLLED_SUMS)}
        FROM report_hours WHERE ${hours(span)}
        GROUP BY outlet_id, settled_by, outcome HAVING SUM(orders) <> 0`.pipe(OutletTallyRows, Effect.orDie)

    /** The span's orders by outlet (named by `slugOf` its id), what settled them and outcome. */
    const outletTallies = (span: ReportSpan, bucketMinutes: 15 | 60, slugOf: (outletId: number) => string) =>
      (bucketMinutes === 60 ? rolledOutletTallies(span) : orders.outletTallies(span)).pipe(
        Effect.map((rows) =>
          rows.map(
            (row): OutletTally => ({
              outlet: slugOf(row.outlet_id),
              paymentMethod: row.settled_by,
              outcome: row.outcome,
              orders: row.orders,
              subtotal: row.subtotal,
              memberDiscount: row.member_discount,
              rewardDiscount: row.reward_discount,
              serviceCharge: row.service_charge,
              tax: row.tax,
              deliveryFee: row.delivery_fee,
              gratuity: row.gratuity,
              total: row.total,
              rewardsUsed: row.rewards_used
            })
          )
        )
      )

    const rolledLines = (span: ReportSpan) =>
      sql`SELECT item_id, name, chosen_options, SUM(quantity) AS quantity, SUM(base_sales) AS base_sales
        FROM report_item_hours WHERE ${hours(span)}
        GROUP BY item_id, name, chosen_options HAVING SUM(quantity) <> 0`.pipe(LineRows, Effect.orDie)

    const rolledReasons = (span: ReportSpan) =>
      sql`SELECT reason, SUM(orders) AS orders, SUM(total) AS value
        FROM report_hours WHERE ${hours(span)} AND outcome = 'rejected'
        GROUP BY reason HAVING SUM(orders) <> 0`.pipe(ReasonRows, Effect.orDie)

    const lines = (span: ReportSpan, bucketMinutes: 15 | 60) =>
      (bucketMinutes === 60 ? rolledLines(span) : orders.soldLines(span)).pipe(
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

    const reasons = (span: ReportSpan, bucketMinutes: 15 | 60) =>
      bucketMinutes === 60 ? rolledReasons(span) : orders.rejectionReasons(span)

    /** Card money by order, whenever it moved (captures less refunds); the voids with the staff user who made them. */
    const books = (span: ReportSpan) =>
      Effect.all([
        payments.cardMoneyByState(orders.booksOrdersOf(span)),
        payments.refundsOf(orders.booksOrdersOf(span)),
        audit.lastOrderActOf(orders.voidedOrdersOf(span))
      ]).pipe(
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

    return {
      orderPage: orders.orderPage,
      linesOf: (orderIds: ReadonlyArray<number>) =>
        orders
          .linesOf(orderIds)
          .pipe(
            Effect.map((rows) => rows.map((row) => ({ ...row, options: readOptions(row.chosen_options) })))
          ),
      tallies,
      outletTallies,
      lines,
      reasons,
      newMembers: (span: ReportSpan) => loyalty.joinedBetween(span.start, span.end),
      books
    }
  }),
  dependencies: [OrderReports.Default, PaymentReports.Default, AuditLog.Default, LoyaltyRepo.Default]
}) {
  /** Over the database a test provides (TestDatabaseLive: SQLite, or PostgreSQL in that pass). */
  static readonly Test = ReportRepo.Default
}
