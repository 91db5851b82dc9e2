import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/** Why the kitchen rejected an order, shown on the customer's order page (null: not rejected). */
export const migration = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`ALTER TABLE orders ADD COLUMN rejection_reason TEXT`
})
