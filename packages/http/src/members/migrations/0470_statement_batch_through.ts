import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * A statement batch's through-date (YYYY-MM-DD on the venue's clock) for a month-end cut-off:
 * entries posted after it waited for the next batch. Null: the batch took every unexported entry.
 */
export const migration = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`ALTER TABLE statement_batches ADD COLUMN through_date TEXT`
})
