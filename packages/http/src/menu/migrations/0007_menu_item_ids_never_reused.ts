import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * SQLite hands a deleted highest id to the next row unless the key is AUTOINCREMENT, and a
 * browser's saved cart would then hold a different dish. The table is rebuilt (SQLite cannot
 * alter a key); other databases' identity columns never reuse ids, so they need nothing.
 * Menu items are the only rows the app deletes; rewards, orders and redemptions are append-only.
 */
export const migration = Effect.gen(function* () {
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
