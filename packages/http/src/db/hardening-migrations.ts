import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * The schema changes of the hardening work (issue 13), ids 0005 to 0008, kept apart from
 * migrations.ts so parallel work on other tables does not collide. Never edited once shipped.
 */
export const hardeningMigrations = {
  /** An idempotency key answers only the request it came with: its body's hash is kept beside it. */
  "0005_idempotency_request_hash": Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`ALTER TABLE orders ADD COLUMN idempotency_hash TEXT`
  }),
  /** Orders delivered to a member's saved address: shown masked to anyone without proof of the phone. */
  "0006_orders_address_from_profile": Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`ALTER TABLE orders ADD COLUMN address_from_profile INTEGER NOT NULL DEFAULT 0`
  })
}
