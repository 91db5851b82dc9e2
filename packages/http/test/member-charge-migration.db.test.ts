import { SqlClient } from "@effect/sql"
import { Effect, Layer } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { BackupBeforeUpgradeLive } from "../src/backups/upgrade.js"
import { type BeforeMigrations, DatabaseClientLive, migrateWith } from "../src/db/database.js"
import { allMigrations } from "../src/features.js"
import type { ServerConfig } from "../src/platform/config.js"
import { configFor } from "./support/database-layer.js"
import { createTestDatabase, dropTestDatabase, type TestDatabase } from "./support/test-database.js"

/*
 * 0560_orders_store_member_charge on a database made by the code before it: a member charge was
 * stored as credit_card with its account in house_account. After it, payment_method says
 * member_charge itself, everything else about the orders and what references them reads the
 * same, and the column's CHECK takes member_charge (and still refuses what is no payment method).
 */

const BEFORE_0560 = Object.fromEntries(
  Object.entries(allMigrations).filter(([key]) => Number.parseInt(key, 10) < 560)
)

const clientOf = (database: TestDatabase) =>
  Layer.merge(DatabaseClientLive, BackupBeforeUpgradeLive).pipe(Layer.provideMerge(configFor(database)))

const withDatabase = <A>(
  database: TestDatabase,
  run: Effect.Effect<A, unknown, SqlClient.SqlClient | ServerConfig | BeforeMigrations>
) => Effect.runPromise(Effect.scoped(Effect.provide(run, clientOf(database))))

/** Inserts an order as the code before 0560 stored it; its id. */
const storedOrder = (
  number: string,
  status: string,
  stored: { readonly method: string; readonly houseAccount: string | null }
) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ id: number }>`INSERT INTO orders (order_number, status, created_at, order_type,
        contact_name, contact_phone, subtotal_cents, member_discount_cents, tax_cents, delivery_fee_cents,
        gratuity_cents, gratuity_percent, total_cents, delivery_estimate_minutes, points_earned, payment_method,
        house_account)
      VALUES (${number}, ${status}, '2026-06-15T18:20:00.000Z', 'pickup', 'Bo Lane', '4045550701',
        1500, 0, 120, 0, 0, 0, 1620, 20, 0, ${stored.method}, ${stored.houseAccount}) RETURNING id`
    const id = Number(row?.id)
    yield* sql`INSERT INTO order_lines (order_id, position, menu_item_id, name, description, category_id,
        unit_price_cents, quantity) VALUES (${id}, 0, 1, 'Clubhouse Burger', 'Beef', 'burgers', 1500, 1)`
    yield* sql`INSERT INTO order_status_changes (order_id, status, changed_at)
      VALUES (${id}, ${status}, '2026-06-15T18:20:00.000Z')`
    return id
  })

/** What a grill held before 0560: a member charge (and one cancelled), a card order, a counter one. */
const booksBefore = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`INSERT INTO menu_categories (id, name, position) VALUES ('burgers', 'Burgers', 1)`
  yield* sql`INSERT INTO menu_items (id, name, description, price_cents, category_id) VALUES
    (1, 'Clubhouse Burger', 'Beef', 1500, 'burgers')`
  yield* sql`INSERT INTO club_members (member_number, first_name, last_name, charge_allowed, status, updated_at)
    VALUES ('7001', 'Bo', 'Lane', 1, 'active', '2026-06-15T18:00:00.000Z')`
  const charged = yield* storedOrder("M0001", "completed", { method: "credit_card", houseAccount: "7001" })
  yield* storedOrder("M0002", "cancelled", { method: "credit_card", houseAccount: "7001" })
  yield* storedOrder("C0001", "completed", { method: "credit_card", houseAccount: null })
  yield* storedOrder("P0001", "pending", { method: "pay_at_counter", houseAccount: null })
  yield* sql`INSERT INTO house_ledger (member_number, member_name, order_id, ticket, posted_at, outlet,
      description, subtotal_cents, discount_cents, tax_cents, tip_cents, delivery_fee_cents, total_cents, kind)
    VALUES ('7001', 'Bo Lane', ${charged}, 'M0001', '2026-06-15T18:20:00.000Z', 'Grill', 'Pickup order',
      1500, 0, 120, 0, 0, 1620, 'charge')`
})

/** Everything about the orders but how they are paid, and everything that references them. */
const unchanged = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  return {
    orders: yield* sql`SELECT id, order_number, status, house_account, total_cents FROM orders ORDER BY id`,
    lines: yield* sql`SELECT order_id, menu_item_id, quantity FROM order_lines ORDER BY id`,
    history: yield* sql`SELECT order_id, status FROM order_status_changes ORDER BY id`,
    ledger: yield* sql`SELECT order_id, kind, total_cents FROM house_ledger ORDER BY id`,
    report: yield* sql`SELECT hour, channel, settled_by, outcome, orders, total FROM report_hours
      ORDER BY settled_by, outcome`,
    items: yield* sql`SELECT hour, item_id, quantity, base_sales FROM report_item_hours ORDER BY item_id`
  }
})

const methods = Effect.flatMap(SqlClient.SqlClient, (sql) =>
  sql<{ order_number: string; payment_method: string }>`SELECT order_number, payment_method FROM orders
    ORDER BY order_number`.pipe(
    Effect.map((rows) => rows.map((row) => [row.order_number, row.payment_method]))
  )
)

describe("0560_orders_store_member_charge, on a database made before it", () => {
  let database: TestDatabase
  let before: Effect.Effect.Success<typeof unchanged>
  beforeAll(async () => {
    database = await createTestDatabase({ empty: true })
    before = await withDatabase(
      database,
      migrateWith(BEFORE_0560).pipe(Effect.zipRight(booksBefore), Effect.zipRight(unchanged))
    )
  })
  afterAll(() => dropTestDatabase(database))

  it("stores a member charge as member_charge and changes nothing else", async () => {
    const [after, stored] = await withDatabase(
      database,
      migrateWith(allMigrations).pipe(Effect.zipRight(Effect.zip(unchanged, methods)))
    )
    expect(stored).toEqual([
      ["C0001", "credit_card"],
      ["M0001", "member_charge"],
      ["M0002", "member_charge"],
      ["P0001", "pay_at_counter"]
    ])
    expect(after).toEqual(before)
    // The report already keyed the member charges so: it reads as it did.
    expect(after.report.map((row) => row.settled_by)).toContain("member_charge")
  })

  it("takes member_charge in the column from now on, and still refuses what is no payment method", async () => {
    const outcome = await withDatabase(
      database,
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const chargedSales = sql<{ n: number }>`SELECT COALESCE(SUM(orders), 0) AS n FROM report_hours
          WHERE settled_by = 'member_charge' AND outcome = 'sale'`.pipe(Effect.map(([row]) => Number(row?.n)))
        const salesBefore = yield* chargedSales
        yield* storedOrder("M0003", "pending", { method: "member_charge", houseAccount: "7001" })
        const refused = yield* Effect.either(
          storedOrder("X0001", "pending", { method: "bitcoin", houseAccount: null })
        )
        return {
          refused: refused._tag === "Left",
          stored: yield* methods,
          tallied: (yield* chargedSales) - salesBefore
        }
      })
    )
    expect(outcome.refused).toBe(true)
    expect(outcome.stored).toContainEqual(["M0003", "member_charge"])
    expect(outcome.stored.map(([number]) => number)).not.toContain("X0001")
    // The report's triggers, set aside on SQLite while the column was made anew, count it.
    expect(outcome.tallied).toBe(1)
  })
})
