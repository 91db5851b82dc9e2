import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/** The first outlet not retired, in the club's order: where a printer naming none belongs. */
const FIRST_OUTLET = `(SELECT id FROM outlets WHERE retired_at IS NULL ORDER BY position, id LIMIT 1)`

/**
 * printers.outlet_id: the outlet whose orders a printer prints (issue 40). Migration 0500 added
 * the column (1 for every printer) without a reference, as SQLite's ADD COLUMN cannot give a
 * NOT NULL column one; now it references outlets and has no default (a printer is added naming
 * its outlet). Every existing printer goes to the first outlet not retired (the grill of a
 * database made before outlets), which keeps printing what it printed while the club had one.
 *
 * PostgreSQL adds the constraint in place. SQLite cannot, so the table is made anew: its rows
 * set aside, the table dropped and created again with the reference, the rows put back with
 * their ids. Foreign keys stay on inside the migrator's transaction, so their checks are deferred
 * to its commit (defer_foreign_keys, which ends with it): dropping the table leaves print_jobs'
 * rows without their printer until the same ids are back, and the commit finds nothing amiss.
 */
export const migration = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql.onDialectOrElse({
    pg: () =>
      Effect.gen(function* () {
        yield* sql.unsafe(`UPDATE printers SET outlet_id = COALESCE(${FIRST_OUTLET}, outlet_id)`)
        yield* sql`ALTER TABLE printers ALTER COLUMN outlet_id DROP DEFAULT`
        yield* sql`ALTER TABLE printers ADD CONSTRAINT printers_outlet_id_fkey
          FOREIGN KEY (outlet_id) REFERENCES outlets (id)`
      }),
    orElse: () =>
      Effect.gen(function* () {
        yield* sql`PRAGMA defer_foreign_keys = ON`
        yield* sql`CREATE TABLE printers_before_0690 AS SELECT * FROM printers`
        yield* sql`DROP TABLE printers`
        yield* sql`CREATE TABLE printers (
          id INTEGER PRIMARY KEY,
          name TEXT NOT NULL UNIQUE,
          host TEXT NOT NULL,
          port INTEGER NOT NULL CHECK (port BETWEEN 1 AND 65535),
          width_mm INTEGER NOT NULL CHECK (width_mm IN (58, 80)),
          language TEXT NOT NULL CHECK (language IN ('esc-pos', 'star-prnt')),
          categories TEXT NOT NULL DEFAULT '[]',
          state TEXT NOT NULL DEFAULT 'unknown',
          state_detail TEXT,
          state_checked_at TEXT,
          created_at TEXT NOT NULL,
          ask_status INTEGER NOT NULL DEFAULT 1,
          outlet_id INTEGER NOT NULL REFERENCES outlets (id)
        )`
        yield* sql.unsafe(`INSERT INTO printers (id, name, host, port, width_mm, language, categories, state,
            state_detail, state_checked_at, created_at, ask_status, outlet_id)
          SELECT id, name, host, port, width_mm, language, categories, state, state_detail,
            state_checked_at, created_at, ask_status, COALESCE(${FIRST_OUTLET}, outlet_id)
          FROM printers_before_0690`)
        yield* sql`DROP TABLE printers_before_0690`
      })
  })
})
