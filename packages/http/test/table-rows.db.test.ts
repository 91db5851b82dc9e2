import { SqlClient } from "@effect/sql"
import { describe, expect, layer } from "@effect/vitest"
import { Cause, Effect, Exit, Layer, Schema } from "effect"
import { decodedRows, RowDecodeError, SqlNumber } from "../src/db/table.js"
import { StaffRepo } from "../src/staff/repo.js"
import { TestDatabaseLive } from "./support/database-layer.js"

const Under = StaffRepo.Default.pipe(Layer.provideMerge(TestDatabaseLive))

const Totals = Schema.Struct({ items: SqlNumber, cents: SqlNumber })

describe("rows read through a table's definition", () => {
  layer(Under)((it) => {
    it.effect("refuse a stored value of the wrong type with a defect naming the table and the column", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const staff = yield* StaffRepo
        yield* sql`INSERT INTO staff_users (username, password_hash, role, created_at)
          VALUES ('pat', 'hash', 'chef', '2026-01-01T00:00:00.000Z')`
        const read = yield* Effect.exit(staff.list)
        yield* sql`DELETE FROM staff_users WHERE username = 'pat'`

        expect(Exit.isFailure(read)).toBe(true)
        const defect = Exit.isFailure(read) ? Cause.squash(read.cause) : undefined
        expect(defect).toBeInstanceOf(RowDecodeError)
        const message = (defect as RowDecodeError).message
        expect(message).toContain("A row of staff_users does not fit its definition")
        expect(message).toContain('["role"]')
        expect(message).toContain('"chef"')
      })
    )

    it.effect("refuse a flag stored as neither 0 nor 1, naming the column", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const staff = yield* StaffRepo
        yield* sql`INSERT INTO staff_users (username, password_hash, role, created_at, disabled)
          VALUES ('lee', 'hash', 'kitchen', '2026-01-01T00:00:00.000Z', 5)`
        const read = yield* Effect.exit(staff.findAccount("lee"))
        yield* sql`DELETE FROM staff_users WHERE username = 'lee'`

        const defect = Exit.isFailure(read) ? Cause.squash(read.cause) : undefined
        expect(defect).toBeInstanceOf(RowDecodeError)
        expect((defect as RowDecodeError).message).toContain('["disabled"]')
      })
    )

    it.effect(
      "give COUNT and SUM as numbers on either database, though PostgreSQL answers them in text",
      () =>
        Effect.gen(function* () {
          const sql = yield* SqlClient.SqlClient
          yield* sql`INSERT INTO menu_items ${sql.insert([
            { name: "Club Sandwich", price_cents: 1295, category_id: "mains" },
            { name: "Fountain Soda", price_cents: 250, category_id: "drinks" }
          ])}`
          const totals = sql`SELECT COUNT(*) AS items, SUM(price_cents) AS cents FROM menu_items`
          const [raw] = yield* totals
          const [decoded] = yield* totals.pipe(decodedRows(Totals, "menu_items"))
          yield* sql`DELETE FROM menu_items`

          // The driver's own answer: no type parser of ours turns PostgreSQL's bigint into a number.
          const driverType = sql.onDialectOrElse({ pg: () => "string", orElse: () => "number" })
          expect(typeof raw?.items).toBe(driverType)
          expect(typeof raw?.cents).toBe(driverType)
          expect(decoded).toEqual({ items: 2, cents: 1545 })
        })
    )

    it.effect("refuse a count that is not a number as PostgreSQL's text or SQLite's, naming the column", () =>
      Effect.gen(function* () {
        const read = yield* Effect.exit(
          Effect.succeed([
            { items: "12", cents: 250 },
            { items: "twelve", cents: 250 }
          ]).pipe(decodedRows(Totals, "menu_items"))
        )
        const defect = Exit.isFailure(read) ? Cause.squash(read.cause) : undefined
        expect(defect).toBeInstanceOf(RowDecodeError)
        expect((defect as RowDecodeError).message).toContain('["items"]')
        expect((defect as RowDecodeError).message).toContain('"twelve"')
      })
    )

    it.effect("count staff accounts as a number the service can add to", () =>
      Effect.gen(function* () {
        const staff = yield* StaffRepo
        const before = yield* staff.count
        yield* staff.create({
          username: "kim",
          passwordHash: "hash",
          role: "kitchen",
          now: "2026-01-01T00:00:00Z"
        })
        expect(yield* staff.count).toBe(before + 1)
      })
    )
  })
})
