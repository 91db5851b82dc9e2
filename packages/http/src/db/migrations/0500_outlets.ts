import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { columnTypes } from "../column-types.js"

/**
 * outlets: the club's food and drink outlets (the grill, the halfway house, a beverage cart, a
 * bar). Every setting column is nullable, null meaning "the venue's setting" (its hours, last
 * orders, order types, tax; no service charge; tips allowed; sales count toward F&B minimums), so
 * the one outlet an existing database gets (id 1, slug `grill`, the venue's name) behaves exactly
 * as the venue did. Percents are whole parts per million of an amount (8% = 80000, 8.875% =
 * 88750): exact integers, never floats. Opening hours and order types are JSON text in the venue
 * configuration's shapes. The kitchen's decisions (pause, quoted minutes, orders per quarter
 * hour) move from kitchen_state's one row onto each outlet's row, the grill's copied over.
 *
 * Orders and printers belong to an outlet (1 for every existing row); a menu item is on one or
 * more outlets' menus (menu_item_outlets: an optional price of its own there, and whether it is
 * available there), every existing item on the grill's; a staff account may be limited to
 * outlets (staff_users.outlets: a JSON array of outlet ids, null for all). orders.service_charge_cents
 * holds an outlet's automatic service charge line (0 before outlets).
 */
export const migration = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const { generatedId } = columnTypes(sql)
  yield* sql`CREATE TABLE outlets (
    id ${generatedId},
    slug TEXT NOT NULL UNIQUE,
    name TEXT,
    kind TEXT NOT NULL CHECK (kind IN ('kitchen', 'halfway', 'beverage-cart', 'bar')),
    position INTEGER NOT NULL,
    retired_at TEXT,
    opening_hours TEXT,
    last_orders_minutes INTEGER CHECK (last_orders_minutes >= 0),
    order_types TEXT,
    tax_ppm INTEGER CHECK (tax_ppm BETWEEN 0 AND 1000000),
    service_charge_ppm INTEGER CHECK (service_charge_ppm BETWEEN 0 AND 1000000),
    service_charge_taxable INTEGER NOT NULL DEFAULT 0 CHECK (service_charge_taxable IN (0, 1)),
    tips_allowed INTEGER CHECK (tips_allowed IN (0, 1)),
    counts_toward_minimum INTEGER CHECK (counts_toward_minimum IN (0, 1)),
    paused INTEGER NOT NULL DEFAULT 0,
    pause_reason TEXT,
    paused_until TEXT,
    quoted_minutes INTEGER,
    slot_capacity INTEGER
  )`
  // The first row of an empty table is id 1 on both databases (PostgreSQL's identity then moves on).
  yield* sql`INSERT INTO outlets (slug, kind, position, paused, pause_reason, paused_until, quoted_minutes, slot_capacity)
    SELECT 'grill', 'kitchen', 0, paused, pause_reason, paused_until, quoted_minutes, slot_capacity
    FROM kitchen_state WHERE id = 1`
  yield* sql`DROP TABLE kitchen_state`

  yield* sql`ALTER TABLE orders ADD COLUMN outlet_id INTEGER NOT NULL DEFAULT 1`
  yield* sql`ALTER TABLE orders ADD COLUMN service_charge_cents INTEGER NOT NULL DEFAULT 0`
  yield* sql`ALTER TABLE printers ADD COLUMN outlet_id INTEGER NOT NULL DEFAULT 1`
  yield* sql`ALTER TABLE staff_users ADD COLUMN outlets TEXT`

  yield* sql`CREATE TABLE menu_item_outlets (
    menu_item_id INTEGER NOT NULL REFERENCES menu_items (id) ON DELETE CASCADE,
    outlet_id INTEGER NOT NULL REFERENCES outlets (id),
    price_cents INTEGER CHECK (price_cents >= 0),
    available INTEGER NOT NULL DEFAULT 1 CHECK (available IN (0, 1)),
    PRIMARY KEY (menu_item_id, outlet_id)
  )`
  yield* sql`CREATE INDEX menu_item_outlets_outlet ON menu_item_outlets (outlet_id, menu_item_id)`
  yield* sql`INSERT INTO menu_item_outlets (menu_item_id, outlet_id, available)
    SELECT id, 1, available FROM menu_items`
})
