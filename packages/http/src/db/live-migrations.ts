import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { columnTypes } from "./column-types.js"

/**
 * The schema changes of the live work (issue 10), ids 0010 to 0014. Never edited once shipped.
 */
export const liveMigrations = {
  /** When each order reached each status, for the customer's timeline. */
  "0010_order_status_changes": Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const { generatedId } = columnTypes(sql)
    yield* sql`CREATE TABLE order_status_changes (
      id ${generatedId},
      order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
      status TEXT NOT NULL,
      changed_at TEXT NOT NULL
    )`
    yield* sql`CREATE INDEX order_status_changes_order ON order_status_changes (order_id, id)`
    // Orders placed before this migration start their history where they were placed.
    yield* sql`INSERT INTO order_status_changes (order_id, status, changed_at)
      SELECT id, 'pending', created_at FROM orders`
  }),
  /**
   * Web Push: the server's VAPID key pair (made on first start, never in the repo or the build)
   * and each browser's subscription, tied to a staff account or to one customer's order.
   */
  "0011_web_push": Effect.gen(function* () {
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
  }),
  /** Event ids shared by every node on PostgreSQL (see GrillEvents); SQLite has one process and its clock. */
  "0012_event_ids": Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql.onDialectOrElse({
      pg: () => sql`CREATE SEQUENCE grill_event_ids START WITH 1`,
      orElse: () => Effect.void
    })
  })
}
