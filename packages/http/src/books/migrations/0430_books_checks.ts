import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { columnTypes } from "../../db/column-types.js"

/**
 * books_checks: each run of the books check (nightly after a good backup, or asked for by a
 * manager), what it covered and the mismatches it found (JSON); the Admin card shows the latest.
 * orders_house_charged: the orders signed to a member account, which the check reads whole, found
 * without reading every order (a scan of a million held SQLite's one connection for most of a second).
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
  yield* sql`CREATE INDEX orders_house_charged ON orders (id) WHERE house_account IS NOT NULL`
})
