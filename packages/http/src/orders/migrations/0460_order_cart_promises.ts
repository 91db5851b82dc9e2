import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { columnTypes } from "../../db/column-types.js"

/**
 * order_cart_promises: a golf-cart order's one promise (core cartPromise), when and around which
 * hole the food meets the cart. Made when the order is placed and again when the kitchen answers,
 * then read by every screen, ticket and text, so no read works out its own (issue 42). Apart from
 * `orders` so writing it leaves the report's triggers on `orders` alone.
 */
export const migration = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const { float } = columnTypes(sql)
  yield* sql`CREATE TABLE order_cart_promises (
    order_id INTEGER PRIMARY KEY REFERENCES orders (id),
    meet_at TEXT NOT NULL,
    hole INTEGER NOT NULL,
    latitude ${float} NOT NULL,
    longitude ${float} NOT NULL,
    stale_minutes INTEGER
  )`
})
