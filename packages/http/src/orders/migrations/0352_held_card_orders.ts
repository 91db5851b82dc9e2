import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * The card orders that are not the kitchen's (payment_hold 1: held for their authorisation; 2:
 * never reached the kitchen), found without reading every order: the reconciler looks for held
 * orders Stripe never made an intent for, and reports leave them out. Few orders are, so the
 * partial index stays small however long the order history grows.
 */
export const migration = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`CREATE INDEX orders_payment_held ON orders (created_at) WHERE payment_hold <> 0`
})
