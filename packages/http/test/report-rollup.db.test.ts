import { SqlClient } from "@effect/sql"
import { describe, expect, layer } from "@effect/vitest"
import { Effect } from "effect"
import { ORDERS_NEVER_DELETED } from "../src/reports/migrations/0350_report_rollup_upkeep.js"
import { TestDatabaseLive } from "./support/database-layer.js"

/*
 * The report's roll-up stays exact on every write: its triggers follow inserts and updates, and
 * the database refuses to delete an order or a line (which the roll-up would keep counting).
 */

const placeOrder = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const [order] = yield* sql<{ id: number }>`INSERT INTO orders (order_number, status, created_at, order_type,
      contact_name, contact_phone, subtotal_cents, member_discount_cents, tax_cents, delivery_fee_cents,
      gratuity_cents, gratuity_percent, total_cents, delivery_estimate_minutes, points_earned)
    VALUES ('R0001', 'pending', '2026-06-15T18:20:00.000Z', 'pickup', 'Ann Lee', '7705550101',
      1500, 0, 105, 0, 0, 0, 1605, 20, 0) RETURNING id`
  const id = Number(order?.id)
  yield* sql`INSERT INTO order_lines (order_id, position, menu_item_id, name, description, category_id,
      unit_price_cents, quantity) VALUES (${id}, 0, 7, 'Club Sandwich', '', 'mains', 750, 2)`
  return id
})

const rolledUp = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const [hours] = yield* sql<{
    orders: number
    total: number
  }>`SELECT SUM(orders) AS orders, SUM(total) AS total
    FROM report_hours WHERE hour = '2026-06-15T18'`
  const [items] = yield* sql<{ quantity: number }>`SELECT SUM(quantity) AS quantity
    FROM report_item_hours WHERE hour = '2026-06-15T18'`
  return { orders: Number(hours?.orders), total: Number(hours?.total), quantity: Number(items?.quantity) }
})

/** How the database would run `query`, as text. */
const planOf = (query: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const plan = yield* sql.onDialectOrElse({
      // On tables this small PostgreSQL would rather scan them: ask what it would do with many rows.
      pg: () =>
        sql.withTransaction(
          Effect.zipRight(sql.unsafe("SET LOCAL enable_seqscan = off"), sql.unsafe(`EXPLAIN ${query}`))
        ),
      orElse: () => sql.unsafe(`EXPLAIN QUERY PLAN ${query}`)
    })
    return JSON.stringify(plan)
  })

