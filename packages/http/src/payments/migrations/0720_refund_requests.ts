import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { columnTypes } from "../../db/column-types.js"
import { refuseRowChanges, refuseTruncate } from "../../db/migrations/0440_money_records_append_only.js"

/*
 * refund_requests: each staff refund as it was asked for, written before the call to Stripe.
 * Stripe announces a refund (charge.refunded) as soon as it makes it, so its webhook can record
 * the refund before the staff member's own request returns; the entry it writes then takes its
 * staff member from here, and the day's report names who refunded whichever path recorded it.
 * Append-only, as the entries it explains.
 */

export const REFUND_REQUESTS_APPEND_ONLY = "Refund requests are never changed or deleted"

export const migration = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const { generatedId } = columnTypes(sql)
  yield* sql`CREATE TABLE refund_requests (
    id ${generatedId},
    order_id INTEGER NOT NULL REFERENCES orders (id),
    amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
    requested_by TEXT NOT NULL,
    requested_at TEXT NOT NULL
  )`
  yield* sql`CREATE INDEX refund_requests_order ON refund_requests (order_id, id)`
  yield* refuseRowChanges(
    sql,
    "refund_requests_never_updated",
    "refund_requests",
    "UPDATE",
    REFUND_REQUESTS_APPEND_ONLY
  )
  yield* refuseRowChanges(
    sql,
    "refund_requests_never_deleted",
    "refund_requests",
    "DELETE",
    REFUND_REQUESTS_APPEND_ONLY
  )
  yield* refuseTruncate(sql, "refund_requests", REFUND_REQUESTS_APPEND_ONLY)
})
