import { SqlClient } from "@effect/sql"
import { describe, expect, layer } from "@effect/vitest"
import { Effect } from "effect"
import { migrateWith } from "../src/db/database.js"
import { allMigrations } from "../src/features.js"
import { TestDatabaseLive } from "./support/database-layer.js"

/**
 * What the migrator recorded in every database made before the migrations moved to one file each
 * (the names as they stood in the themed files). The migrator runs what is newer than the highest
 * recorded id, so a database holding exactly these rows must be one the current list leaves alone.
 */
const SHIPPED = [
  [1, "initial"],
  [5, "idempotency_request_hash"],
  [6, "orders_address_from_profile"],
  [7, "menu_item_ids_never_reused"],
  [9, "cart_telemetry"],
  [10, "order_status_changes"],
  [11, "web_push"],
  [12, "event_ids"],
  [15, "server_secrets"],
  [16, "phone_codes"],
  [30, "kitchen_state"],
  [31, "order_rejection_reason"],
  [32, "scheduled_orders"],
  [40, "staff_roles"],
  [41, "audit_log"],
  [60, "menu_options"],
  [70, "reward_effects"],
  [80, "staff_entered_orders"]
] as const

const recorded = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const rows = yield* sql<{ migration_id: number; name: string }>`
    SELECT migration_id, name FROM effect_sql_migrations ORDER BY migration_id`
  return rows.map((row) => [Number(row.migration_id), row.name])
})

describe("migrations, one a file", () => {
  layer(TestDatabaseLive)((it) => {
    it.effect("record the same ids and names as the themed files did, and only newer ones after them", () =>
      Effect.gen(function* () {
        const all = yield* recorded
        expect(all.slice(0, SHIPPED.length)).toEqual(SHIPPED.map(([id, name]) => [id, name]))
        const last = SHIPPED[SHIPPED.length - 1]?.[0] ?? 0
        expect(all.slice(SHIPPED.length).every(([id]) => Number(id) > last)).toBe(true)
      })
    )

    it.effect("leave a database that has them all untouched when run again", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const tables = () =>
          sql<{ n: number }>`SELECT COUNT(*) AS n FROM effect_sql_migrations`.pipe(
            Effect.map(([row]) => Number(row?.n))
          )
        const before = yield* tables()
        yield* migrateWith(allMigrations)
        expect(yield* tables()).toBe(before)
        expect((yield* recorded).slice(0, SHIPPED.length)).toEqual(SHIPPED.map(([id, name]) => [id, name]))
      })
    )

    it.effect("run only ids above the latest recorded, whichever feature lists them", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const ran: Array<string> = []
        const marking = (id: string) => Effect.sync(() => void ran.push(id))
        yield* migrateWith({
          ...allMigrations,
          // A feature's migration numbered below the latest recorded is never run: a new one takes the next free number.
          "0002_numbered_too_low": marking("0002_numbered_too_low"),
          "9990_after_everything": marking("9990_after_everything")
        })
        yield* migrateWith({ ...allMigrations, "9990_after_everything": marking("9990_after_everything") })
        expect(ran).toEqual(["9990_after_everything"])
        yield* sql`DELETE FROM effect_sql_migrations WHERE migration_id = 9990`
      })
    )
  })
})
