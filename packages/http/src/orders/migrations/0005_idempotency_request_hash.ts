import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/** An idempotency key answers only the request it came with: its body's hash is kept beside it. */
export const migration = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`ALTER TABLE orders ADD COLUMN idempotency_hash TEXT`
})
