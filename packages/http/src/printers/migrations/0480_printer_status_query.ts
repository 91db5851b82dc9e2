import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * printers.ask_status: whether the printer is asked the ESC/POS status query around each ticket
 * and when idle (1, as before). Some printers never answer it and read "Offline" forever though
 * they print; for them an admin turns it off (0) and the printer shows "Status not checked".
 */
export const migration = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`ALTER TABLE printers ADD COLUMN ask_status INTEGER NOT NULL DEFAULT 1`
})
