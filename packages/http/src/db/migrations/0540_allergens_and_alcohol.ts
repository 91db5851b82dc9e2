import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Allergens, dietary labels and alcohol (issue 41). Lists are stored as the core list's own words,
 * comma-separated in list order ("peanuts,wheat"; "" for none):
 * - menu_items.allergens, .labels, .alcoholic (0/1);
 * - loyalty_users.allergies: the member's saved allergies;
 * - orders.allergy_note (the order's own note), .member_allergies (the member's saved allergies as
 *   they were when the order was placed: the ticket a cook reads must not change under them) and
 *   .alcoholic_drinks (how many it holds: any means "Check ID at handoff").
 */
export const migration = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`ALTER TABLE menu_items ADD COLUMN allergens TEXT NOT NULL DEFAULT ''`
  yield* sql`ALTER TABLE menu_items ADD COLUMN labels TEXT NOT NULL DEFAULT ''`
  yield* sql`ALTER TABLE menu_items ADD COLUMN alcoholic INTEGER NOT NULL DEFAULT 0`
  yield* sql`ALTER TABLE loyalty_users ADD COLUMN allergies TEXT NOT NULL DEFAULT ''`
  yield* sql`ALTER TABLE orders ADD COLUMN allergy_note TEXT`
  yield* sql`ALTER TABLE orders ADD COLUMN member_allergies TEXT NOT NULL DEFAULT ''`
  yield* sql`ALTER TABLE orders ADD COLUMN alcoholic_drinks INTEGER NOT NULL DEFAULT 0`
})
