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
  }),
  /**
   * SQLite hands a deleted highest id to the next row unless the key is AUTOINCREMENT, and a
   * browser's saved cart would then hold a different dish. The table is rebuilt (SQLite cannot
   * alter a key); other databases' identity columns never reuse ids, so they need nothing.
   * Menu items are the only rows the app deletes; rewards, orders and redemptions are append-only.
   */
  "0007_menu_item_ids_never_reused": Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql.onDialectOrElse({
      sqlite: () =>
        Effect.gen(function* () {
          yield* sql`CREATE TABLE menu_items_autoincrement (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            name TEXT NOT NULL,
            description TEXT NOT NULL DEFAULT '',
            price_cents INTEGER NOT NULL CHECK (price_cents >= 0),
            category_id TEXT NOT NULL DEFAULT '',
            available INTEGER NOT NULL DEFAULT 1
          )`
          yield* sql`INSERT INTO menu_items_autoincrement (id, name, description, price_cents, category_id, available)
            SELECT id, name, description, price_cents, category_id, available FROM menu_items`
          yield* sql`DROP TABLE menu_items`
          yield* sql`ALTER TABLE menu_items_autoincrement RENAME TO menu_items`
          yield* sql`CREATE INDEX menu_items_category ON menu_items (category_id)`
        }),
      orElse: () => Effect.void
    })
  })
}
