import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { columnTypes } from "../../db/column-types.js"

/**
 * printers: the kitchen's network printers, each with the menu categories it prints (a JSON
 * array; empty: everything) and its last known state (read with the status query by whichever
 * node last reached it). print_jobs: one ticket for one printer, written in the transaction that
 * causes it; `lease_until` lets one node at a time try it, `sending_at` records that its bytes
 * began to go out (a retry after that is marked REPRINT), `sent_at` that the printer took them.
 */
export const migration = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const { generatedId } = columnTypes(sql)
  yield* sql`CREATE TABLE printers (
    id ${generatedId},
    name TEXT NOT NULL UNIQUE,
    host TEXT NOT NULL,
    port INTEGER NOT NULL CHECK (port BETWEEN 1 AND 65535),
    width_mm INTEGER NOT NULL CHECK (width_mm IN (58, 80)),
    language TEXT NOT NULL CHECK (language IN ('esc-pos', 'star-prnt')),
    categories TEXT NOT NULL DEFAULT '[]',
    state TEXT NOT NULL DEFAULT 'unknown',
    state_detail TEXT,
    state_checked_at TEXT,
    created_at TEXT NOT NULL
  )`
  yield* sql`CREATE TABLE print_jobs (
    id ${generatedId},
    printer_id INTEGER NOT NULL REFERENCES printers (id),
    order_id INTEGER NOT NULL REFERENCES orders (id),
    reprint INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at TEXT NOT NULL,
    lease_until TEXT,
    sending_at TEXT,
    sent_at TEXT,
    last_error TEXT
  )`
  yield* sql`CREATE INDEX print_jobs_waiting ON print_jobs (printer_id, id) WHERE sent_at IS NULL`
  yield* sql`CREATE INDEX print_jobs_order ON print_jobs (order_id)`
})
