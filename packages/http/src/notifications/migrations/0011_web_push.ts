import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Web Push: the server's VAPID key pair (made on first start, never in the repo or the build)
 * and each browser's subscription, tied to a staff account or to one customer's order.
 */
export const migration = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`CREATE TABLE vapid_keys (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    public_key TEXT NOT NULL,
    private_key TEXT NOT NULL,
    created_at TEXT NOT NULL
  )`
  yield* sql`CREATE TABLE push_subscriptions (
    endpoint TEXT PRIMARY KEY,
    p256dh TEXT NOT NULL,
    auth TEXT NOT NULL,
    staff_id INTEGER REFERENCES staff_users (id) ON DELETE CASCADE,
    order_id INTEGER REFERENCES orders (id) ON DELETE CASCADE,
    created_at TEXT NOT NULL
  )`
  yield* sql`CREATE INDEX push_subscriptions_order ON push_subscriptions (order_id)`
  yield* sql`CREATE INDEX push_subscriptions_staff ON push_subscriptions (staff_id)`
})
