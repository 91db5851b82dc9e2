import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/** One pending SMS code per phone, stored hashed, with its expiry and the wrong tries so far. */
export const migration = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`CREATE TABLE phone_codes (
    phone TEXT PRIMARY KEY,
    code_hash TEXT NOT NULL,
    expires_at TEXT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0
  )`
})
