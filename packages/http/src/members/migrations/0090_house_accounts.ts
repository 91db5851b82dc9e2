import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { columnTypes } from "../../db/column-types.js"

/**
 * The club's members as its billing system knows them, their phones (the link to a loyalty
 * member), and the house-charge ledger: one row per charge or reversal, amounts signed (a
 * reversal negative) so a sum is the balance. A ledger row is never updated except once, when a
 * statement batch is closed over it (batch_id from null); the unique (order_id, kind) makes a
 * retried order charge once and a cancelled one reverse once, whatever races. The member's name
 * is copied onto the entry so an old batch downloads the same after the member is renamed.
 *
 * An order charged to a member keeps orders.payment_method's old value (the column's CHECK
 * cannot be widened in place on SQLite) and names the account in house_account: order reads
 * take the method from there.
 */
export const migration = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const { generatedId } = columnTypes(sql)
  yield* sql`CREATE TABLE club_members (
    member_number TEXT PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    email TEXT,
    charge_allowed INTEGER NOT NULL CHECK (charge_allowed IN (0, 1)),
    charge_limit_cents INTEGER CHECK (charge_limit_cents >= 0),
    minimum_cents INTEGER CHECK (minimum_cents > 0),
    minimum_period TEXT CHECK (minimum_period IN ('month', 'quarter', 'year')),
    status TEXT NOT NULL CHECK (status IN ('active', 'suspended', 'resigned')),
    updated_at TEXT NOT NULL
  )`
  yield* sql`CREATE TABLE club_member_phones (
    member_number TEXT NOT NULL REFERENCES club_members (member_number),
    phone TEXT NOT NULL,
    PRIMARY KEY (member_number, phone)
  )`
  yield* sql`CREATE INDEX club_member_phones_phone ON club_member_phones (phone)`
  yield* sql`CREATE TABLE statement_batches (
    id ${generatedId},
    closed_at TEXT NOT NULL,
    closed_by TEXT NOT NULL,
    entry_count INTEGER NOT NULL,
    total_cents INTEGER NOT NULL
  )`
  yield* sql`CREATE TABLE house_ledger (
    id ${generatedId},
    member_number TEXT NOT NULL REFERENCES club_members (member_number),
    member_name TEXT NOT NULL,
    order_id INTEGER NOT NULL REFERENCES orders (id),
    ticket TEXT NOT NULL,
    posted_at TEXT NOT NULL,
    outlet TEXT NOT NULL,
    description TEXT NOT NULL,
    subtotal_cents INTEGER NOT NULL,
    discount_cents INTEGER NOT NULL,
    tax_cents INTEGER NOT NULL,
    tip_cents INTEGER NOT NULL,
    delivery_fee_cents INTEGER NOT NULL,
    total_cents INTEGER NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('charge', 'reversal')),
    batch_id INTEGER REFERENCES statement_batches (id),
    UNIQUE (order_id, kind)
  )`
  yield* sql`CREATE INDEX house_ledger_batch ON house_ledger (batch_id, id)`
  yield* sql`CREATE INDEX house_ledger_member ON house_ledger (member_number, posted_at)`
  yield* sql`ALTER TABLE orders ADD COLUMN house_account TEXT`
})
