import { Migrator, SqlClient } from "@effect/sql"
import { SqliteClient } from "@effect/sql-sqlite-node"
import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { allMigrations as migrations } from "../src/features.js"

/** The migrations up to `last` (a number): a database as it stood then. */
const upTo = (last: number) =>
  Object.fromEntries(Object.entries(migrations).filter(([id]) => Number.parseInt(id, 10) <= last))
const migrate = (record: Record<string, Effect.Effect<void, unknown, SqlClient.SqlClient>>) =>
  Migrator.make({})({ loader: Migrator.fromRecord(record), table: "effect_sql_migrations" })

describe("0070_reward_effects", () => {
  it.effect(
    "gives a database seeded before it the demo's effects, and leaves a venue's own rewards alone",
    () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        yield* migrate(upTo(69))
        yield* sql`INSERT INTO menu_items (name, description, price_cents, category_id) VALUES ('Fountain Soda', '', 249, 'drinks')`
        yield* sql`INSERT INTO rewards (name, description, points_cost) VALUES
        ('$10 Off Your Order', 'Ten dollars off any order over $20', 150),
        ('Free Fountain Soda', 'Any fountain drink with your order', 25),
        ('Free Fountain Soda', 'Our own wording', 30)`
        yield* migrate(upTo(70))
        const rows = yield* sql<{
          description: string
          discount_cents: number | null
          free_item_id: number | null
        }>`SELECT description, discount_cents, free_item_id FROM rewards ORDER BY id`
        const [soda] = yield* sql<{ id: number }>`SELECT id FROM menu_items`
        expect(rows).toEqual([
          { description: "Ten dollars off your food order", discount_cents: 1000, free_item_id: null },
          { description: "Any fountain drink with your order", discount_cents: null, free_item_id: soda?.id },
          { description: "Our own wording", discount_cents: null, free_item_id: null }
        ])
      }).pipe(Effect.provide(SqliteClient.layer({ filename: ":memory:" })))
  )
})
