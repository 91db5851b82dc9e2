import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { columnTypes } from "../../db/column-types.js"

/**
 * The beverage cart (issue 43).
 * - bev_cart_shifts: one attendant's run of a cart outlet, from its load and cash float to the
 *   count at close (returned items as JSON counts, the cash counted). At most one shift per outlet
 *   is open (closed_at null), held by a unique partial index so two starts racing cannot both land.
 * - bev_cart_shift_events: what happened on a shift, appended in order and never changed: the
 *   load, reloads, comps and sales (counts as JSON; a sale's money and tender beside them).
 * - bev_cart_sales: each walk-up sale by the key the phone gave it, with the hash of what was sent
 *   under it and the order it made: the key is the primary key, so a sale arrives exactly once.
 */
export const migration = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const { generatedId } = columnTypes(sql)
  yield* sql`CREATE TABLE bev_cart_shifts (
    id ${generatedId},
    outlet_id INTEGER NOT NULL REFERENCES outlets (id),
    opened_at TEXT NOT NULL,
    opened_by TEXT NOT NULL,
    float_cents INTEGER NOT NULL CHECK (float_cents >= 0),
    closed_at TEXT,
    closed_by TEXT,
    returned TEXT,
    cash_counted_cents INTEGER CHECK (cash_counted_cents >= 0)
  )`
  yield* sql`CREATE UNIQUE INDEX bev_cart_shifts_one_open ON bev_cart_shifts (outlet_id) WHERE closed_at IS NULL`
  yield* sql`CREATE INDEX bev_cart_shifts_by_outlet ON bev_cart_shifts (outlet_id, opened_at)`
  yield* sql`CREATE TABLE bev_cart_shift_events (
    id ${generatedId},
    shift_id INTEGER NOT NULL REFERENCES bev_cart_shifts (id),
    kind TEXT NOT NULL CHECK (kind IN ('load', 'reload', 'comp', 'sale')),
    at TEXT NOT NULL,
    attendant TEXT NOT NULL,
    counts TEXT NOT NULL,
    order_id INTEGER,
    tender TEXT CHECK (tender IN ('cash', 'card_terminal', 'member_charge')),
    total_cents INTEGER NOT NULL DEFAULT 0 CHECK (total_cents >= 0),
    tip_cents INTEGER NOT NULL DEFAULT 0 CHECK (tip_cents >= 0),
    note TEXT
  )`
  yield* sql`CREATE INDEX bev_cart_shift_events_by_shift ON bev_cart_shift_events (shift_id, id)`
  yield* sql`CREATE TABLE bev_cart_sales (
    sale_key TEXT PRIMARY KEY,
    request_hash TEXT NOT NULL,
    order_id INTEGER NOT NULL,
    outlet_id INTEGER NOT NULL REFERENCES outlets (id),
    shift_id INTEGER REFERENCES bev_cart_shifts (id),
    tender TEXT NOT NULL CHECK (tender IN ('cash', 'card_terminal', 'member_charge')),
    member_number TEXT,
    made_at TEXT NOT NULL,
    attendant TEXT NOT NULL,
    cash_tendered_cents INTEGER,
    change_cents INTEGER NOT NULL DEFAULT 0
  )`
})
