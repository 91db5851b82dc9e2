import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { columnTypes } from "../../db/column-types.js"

/**
 * Where each beverage cart is while its attendant shares it (issue 43): one row per cart outlet,
 * replaced by each fix the phone sends and deleted when sharing stops. Not a record of money or
 * stock: the latest spot is all a golfer waiting for the cart needs.
 */
export const migration = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const { float } = columnTypes(sql)
  yield* sql`CREATE TABLE bev_cart_positions (
    outlet_id INTEGER PRIMARY KEY REFERENCES outlets (id),
    latitude ${float} NOT NULL,
    longitude ${float} NOT NULL,
    at TEXT NOT NULL,
    shared_by TEXT NOT NULL
  )`
})
