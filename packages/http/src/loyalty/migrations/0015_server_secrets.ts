import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/** Server secrets generated on first start (the key that signs phone credentials); never in the repo. */
export const migration = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`CREATE TABLE server_secrets (
    name TEXT PRIMARY KEY,
    value TEXT NOT NULL
  )`
})
