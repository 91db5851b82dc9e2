import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * A reward's effect on an order (money off, or a menu item free; neither: honoured at the
 * counter); when and on which order a code was used (no order: marked used at the counter);
 * and the code an order used with what it took off. The free item is not a foreign key: a
 * menu item may be deleted (its id is never reused), and then the reward is refused by name.
 */
export const migration = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`ALTER TABLE rewards ADD COLUMN discount_cents INTEGER CHECK (discount_cents > 0)`
  yield* sql`ALTER TABLE rewards ADD COLUMN free_item_id INTEGER`
  yield* sql`ALTER TABLE redemptions ADD COLUMN used_at TEXT`
  yield* sql`ALTER TABLE redemptions ADD COLUMN used_order_id INTEGER REFERENCES orders (id)`
  yield* sql`ALTER TABLE orders ADD COLUMN reward_code TEXT`
  yield* sql`ALTER TABLE orders ADD COLUMN reward_name TEXT`
  yield* sql`ALTER TABLE orders ADD COLUMN reward_discount_cents INTEGER NOT NULL DEFAULT 0`
  // A database seeded with the demo venue before this change gets the demo's effects too; only
  // rows exactly as the demo seeded them are touched, never a venue's own rewards.
  yield* sql`UPDATE rewards SET discount_cents = 1000, description = 'Ten dollars off your food order'
    WHERE name = '$10 Off Your Order' AND description = 'Ten dollars off any order over $20'`
  yield* sql`UPDATE rewards SET free_item_id = (SELECT MIN(id) FROM menu_items WHERE name = 'Fountain Soda')
    WHERE name = 'Free Fountain Soda' AND description = 'Any fountain drink with your order'`
})
