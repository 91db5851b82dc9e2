import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/** Orders delivered to a member's saved address: shown masked to anyone without proof of the phone. */
export const migration = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`ALTER TABLE orders ADD COLUMN address_from_profile INTEGER NOT NULL DEFAULT 0`
})
