import { SqlClient } from "@effect/sql"
import { Effect, Layer } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { BackupBeforeUpgradeLive } from "../src/backups/upgrade.js"
import { type BeforeMigrations, DatabaseClientLive, migrateWith } from "../src/db/database.js"
import { allMigrations } from "../src/features.js"
import type { ServerConfig } from "../src/platform/config.js"
import { configFor } from "./support/database-layer.js"
import { createTestDatabase, dropTestDatabase, type TestDatabase } from "./support/test-database.js"

/** The schema as it stood just before outlets (every migration before 0500). */
const BEFORE_OUTLETS = Object.fromEntries(
  Object.entries(allMigrations).filter(([key]) => Number.parseInt(key, 10) < 500)
)

const clientOf = (database: TestDatabase) =>
  Layer.merge(DatabaseClientLive, BackupBeforeUpgradeLive).pipe(Layer.provideMerge(configFor(database)))

const withDatabase = <A>(
  database: TestDatabase,
  run: Effect.Effect<A, unknown, SqlClient.SqlClient | ServerConfig | BeforeMigrations>
) => Effect.runPromise(Effect.scoped(Effect.provide(run, clientOf(database))))

/** A grill's books before outlets: two dishes (one sold out), an order, a printer, a cook, a paused kitchen. */
const singleVenueBooks = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`INSERT INTO menu_categories (id, name, position) VALUES ('burgers', 'Burgers', 1)`
  yield* sql`INSERT INTO menu_items (id, name, description, price_cents, category_id, available) VALUES
    (1, 'Clubhouse Burger', 'Beef', 1299, 'burgers', 1), (2, 'Bean Burger', 'Beans', 1099, 'burgers', 0)`
  yield* sql`INSERT INTO orders (order_number, status, created_at, order_type, contact_name, contact_phone,
    subtotal_cents, member_discount_cents, tax_cents, delivery_fee_cents, gratuity_cents, gratuity_percent,
    total_cents, delivery_estimate_minutes, points_earned)
    VALUES ('ABCDE-FGHJK', 'completed', '2026-11-22T18:00:00.000Z', 'pickup', 'Guest', '7705550199',
      1299, 0, 104, 0, 0, 0, 1403, 35, 12)`
  yield* sql`INSERT INTO printers (name, host, port, width_mm, language, created_at)
    VALUES ('Line', '10.0.0.9', 9100, 80, 'esc-pos', '2026-11-22T18:00:00.000Z')`
  yield* sql`INSERT INTO staff_users (username, password_hash, role, created_at)
    VALUES ('cook', 'x', 'kitchen', '2026-11-22T18:00:00.000Z')`
  yield* sql`UPDATE kitchen_state SET paused = 1, pause_reason = 'Fryer down', quoted_minutes = 40,
    slot_capacity = 6 WHERE id = 1`
})

describe("upgrading a single-venue database to outlets (migration 0500)", () => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase({ empty: true })
    await withDatabase(database, Effect.zipRight(migrateWith(BEFORE_OUTLETS), singleVenueBooks))
    await withDatabase(database, migrateWith(allMigrations))
  })
  afterAll(() => dropTestDatabase(database))

  it("makes the venue the one outlet, slug grill, every setting the venue's, the kitchen's decisions kept", async () => {
    const outlets = await withDatabase(
      database,
      Effect.flatMap(
        SqlClient.SqlClient,
        (sql) => sql`SELECT id, slug, name, kind, retired_at, opening_hours, last_orders_minutes, order_types,
          tax_ppm, service_charge_ppm, service_charge_taxable, tips_allowed, counts_toward_minimum,
          paused, pause_reason, quoted_minutes, slot_capacity FROM outlets`
      )
    )
    expect(
      outlets.map((row) =>
        Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v === null ? null : String(v)]))
      )
    ).toEqual([
      {
        id: "1",
        slug: "grill",
        name: null,
        kind: "kitchen",
        retired_at: null,
        opening_hours: null,
        last_orders_minutes: null,
        order_types: null,
        tax_ppm: null,
        service_charge_ppm: null,
        service_charge_taxable: "0",
        tips_allowed: null,
        counts_toward_minimum: null,
        paused: "1",
        pause_reason: "Fryer down",
        quoted_minutes: "40",
        slot_capacity: "6"
      }
    ])
  })

  it("puts every order, printer and dish at the grill, each dish as available as it was, every account on all outlets", async () => {
    const found = await withDatabase(
      database,
      Effect.flatMap(SqlClient.SqlClient, (sql) =>
        Effect.all({
          orders: sql`SELECT outlet_id, service_charge_cents, total_cents FROM orders`,
          printers: sql`SELECT outlet_id FROM printers`,
          // Available at an outlet: the item's own flag and the outlet's (0570 turned every outlet's on).
          dishes: sql`SELECT m.menu_item_id, m.outlet_id, m.price_cents, i.available * m.available AS available
            FROM menu_item_outlets m JOIN menu_items i ON i.id = m.menu_item_id ORDER BY m.menu_item_id`,
          staff: sql`SELECT username, outlets FROM staff_users`
        })
      )
    )
    const plain = (rows: ReadonlyArray<Record<string, unknown>>) =>
      rows.map((row) =>
        Object.fromEntries(
          Object.entries(row).map(([k, v]) => [k, typeof v === "string" && k !== "username" ? Number(v) : v])
        )
      )
    expect(plain(found.orders)).toEqual([{ outlet_id: 1, service_charge_cents: 0, total_cents: 1403 }])
    expect(plain(found.printers)).toEqual([{ outlet_id: 1 }])
    expect(plain(found.dishes)).toEqual([
      { menu_item_id: 1, outlet_id: 1, price_cents: null, available: 1 },
      { menu_item_id: 2, outlet_id: 1, price_cents: null, available: 0 }
    ])
    expect(found.staff).toEqual([{ username: "cook", outlets: null }])
  })

  it("gives the next outlet a new id on both databases", async () => {
    const id = await withDatabase(
      database,
      Effect.flatMap(
        SqlClient.SqlClient,
        (sql) =>
          sql<{
            id: number
          }>`INSERT INTO outlets (slug, kind, position) VALUES ('halfway', 'halfway', 1) RETURNING id`
      )
    )
    expect(Number(id[0]?.id)).toBe(2)
  })
})
