import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * A member's charge limits beyond the one per order: what may be charged in one venue-local day
 * and in one statement period (a calendar month), in cents, null for none. The house_ledger
 * (member_number, posted_at) index already serves the sums they are checked against.
 */
export const migration = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`ALTER TABLE club_members ADD COLUMN daily_limit_cents INTEGER CHECK (daily_limit_cents >= 0)`
  yield* sql`ALTER TABLE club_members ADD COLUMN period_limit_cents INTEGER CHECK (period_limit_cents >= 0)`
})
