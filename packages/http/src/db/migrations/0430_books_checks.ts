import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { columnTypes } from "../column-types.js"

/**
 * books_checks: each run of the books check (nightly after a good backup, or asked for by a
 * manager), what it covered and the mismatches it found (JSON); the Admin card shows the latest.
 */
export const migration = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const { generatedId } = columnTypes(sql)
  yield* sql`CREATE TABLE books_checks (
    id ${generatedId},
    checked_at TEXT NOT NULL,
    checked_by TEXT NOT NULL,
    checks INTEGER NOT NULL,
    from_day TEXT NOT NULL,
    to_day TEXT NOT NULL,
    mismatches TEXT NOT NULL
  )`
})
