import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Roles become admin, manager or kitchen (core `STAFF_ROLES`): the old "staff" role could do
 * everything but accounts, which is a manager now. An account can be disabled without losing
 * who it was in the audit log.
 */
export const migration = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`UPDATE staff_users SET role = 'manager' WHERE role NOT IN ('admin', 'manager', 'kitchen')`
  yield* sql`ALTER TABLE staff_users ADD COLUMN disabled INTEGER NOT NULL DEFAULT 0`
})
