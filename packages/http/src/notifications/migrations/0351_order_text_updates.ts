import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * order_text_updates: an order whose customer asked to be texted (at checkout, or with the order
 * page's switch), the phone to text, whether texts are on now, and the ready text's marker:
 * `ready_texted_at` is set once, before the text goes, so each order is texted at most once
 * however many nodes hear of the change; `ready_outcome` says how that one attempt ended.
 * sms_stop_list: phones that replied STOP; none of them is texted until it replies START.
 */
export const migration = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`CREATE TABLE order_text_updates (
    order_id INTEGER PRIMARY KEY REFERENCES orders (id),
    phone TEXT NOT NULL,
    opted_in INTEGER NOT NULL,
    opted_at TEXT NOT NULL,
    ready_texted_at TEXT,
    ready_outcome TEXT CHECK (ready_outcome IN ('sent', 'failed', 'rate limited'))
  )`
  // The per-phone rate limit counts a phone's recent texts.
  yield* sql`CREATE INDEX order_text_updates_phone ON order_text_updates (phone, ready_texted_at)`
  yield* sql`CREATE TABLE sms_stop_list (
    phone TEXT PRIMARY KEY,
    stopped_at TEXT NOT NULL
  )`
})
