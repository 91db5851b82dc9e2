import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { columnTypes } from "../column-types.js"

export const migration = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const { generatedId, float } = columnTypes(sql)
  yield* sql`CREATE TABLE menu_categories (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    position INTEGER NOT NULL
  )`
  yield* sql`CREATE TABLE menu_items (
    id ${generatedId},
    name TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    price_cents INTEGER NOT NULL CHECK (price_cents >= 0),
    category_id TEXT NOT NULL DEFAULT '',
    available INTEGER NOT NULL DEFAULT 1
  )`
  yield* sql`CREATE INDEX menu_items_category ON menu_items (category_id)`
  yield* sql`CREATE TABLE loyalty_users (
    id TEXT PRIMARY KEY,
    phone TEXT NOT NULL UNIQUE,
    first_name TEXT NOT NULL DEFAULT '',
    last_name TEXT NOT NULL DEFAULT '',
    email TEXT,
    member_since TEXT,
    created_at TEXT NOT NULL,
    points INTEGER NOT NULL DEFAULT 0 CHECK (points >= 0),
    address TEXT,
    city TEXT,
    state TEXT,
    zip_code TEXT
  )`
  yield* sql`CREATE TABLE rewards (
    id ${generatedId},
    name TEXT NOT NULL,
    description TEXT NOT NULL,
    points_cost INTEGER NOT NULL CHECK (points_cost > 0),
    is_active INTEGER NOT NULL DEFAULT 1
  )`
  yield* sql`CREATE TABLE redemptions (
    id ${generatedId},
    user_id TEXT NOT NULL REFERENCES loyalty_users (id),
    reward_id INTEGER NOT NULL REFERENCES rewards (id),
    reward_name TEXT NOT NULL,
    points_cost INTEGER NOT NULL,
    code TEXT NOT NULL UNIQUE,
    redeemed_at TEXT NOT NULL
  )`
  yield* sql`CREATE INDEX redemptions_user ON redemptions (user_id)`
  yield* sql`CREATE TABLE orders (
    id ${generatedId},
    order_number TEXT NOT NULL UNIQUE,
    status TEXT NOT NULL,
    created_at TEXT NOT NULL,
    order_type TEXT NOT NULL,
    user_id TEXT REFERENCES loyalty_users (id),
    contact_name TEXT NOT NULL,
    contact_phone TEXT NOT NULL,
    contact_email TEXT,
    special_instructions TEXT,
    delivery_address TEXT,
    delivery_city TEXT,
    delivery_state TEXT,
    delivery_zip TEXT,
    cart_id TEXT,
    cart_current_hole INTEGER,
    cart_next_hole INTEGER,
    cart_latitude ${float},
    cart_longitude ${float},
    cart_last_updated TEXT,
    subtotal_cents INTEGER NOT NULL,
    member_discount_cents INTEGER NOT NULL,
    tax_cents INTEGER NOT NULL,
    delivery_fee_cents INTEGER NOT NULL,
    gratuity_cents INTEGER NOT NULL,
    gratuity_percent INTEGER NOT NULL,
    total_cents INTEGER NOT NULL,
    delivery_estimate_minutes INTEGER NOT NULL,
    points_earned INTEGER NOT NULL,
    points_credited_at TEXT,
    idempotency_key TEXT UNIQUE
  )`
  yield* sql`CREATE INDEX orders_status_created ON orders (status, created_at)`
  yield* sql`CREATE INDEX orders_created ON orders (created_at)`
  yield* sql`CREATE INDEX orders_type_created ON orders (order_type, created_at)`
  yield* sql`CREATE INDEX orders_phone ON orders (contact_phone)`
  yield* sql`CREATE TABLE order_lines (
    id ${generatedId},
    order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    menu_item_id INTEGER NOT NULL,
    name TEXT NOT NULL,
    description TEXT NOT NULL,
    category_id TEXT NOT NULL,
    unit_price_cents INTEGER NOT NULL,
    quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 99),
    notes TEXT NOT NULL DEFAULT ''
  )`
  yield* sql`CREATE INDEX order_lines_order ON order_lines (order_id)`
  yield* sql`CREATE TABLE golf_carts (
    cart_id TEXT PRIMARY KEY,
    current_hole INTEGER NOT NULL,
    next_hole INTEGER NOT NULL,
    latitude ${float} NOT NULL,
    longitude ${float} NOT NULL,
    last_updated TEXT NOT NULL,
    available INTEGER NOT NULL DEFAULT 1
  )`
  yield* sql`CREATE TABLE resident_addresses (
    id ${generatedId},
    address TEXT NOT NULL,
    street TEXT NOT NULL,
    normalized TEXT NOT NULL UNIQUE
  )`
  yield* sql`CREATE INDEX resident_addresses_street ON resident_addresses (street)`
  yield* sql`CREATE TABLE staff_users (
    id ${generatedId},
    username TEXT NOT NULL UNIQUE,
    password_hash TEXT NOT NULL,
    role TEXT NOT NULL,
    created_at TEXT NOT NULL
  )`
  yield* sql`CREATE TABLE staff_sessions (
    token_hash TEXT PRIMARY KEY,
    staff_id INTEGER NOT NULL REFERENCES staff_users (id) ON DELETE CASCADE,
    created_at TEXT NOT NULL,
    expires_at TEXT NOT NULL
  )`
  yield* sql`CREATE TABLE push_registrations (
    token TEXT PRIMARY KEY,
    created_at TEXT NOT NULL
  )`
})
