import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { columnTypes } from "./column-types.js"

/** Staff accounts with roles, and the audit log (issue 13, door 10), ids 0040 to 0049. Never edited once shipped. */
export const staffMigrations = {
  /**
   * Roles become admin, manager or kitchen (core `STAFF_ROLES`): the old "staff" role could do
   * everything but accounts, which is a manager now. An account can be disabled without losing
   * who it was in the audit log.
   */
  "0040_staff_roles": Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`UPDATE staff_users SET role = 'manager' WHERE role NOT IN ('admin', 'manager', 'kitchen')`
    yield* sql`ALTER TABLE staff_users ADD COLUMN disabled INTEGER NOT NULL DEFAULT 0`
  }),
  /**
   * Who did what, when, from what to what. The actor's name is copied, not only referenced, so
   * the record reads the same after the account is renamed or disabled.
   */
  "0041_audit_log": Effect.gen(function* () {
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
}
