import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * What the kitchen decided about ordering: a pause (its reason and when it ends, none for
 * "until resumed") and the minutes new orders are quoted (none: the venue's default). One row,
 * shared by every node.
 */
export const migration = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`CREATE TABLE kitchen_state (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    paused INTEGER NOT NULL DEFAULT 0,
    pause_reason TEXT,
    paused_until TEXT,
    quoted_minutes INTEGER
  )`
  yield* sql`INSERT INTO kitchen_state (id) VALUES (1)`
})
