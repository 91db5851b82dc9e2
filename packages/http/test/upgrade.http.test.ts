import { readdirSync } from "node:fs"
import { dirname, join } from "node:path"
import { SqlClient } from "@effect/sql"
import { Effect, Layer } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { BackupBeforeUpgradeLive } from "../src/backups/upgrade.js"
import { type BeforeMigrations, DatabaseClientLive, migrateWith } from "../src/db/database.js"
import { allMigrations } from "../src/features.js"
import type { ServerConfig } from "../src/platform/config.js"
import { configFor } from "./support/database-layer.js"
import { useTestServer } from "./support/harness.js"
import { createTestDatabase, dropTestDatabase, type TestDatabase } from "./support/test-database.js"

/** The schema the first release shipped: its migrations only (ids, not files, name them). */
const FIRST_RELEASE = Object.fromEntries(
  Object.entries(allMigrations).filter(([key]) => Number.parseInt(key, 10) <= 1)
)

// The client as server.ts assembles it, with the backup its migrations take first.
const clientOf = (database: TestDatabase) =>
  Layer.merge(DatabaseClientLive, BackupBeforeUpgradeLive).pipe(Layer.provideMerge(configFor(database)))

const withDatabase = <A>(
  database: TestDatabase,
  run: Effect.Effect<A, unknown, SqlClient.SqlClient | ServerConfig | BeforeMigrations>
) => Effect.runPromise(Effect.scoped(Effect.provide(run, clientOf(database))))

/** What a first-release grill would hold after some days: a menu, members, orders, a redemption. */
const firstReleaseBooks = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`INSERT INTO menu_categories (id, name, position) VALUES ('burgers', 'Burgers', 1)`
  yield* sql`INSERT INTO menu_items (id, name, description, price_cents, category_id) VALUES
    (1, 'Clubhouse Burger', 'Beef', 1299, 'burgers'), (2, 'Bean Burger', 'Beans', 1099, 'burgers')`
  yield* sql`INSERT INTO loyalty_users (id, phone, first_name, last_name, member_since, created_at, points) VALUES
    ('u-ann', '7705550101', 'Ann', 'Lee', '2026-11-22T15:00:00.000Z', '2026-11-22T15:00:00.000Z', 120),
    ('u-bob', '7705550102', 'Bob', 'Ray', NULL, '2026-11-22T16:00:00.000Z', 35)`
  yield* sql`INSERT INTO rewards (id, name, description, points_cost) VALUES (1, 'Free Soda', 'A soda', 50)`
  yield* sql`INSERT INTO redemptions (user_id, reward_id, reward_name, points_cost, code, redeemed_at) VALUES
    ('u-ann', 1, 'Free Soda', 50, 'SODA-1234', '2026-11-22T17:00:00.000Z')`
  const orders = [
    ["ABCDE-FGHJK", "completed", "pickup", "u-ann", 2598, 0, 208, 0, 0, 0, 2806, 28],
    ["BCDEF-GHJKM", "preparing", "delivery", "u-bob", 1099, 0, 88, 200, 165, 15, 1552, 10],
    ["CDEFG-HJKMN", "pending", "pickup", null, 1299, 0, 104, 0, 0, 0, 1403, 0]
  ] as const
  for (const [number, status, type, user, sub, disc, tax, fee, tip, tipPct, total, points] of orders) {
    yield* sql`INSERT INTO orders (order_number, status, created_at, order_type, user_id, contact_name,
      contact_phone, delivery_address, subtotal_cents, member_discount_cents, tax_cents, delivery_fee_cents,
      gratuity_cents, gratuity_percent, total_cents, delivery_estimate_minutes, points_earned)
      VALUES (${number}, ${status}, '2026-11-22T18:00:00.000Z', ${type}, ${user}, 'Guest', '7705550199',
      ${type === "delivery" ? "12 Fairway Dr" : null}, ${sub}, ${disc}, ${tax}, ${fee}, ${tip}, ${tipPct},
      ${total}, 35, ${points})`
    const [row] = yield* sql<{ id: number }>`SELECT id FROM orders WHERE order_number = ${number}`
    yield* sql`INSERT INTO order_lines (order_id, position, menu_item_id, name, description, category_id,
      unit_price_cents, quantity) VALUES (${row?.id ?? 0}, 0, 1, 'Clubhouse Burger', 'Beef', 'burgers', 1299,
      ${sub === 2598 ? 2 : 1})`
  }
})

/** Every row of the first release's money and loyalty tables, in its first-release columns. */
const books = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  return {
    orders:
      yield* sql`SELECT order_number, status, order_type, user_id, subtotal_cents, member_discount_cents,
      tax_cents, delivery_fee_cents, gratuity_cents, total_cents, points_earned FROM orders ORDER BY order_number`,
    lines: yield* sql`SELECT order_id, menu_item_id, unit_price_cents, quantity FROM order_lines ORDER BY id`,
    members: yield* sql`SELECT id, phone, points, member_since FROM loyalty_users ORDER BY id`,
    redemptions: yield* sql`SELECT user_id, reward_id, points_cost, code FROM redemptions ORDER BY id`
  }
})

const migrationIds = Effect.flatMap(SqlClient.SqlClient, (sql) =>
  Effect.map(
    sql<{ id: number }>`SELECT migration_id AS id FROM effect_sql_migrations ORDER BY migration_id`,
    (rows) => rows.map((row) => Number(row.id))
  )
)

/** A new database holding the first release's schema and books, with those books as they read then. */
const firstReleaseDatabase = async () => {
  const database = await createTestDatabase({ empty: true })
  const before = await withDatabase(
    database,
    Effect.zipRight(Effect.zipRight(migrateWith(FIRST_RELEASE), firstReleaseBooks), books)
  )
  return { database, before }
}

