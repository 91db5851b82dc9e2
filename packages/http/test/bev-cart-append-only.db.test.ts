import { SqlClient } from "@effect/sql"
import { describe, expect, layer } from "@effect/vitest"
import { Effect } from "effect"
import {
  CART_SALES_APPEND_ONLY,
  SHIFT_EVENTS_APPEND_ONLY
} from "../src/bev-cart/migrations/0670_bev_cart_append_only.js"
import { TestDatabaseLive } from "./support/database-layer.js"

/*
 * A beverage cart's shift events and sales are append-only in the database itself (issue 43):
 * whatever the code does, an UPDATE or a DELETE of one is refused, and the rows stay as written.
 */

const isPg = Effect.map(SqlClient.SqlClient, (sql) =>
  sql.onDialectOrElse({ pg: () => true, orElse: () => false })
)

/** The error text of `statement`, which must fail. */
const refusal = <A, E extends { readonly cause?: unknown }, R>(statement: Effect.Effect<A, E, R>) =>
  Effect.map(Effect.flip(statement), (error) => String(error.cause ?? error))

/** A shift at the first outlet with its load, and a sale under a key. */
const record = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const [outlet] = yield* sql<{ id: number }>`SELECT id FROM outlets ORDER BY id LIMIT 1`
  const outletId = Number(outlet?.id)
  const [shift] = yield* sql<{ id: number }>`INSERT INTO bev_cart_shifts (outlet_id, opened_at, opened_by,
      float_cents) VALUES (${outletId}, '2026-06-06T12:00:00.000Z', 'ana', 5000) RETURNING id`
  const shiftId = Number(shift?.id)
  yield* sql`INSERT INTO bev_cart_shift_events (shift_id, kind, at, attendant, counts)
    VALUES (${shiftId}, 'load', '2026-06-06T12:00:00.000Z', 'ana', '[{"itemId":"1","quantity":24}]')`
  yield* sql`INSERT INTO bev_cart_sales (sale_key, request_hash, order_id, outlet_id, shift_id, tender,
      made_at, attendant, change_cents)
    VALUES ('k-1', 'h', 1, ${outletId}, ${shiftId}, 'cash', '2026-06-06T12:05:00.000Z', 'ana', 0)`
})

const rows = (table: "bev_cart_shift_events" | "bev_cart_sales") =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql.unsafe<Record<string, unknown>>(`SELECT * FROM ${table}`))

describe("a beverage cart's records in the database", () => {
  layer(TestDatabaseLive)((it) => {
    it.effect("refuse every UPDATE and DELETE of a shift event or a sale", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        yield* record
        const events = yield* rows("bev_cart_shift_events")
        const sales = yield* rows("bev_cart_sales")
        expect(events).toHaveLength(1)
        expect(sales).toHaveLength(1)

        expect(yield* refusal(sql`UPDATE bev_cart_shift_events SET counts = '[]'`)).toContain(
          SHIFT_EVENTS_APPEND_ONLY
        )
        expect(yield* refusal(sql`DELETE FROM bev_cart_shift_events`)).toContain(SHIFT_EVENTS_APPEND_ONLY)
        expect(yield* refusal(sql`UPDATE bev_cart_sales SET change_cents = 100`)).toContain(
          CART_SALES_APPEND_ONLY
        )
        expect(yield* refusal(sql`DELETE FROM bev_cart_sales WHERE sale_key = 'k-1'`)).toContain(
          CART_SALES_APPEND_ONLY
        )
        if (yield* isPg) {
          expect(yield* refusal(sql`TRUNCATE bev_cart_shift_events`)).toContain(SHIFT_EVENTS_APPEND_ONLY)
          expect(yield* refusal(sql`TRUNCATE bev_cart_sales`)).toContain(CART_SALES_APPEND_ONLY)
        }
        expect(yield* rows("bev_cart_shift_events")).toEqual(events)
        expect(yield* rows("bev_cart_sales")).toEqual(sales)
        // Appending is what they are for.
        yield* sql`INSERT INTO bev_cart_shift_events (shift_id, kind, at, attendant, counts)
          SELECT shift_id, 'reload', '2026-06-06T13:00:00.000Z', 'ana', '[]' FROM bev_cart_shift_events`
        expect(yield* rows("bev_cart_shift_events")).toHaveLength(2)
      })
    )
  })
})
