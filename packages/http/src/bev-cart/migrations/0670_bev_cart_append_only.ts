import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { refuseRowChanges, refuseTruncate } from "../../db/migrations/0440_money_records_append_only.js"

/*
 * A cart's shift events and its sales are its records of money and stock: the shift report is a
 * tally of them, so a correction is a new event, never an edited or deleted one. Until now only
 * the code kept to that; these triggers make the database refuse the rest, as 0440 does for the
 * ledger and the card entries: no UPDATE, no DELETE (nor TRUNCATE on PostgreSQL).
 */

export const SHIFT_EVENTS_APPEND_ONLY =
  "Shift events are never changed or deleted: a correction is a new event"

export const CART_SALES_APPEND_ONLY = "Beverage cart sales are never changed or deleted"

export const migration = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  for (const [table, message] of [
    ["bev_cart_shift_events", SHIFT_EVENTS_APPEND_ONLY],
    ["bev_cart_sales", CART_SALES_APPEND_ONLY]
  ] as const) {
    yield* refuseRowChanges(sql, `${table}_never_updated`, table, "UPDATE", message)
    yield* refuseRowChanges(sql, `${table}_never_deleted`, table, "DELETE", message)
    yield* refuseTruncate(sql, table, message)
  }
})
