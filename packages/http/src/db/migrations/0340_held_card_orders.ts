import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * The card orders held for their authorisation, found without reading every order: the
 * reconciler looks for held orders Stripe never made an intent for. Few are held at once, so the
 * partial index stays small however long the order history grows.
 */
export const migration = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`CREATE INDEX orders_payment_held ON orders (created_at) WHERE payment_hold = 1`
})
