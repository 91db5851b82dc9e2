import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * menu_item_counts: an item's count for the day ("12 left", issue 41), a row only for an item
 * that has one. `taken` runs up as orders take from it and never past `daily_count` (the check is
 * the database's own guard against overselling); `resets_at` is when the venue's daily reset
 * makes the count whole again (applied when next read or taken, core item-count.ts).
 *
 * order_item_takes: what each order took from a count, and for which day (`taken_for`, the count's
 * `resets_at` then), so a cancelled or rejected order gives back exactly that, once
 * (`given_back`), and only to the same day's count. No reference to the item: history outlives it.
 */
export const migration = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`CREATE TABLE menu_item_counts (
    item_id INTEGER PRIMARY KEY REFERENCES menu_items (id) ON DELETE CASCADE,
    daily_count INTEGER NOT NULL CHECK (daily_count >= 0),
    taken INTEGER NOT NULL DEFAULT 0 CHECK (taken >= 0 AND taken <= daily_count),
    resets_at TEXT NOT NULL
  )`
  yield* sql`CREATE TABLE order_item_takes (
    order_id INTEGER NOT NULL REFERENCES orders (id),
    item_id INTEGER NOT NULL,
    quantity INTEGER NOT NULL CHECK (quantity > 0),
    taken_for TEXT NOT NULL,
    given_back INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (order_id, item_id)
  )`
})