describe("the report's roll-up", () => {
  layer(TestDatabaseLive)((it) => {
    it.effect("refuses to delete an order or a line, so the roll-up never counts what is gone", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const id = yield* placeOrder
        expect(yield* rolledUp).toEqual({ orders: 1, total: 1605, quantity: 2 })

        const refusals = [
          sql`DELETE FROM order_lines WHERE order_id = ${id}`,
          sql`DELETE FROM orders WHERE id = ${id}`,
          ...(sql.onDialectOrElse({ pg: () => true, orElse: () => false })
            ? [sql`TRUNCATE orders CASCADE`]
            : [])
        ]
        for (const refused of refusals) {
          const error = yield* Effect.flip(refused)
          expect(String(error.cause)).toContain(ORDERS_NEVER_DELETED)
        }
        const [left] = yield* sql<{ orders: number; lines: number }>`SELECT
            (SELECT COUNT(*) FROM orders) AS orders, (SELECT COUNT(*) FROM order_lines) AS lines`
        expect({ orders: Number(left?.orders), lines: Number(left?.lines) }).toEqual({ orders: 1, lines: 1 })
        expect(yield* rolledUp).toEqual({ orders: 1, total: 1605, quantity: 2 })

        // A cancellation is how an order leaves the sales: its lines leave the item roll-up with it.
        yield* sql`UPDATE orders SET status = 'cancelled' WHERE id = ${id}`
        expect(yield* rolledUp).toEqual({ orders: 1, total: 1605, quantity: 0 })
      })
    )

    it.effect("files an order under what settled it, and only once the kitchen has it", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const HOUR = "2026-06-16T18"
        // A member charge (stored as the card default, its house account named), and a card
        // order held for its authorisation: written as placement writes them, order then lines.
        const place = (number: string, houseAccount: string | null, hold: number) =>
          Effect.gen(function* () {
            const [order] = yield* sql<{ id: number }>`INSERT INTO orders (order_number, status, created_at,
                order_type, contact_name, contact_phone, subtotal_cents, member_discount_cents, tax_cents,
                delivery_fee_cents, gratuity_cents, gratuity_percent, total_cents, delivery_estimate_minutes,
                points_earned, house_account, payment_hold)
              VALUES (${number}, 'pending', ${`${HOUR}:20:00.000Z`}, 'pickup', 'Ann Lee', '7705550101',
                1500, 0, 105, 0, 0, 0, 1605, 20, 0, ${houseAccount}, ${hold}) RETURNING id`
            yield* sql`INSERT INTO order_lines (order_id, position, menu_item_id, name, description, category_id,
                unit_price_cents, quantity) VALUES (${Number(order?.id)}, 0, 7, 'Club Sandwich', '', 'mains', 750, 2)`
            return Number(order?.id)
          })
        const rows = Effect.map(
          sql<{ settled_by: string; orders: number; total: number }>`SELECT settled_by,
              SUM(orders) AS orders, SUM(total) AS total
            FROM report_hours WHERE hour = ${HOUR} GROUP BY settled_by HAVING SUM(orders) <> 0 ORDER BY settled_by`,
          (found) => found.map((row) => [row.settled_by, Number(row.orders), Number(row.total)])
        )
        const quantity = Effect.map(
          sql<{
            quantity: number
          }>`SELECT SUM(quantity) AS quantity FROM report_item_hours WHERE hour = ${HOUR}`,
          (found) => Number(found[0]?.quantity ?? 0)
        )

        yield* place("S0001", "1034", 0)
        const held = yield* place("S0002", null, 1)
        expect(yield* rows).toEqual([["member_charge", 1, 1605]])
        expect(yield* quantity).toBe(2)

        // Its card authorised: the kitchen has it, and it joins the card sales with its lines.
        yield* sql`UPDATE orders SET payment_hold = 0 WHERE id = ${held}`
        expect(yield* rows).toEqual([
          ["credit_card", 1, 1605],
          ["member_charge", 1, 1605]
        ])
        expect(yield* quantity).toBe(4)

        // Given up before the kitchen had it (a test of the triggers: the server never takes an
        // order back once the kitchen has it): it leaves every figure, lines and all.
        yield* sql`UPDATE orders SET payment_hold = 2, status = 'cancelled' WHERE id = ${held}`
        expect(yield* rows).toEqual([["member_charge", 1, 1605]])
        expect(yield* quantity).toBe(2)
      })
    )

    it.effect("counts a day's new loyalty members from an index, not by reading every member", () =>
      Effect.gen(function* () {
        const plan = yield* planOf(
          "SELECT COUNT(*) FROM loyalty_users WHERE member_since >= '2026-06-15' AND member_since < '2026-06-16'"
        )
        expect(plan).toContain("loyalty_users_member_since")
      })
    )

    it.effect("adds up a period's items from an index holding every column it reads", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const lines = `SELECT item_id, name, chosen_options, SUM(quantity), SUM(base_sales)
          FROM report_item_hours WHERE hour >= '2026-06-15T04' AND hour < '2026-06-16T04'
          GROUP BY item_id, name, chosen_options`
        // PostgreSQL weighs the key against this index by the table's size and how much of it is
        // vacuumed (its plan on a million orders: PERFORMANCE.md), so there the index's columns are checked.
        const found = yield* sql.onDialectOrElse({
          pg: () =>
            sql<{
              indexdef: string
            }>`SELECT indexdef FROM pg_indexes WHERE indexname = 'report_item_hours_sums'`.pipe(
              Effect.map((rows) => rows[0]?.indexdef ?? "")
            ),
          orElse: () => planOf(lines)
        })
        expect(found).toMatch(
          sql.onDialectOrElse({
            pg: () => /\(hour, outlet_id, item_id, name, chosen_options, quantity, base_sales\)/,
            orElse: () => /COVERING INDEX report_item_hours_sums/
          })
        )
      })
    )
  })
})
