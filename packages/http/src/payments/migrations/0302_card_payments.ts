import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { columnTypes } from "../../db/column-types.js"

/**
 * payment_intents: the one PaymentIntent of a card order, written with the order.
 * payment_entries: append-only money records (intent created, authorised, failed, captured,
 * released, refunded), each with its amount in cents; a payment's state is the replay of its
 * entries (core `replayPayment`), never an edited row. stripe_events: every webhook event id
 * seen, so a redelivery changes nothing. orders.payment_hold: 1 while a card order waits for its
 * authorisation, keeping it off the kitchen's lists.
 */
export const migration = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const { generatedId } = columnTypes(sql)
  yield* sql`CREATE TABLE payment_intents (
    order_id INTEGER PRIMARY KEY REFERENCES orders (id),
    intent_id TEXT NOT NULL UNIQUE,
    client_secret TEXT NOT NULL,
    amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
    created_at TEXT NOT NULL
  )`
  yield* sql`CREATE TABLE payment_entries (
    id ${generatedId},
    order_id INTEGER NOT NULL REFERENCES orders (id),
    kind TEXT NOT NULL CHECK (kind IN ('intent_created', 'authorised', 'failed', 'captured', 'released', 'refunded')),
    amount_cents INTEGER NOT NULL DEFAULT 0 CHECK (amount_cents >= 0),
    card_last4 TEXT,
    reference TEXT,
    recorded_at TEXT NOT NULL,
    recorded_by TEXT
  )`
  yield* sql`CREATE INDEX payment_entries_order ON payment_entries (order_id, id)`
  yield* sql`CREATE TABLE stripe_events (
    event_id TEXT PRIMARY KEY,
    type TEXT NOT NULL,
    received_at TEXT NOT NULL
  )`
  yield* sql`ALTER TABLE orders ADD COLUMN payment_hold INTEGER NOT NULL DEFAULT 0`
})
