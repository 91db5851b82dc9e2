import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { columnTypes } from "../../db/column-types.js"

// Cart telemetry: one hashed device token per cart, and each cart's recent positions for its pace.
export const migration = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const { generatedId, float } = columnTypes(sql)
  yield* sql`CREATE TABLE cart_device_tokens (
    cart_id TEXT PRIMARY KEY REFERENCES golf_carts (cart_id) ON DELETE CASCADE,
    token_hash TEXT NOT NULL UNIQUE,
    created_at TEXT NOT NULL
  )`
  yield* sql`CREATE TABLE cart_positions (
    id ${generatedId},
    cart_id TEXT NOT NULL REFERENCES golf_carts (cart_id) ON DELETE CASCADE,
    current_hole INTEGER NOT NULL,
    next_hole INTEGER NOT NULL,
    latitude ${float} NOT NULL,
    longitude ${float} NOT NULL,
    recorded_at TEXT NOT NULL
  )`
  yield* sql`CREATE INDEX cart_positions_cart_recorded ON cart_positions (cart_id, recorded_at)`
})