describe("upgrading a database made by the first release", () => {
  let database: TestDatabase
  let before: Effect.Effect.Success<typeof books>
  beforeAll(async () => {
    ;({ database, before } = await firstReleaseDatabase())
  })
  afterAll(() => dropTestDatabase(database))

  it("stops at a failing migration, says which, and leaves the database as it was", async () => {
    const broken = {
      ...allMigrations,
      "9999_broken": Effect.flatMap(
        SqlClient.SqlClient,
        (sql) => sql`ALTER TABLE no_such_table ADD COLUMN x TEXT`
      )
    }
    const failure = await withDatabase(database, migrateWith(broken)).then(
      () => "no failure",
      (error: unknown) => String(error)
    )
    expect(failure).toMatch(
      /The database upgrade failed and was rolled back, leaving the database as it was: Migration "9999_broken" failed/
    )
    expect(failure).toMatch(/no_such_table/)
    expect(await withDatabase(database, migrationIds)).toEqual([1])
    expect(await withDatabase(database, books)).toEqual(before)
    if (database.dialect === "sqlite") {
      // The backup is taken before the migrations run, whatever happens to them.
      expect(
        readdirSync(join(dirname(database.file), "backups")).some((name) =>
          name.endsWith("-before-upgrade.db.gz")
        )
      ).toBe(true)
    }
  })
})

/** Every id the migrator recorded before the migrations moved into their features' manifests. */
const BEFORE_FEATURE_MANIFESTS = [
  "0001_initial",
  "0005_idempotency_request_hash",
  "0006_orders_address_from_profile",
  "0007_menu_item_ids_never_reused",
  "0009_cart_telemetry",
  "0010_order_status_changes",
  "0011_web_push",
  "0012_event_ids",
  "0015_server_secrets",
  "0016_phone_codes",
  "0030_kitchen_state",
  "0031_order_rejection_reason",
  "0032_scheduled_orders",
  "0040_staff_roles",
  "0041_audit_log",
  "0060_menu_options",
  "0070_reward_effects",
  "0080_staff_entered_orders",
  "0090_house_accounts",
  "0300_report_rollup",
  "0301_phone_proof_versions",
  "0302_card_payments",
  "0310_kitchen_printers",
  "0350_report_rollup_upkeep",
  "0351_order_text_updates",
  "0352_held_card_orders",
  "0410_member_charge_limits",
  "0420_report_by_settlement",
  "0430_books_checks",
  "0440_money_records_append_only",
  "0460_order_cart_promises",
  "0470_statement_batch_through",
  "0480_printer_status_query"
]

describe("upgrading a database made before the migrations moved into their features", () => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase({ empty: true })
  })
  afterAll(() => dropTestDatabase(database))

  it("keeps every recorded id, and runs only the migrations that version did not have", async () => {
    expect(Object.keys(allMigrations)).toEqual(expect.arrayContaining(BEFORE_FEATURE_MANIFESTS))
    // That version's database: its migrations (the same files, under the same ids) run and recorded.
    await withDatabase(
      database,
      migrateWith(
        Object.fromEntries(BEFORE_FEATURE_MANIFESTS.map((id) => [id, allMigrations[id] ?? Effect.die(id)]))
      )
    )
    const ran: Array<string> = []
    const watched = Object.fromEntries(
      Object.entries(allMigrations).map(([id, migration]) => [
        id,
        Effect.zipRight(
          Effect.sync(() => void ran.push(id)),
          migration
        )
      ])
    )
    await withDatabase(database, migrateWith(watched))
    expect(ran).toEqual(
      Object.keys(allMigrations)
        .filter((id) => !BEFORE_FEATURE_MANIFESTS.includes(id))
        .sort()
    )
    expect(await withDatabase(database, migrationIds)).toEqual(
      Object.keys(allMigrations)
        .map((key) => Number.parseInt(key, 10))
        .sort((a, b) => a - b)
    )
  })
})

describe("serving a database made by the first release", () => {
  let before: Effect.Effect.Success<typeof books>
  const { server, admin } = useTestServer(async () => {
    const made = await firstReleaseDatabase()
    before = made.before
    return { database: made.database }
  })

  it("brings every order, line, balance and redemption through the upgrade unchanged", async () => {
    const after = await withDatabase(server.database, Effect.zip(books, migrationIds))
    expect(after[0]).toEqual(before)
    expect(after[1]).toEqual(
      Object.keys(allMigrations)
        .map((key) => Number.parseInt(key, 10))
        .sort((a, b) => a - b)
    )

    const read = await admin.orders.byNumber({ path: { orderNumber: "BCDEF-GHJKM" } }).answer()
    expect(read.status).toBe(200)
    expect(read.value.order).toMatchObject({
      status: "preparing",
      orderType: "delivery",
      total: 1552,
      subtotal: 1099,
      tax: 88
    })
    const ann = await admin.loyalty.status({ path: { id: "u-ann" } }).answer()
    expect(ann.status).toBe(200)
    expect(ann.value.loyalty.points).toBe(120)
    expect(ann.value.loyalty.redemptionHistory).toEqual([expect.objectContaining({ code: "SODA-1234" })])
    // Every old order is on the staff lists, with its total.
    const listed = await admin.orders.list({ urlParams: {} }).answer()
    expect(listed.status).toBe(200)
    const totals = Object.fromEntries(listed.value.map((order) => [order.orderNumber, order.total]))
    expect(totals).toEqual({ "ABCDE-FGHJK": 2806, "BCDEF-GHJKM": 1552, "CDEFG-HJKMN": 1403 })
  })
})
