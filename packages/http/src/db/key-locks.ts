import type { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Makes transactions that race on the same natural key (an idempotency key, a phone number)
 * take turns, for the rest of the calling transaction. SQLite already runs one transaction at a
 * time on its single connection; PostgreSQL runs them side by side under READ COMMITTED, so it
 * takes a transaction-scoped advisory lock per key (released at commit or rollback). Keys are
 * locked in sorted order, so two transactions never hold one each and wait for the other.
 */
export const lockKeys = (sql: SqlClient.SqlClient, keys: ReadonlyArray<string>) =>
  sql.onDialectOrElse({
    pg: () =>
      Effect.forEach(
        [...new Set(keys)].sort(),
        (key) => sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`,
        { discard: true }
      ),
    orElse: () => Effect.void
  })
