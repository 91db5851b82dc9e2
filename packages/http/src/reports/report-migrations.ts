import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/** The end-of-day report's schema changes (issue 30), ids 0300 to 0309. Never edited once shipped. */
export const reportMigrations = {
  /**
   * Covering indexes for the report's two big reads, so a month of orders is added up from the
   * indexes alone, without visiting the tables: the orders of a period (every column the tallies
   * group and sum, after created_at for the range) and their lines (what the item mix groups and
   * sums, after order_id for the join). PERFORMANCE.md has the figures with and without them.
   */
  "0300_report_indexes": Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`CREATE INDEX orders_report ON orders (created_at, status, order_type, entered_by, pickup_time,
      payment_method, rejection_reason, reward_code, subtotal_cents, member_discount_cents,
      reward_discount_cents, tax_cents, delivery_fee_cents, gratuity_cents, total_cents, id)`
    yield* sql`CREATE INDEX order_lines_report ON order_lines (order_id, menu_item_id, name, chosen_options,
      quantity, unit_price_cents)`
  })
}
