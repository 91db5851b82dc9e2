import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Phone possession (issue 13, door 1), ids from 0015, kept apart from the other migration files
 * so parallel work does not collide. Never edited once shipped.
 */
export const possessionMigrations = {
  /** Server secrets generated on first start (the key that signs phone credentials); never in the repo. */
  "0015_server_secrets": Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`CREATE TABLE server_secrets (
      name TEXT PRIMARY KEY,
      value TEXT NOT NULL
    )`
  }),
  /** One pending SMS code per phone, stored hashed, with its expiry and the wrong tries so far. */
  "0016_phone_codes": Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`CREATE TABLE phone_codes (
      phone TEXT PRIMARY KEY,
      code_hash TEXT NOT NULL,
      expires_at TEXT NOT NULL,
      attempts INTEGER NOT NULL DEFAULT 0
    )`
  })
}
