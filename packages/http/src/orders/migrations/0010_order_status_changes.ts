import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { columnTypes } from "../../db/column-types.js"

/** When each order reached each status, for the customer's timeline. */
export const migration = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const { generatedId } = columnTypes(sql)
  yield* sql`CREATE TABLE order_status_changes (
    id ${generatedId},
    order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    status TEXT NOT NULL,
    changed_at TEXT NOT NULL
  )`
  yield* sql`CREATE INDEX order_status_changes_order ON order_status_changes (order_id, id)`
  // Orders placed before this migration start their history where they were placed.
  yield* sql`INSERT INTO order_status_changes (order_id, status, changed_at)
    SELECT id, 'pending', created_at FROM orders`
})
