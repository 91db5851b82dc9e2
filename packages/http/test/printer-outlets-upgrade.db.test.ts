import { SqlClient } from "@effect/sql"
import { Effect, Layer } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { BackupBeforeUpgradeLive } from "../src/backups/upgrade.js"
import { type BeforeMigrations, DatabaseClientLive, migrateWith } from "../src/db/database.js"
import { allMigrations } from "../src/features.js"
import type { ServerConfig } from "../src/platform/config.js"
import { configFor } from "./support/database-layer.js"
import { createTestDatabase, dropTestDatabase, type TestDatabase } from "./support/test-database.js"

/** The schema as it stood just before printers referenced their outlet (every migration before 0690). */
const BEFORE_PRINTER_OUTLETS = Object.fromEntries(
  Object.entries(allMigrations).filter(([key]) => Number.parseInt(key, 10) < 690)
)

const clientOf = (database: TestDatabase) =>
  Layer.merge(DatabaseClientLive, BackupBeforeUpgradeLive).pipe(Layer.provideMerge(configFor(database)))

const withDatabase = <A>(
  database: TestDatabase,
  run: Effect.Effect<A, unknown, SqlClient.SqlClient | ServerConfig | BeforeMigrations>
) => Effect.runPromise(Effect.scoped(Effect.provide(run, clientOf(database))))

const NOW = "2026-11-22T18:00:00.000Z"

/**
 * A club whose grill (outlet 1) was retired for the halfway house, with a printer that took an
 * order's ticket: before 0690 every printer was outlet 1's, whichever outlets took orders.
 */
const clubBooks = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`INSERT INTO outlets (slug, name, kind, position) VALUES ('halfway', 'Halfway House', 'halfway', 1)`
  yield* sql`UPDATE outlets SET retired_at = ${NOW} WHERE slug = 'grill'`
  yield* sql`INSERT INTO orders (order_number, status, created_at, order_type, contact_name, contact_phone,
    subtotal_cents, member_discount_cents, tax_cents, delivery_fee_cents, gratuity_cents, gratuity_percent,
    total_cents, delivery_estimate_minutes, points_earned)
    VALUES ('ABCDE-FGHJK', 'completed', ${NOW}, 'pickup', 'Guest', '7705550199', 1299, 0, 104, 0, 0, 0, 1403, 35, 12)`
  yield* sql`INSERT INTO printers (name, host, port, width_mm, language, state, created_at, ask_status)
    VALUES ('Line', '10.0.0.9', 9100, 80, 'esc-pos', 'online', ${NOW}, 0)`
  yield* sql`INSERT INTO print_jobs (printer_id, order_id, created_at, next_attempt_at, sent_at)
    SELECT p.id, o.id, ${NOW}, ${NOW}, ${NOW} FROM printers p, orders o`
})

const refused = (statement: (sql: SqlClient.SqlClient) => Effect.Effect<unknown, unknown>) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    statement(sql).pipe(
      Effect.as("accepted"),
      Effect.catchAll(() => Effect.succeed("refused"))
    )
  )

describe("upgrading printers to reference their outlet (migration 0690)", () => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase({ empty: true })
    await withDatabase(database, Effect.zipRight(migrateWith(BEFORE_PRINTER_OUTLETS), clubBooks))
    await withDatabase(database, migrateWith(allMigrations))
  })
  afterAll(() => dropTestDatabase(database))

  it("puts each printer at the first outlet taking orders, keeping its settings and its tickets", async () => {
    const found = await withDatabase(
      database,
      Effect.flatMap(SqlClient.SqlClient, (sql) =>
        Effect.all({
          printers: sql`SELECT p.name, p.state, p.ask_status, o.slug FROM printers p
            JOIN outlets o ON o.id = p.outlet_id`,
          jobs: sql`SELECT j.order_id, p.name FROM print_jobs j JOIN printers p ON p.id = j.printer_id`
        })
      )
    )
    expect(found.printers.map((row) => ({ ...row, ask_status: Number(row.ask_status) }))).toEqual([
      { name: "Line", state: "online", ask_status: 0, slug: "halfway" }
    ])
    expect(found.jobs.map((row) => row.name)).toEqual(["Line"])
  })

  it("refuses a printer at no outlet, or at one that is not there", async () => {
    const printer = (outletId: string) =>
      refused(
        (
          sql
        ) => sql`INSERT INTO printers (name, host, port, width_mm, language, created_at ${sql.literal(outletId === "" ? "" : ", outlet_id")})
          VALUES ('Spare', '10.0.0.8', 9100, 80, 'esc-pos', ${NOW} ${sql.literal(outletId === "" ? "" : `, ${outletId}`)})`
      )
    expect(await withDatabase(database, printer(""))).toBe("refused")
    expect(await withDatabase(database, printer("99"))).toBe("refused")
    expect(await withDatabase(database, printer("1"))).toBe("accepted")
  })
})
