import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { columnTypes } from "../../db/column-types.js"

/**
 * Who did what, when, from what to what. The actor's name is copied, not only referenced, so
 * the record reads the same after the account is renamed or disabled.
 */
export const migration = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const { generatedId } = columnTypes(sql)
  yield* sql`CREATE TABLE audit_log (
    id ${generatedId},
    at TEXT NOT NULL,
    actor_id INTEGER,
    actor TEXT NOT NULL,
    action TEXT NOT NULL,
    order_id INTEGER,
    subject TEXT NOT NULL,
    from_value TEXT,
    to_value TEXT
  )`
  yield* sql`CREATE INDEX audit_log_order ON audit_log (order_id, id)`
})
