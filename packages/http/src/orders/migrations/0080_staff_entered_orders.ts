import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Who on the staff entered an order (their username, as the audit log names them; null for a
 * customer's own order), and how it is paid: the spec's `paymentMethod`, card unless staff took
 * it to be paid at the counter. Orders placed before this change were all by card.
 */
export const migration = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`ALTER TABLE orders ADD COLUMN entered_by TEXT`
  yield* sql`ALTER TABLE orders ADD COLUMN payment_method TEXT NOT NULL DEFAULT 'credit_card'
    CHECK (payment_method IN ('credit_card', 'pay_at_counter'))`
})
