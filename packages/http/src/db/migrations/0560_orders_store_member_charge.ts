import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/** What orders.payment_method may hold from now on: a member charge is one of them. */
const METHODS = "('credit_card', 'pay_at_counter', 'member_charge')"

/**
 * orders.payment_method stores member_charge itself (issue 38). Its CHECK (0080) allowed only
 * credit_card and pay_at_counter, so a member charge was stored as credit_card and named by
 * house_account (0090), which every reader of the column had to know. house_account still names
 * the member's account; payment_method now says how the order is paid, and the reads that
 * relied on the pair (the report's roll-up keys a house-charged order member_charge either way)
 * read the same.
 *
 * PostgreSQL alters the constraint in place. SQLite cannot: a column's CHECK is part of the
 * table's definition, so the column is made anew: the old one renamed aside, the new one added
 * with the wider CHECK and filled, the old one dropped (SQLite rewrites the table for that, in
 * this transaction, with no foreign key action on the rows that reference an order, as dropping
 * and recreating `orders` would take). The triggers that name the column are set aside meanwhile
 * (SQLite will not drop a column a trigger names) and recreated as they were.
 */
export const migration = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql.onDialectOrElse({
    pg: () =>
      Effect.gen(function* () {
        yield* sql.unsafe(`ALTER TABLE orders DROP CONSTRAINT orders_payment_method_check`)
        yield* sql.unsafe(
          `ALTER TABLE orders ADD CONSTRAINT orders_payment_method_check CHECK (payment_method IN ${METHODS})`
        )
        yield* sql`UPDATE orders SET payment_method = 'member_charge' WHERE house_account IS NOT NULL`
      }),
    orElse: () =>
      Effect.gen(function* () {
        const triggers = yield* sql<{ name: string; sql: string }>`SELECT name, sql FROM sqlite_master
          WHERE type = 'trigger' AND tbl_name = 'orders' AND sql LIKE '%payment_method%' ORDER BY name`
        for (const trigger of triggers) yield* sql.unsafe(`DROP TRIGGER ${trigger.name}`)
        yield* sql`ALTER TABLE orders RENAME COLUMN payment_method TO payment_method_before_0560`
        yield* sql.unsafe(`ALTER TABLE orders ADD COLUMN payment_method TEXT NOT NULL DEFAULT 'credit_card'
          CHECK (payment_method IN ${METHODS})`)
        yield* sql`UPDATE orders SET payment_method = CASE WHEN house_account IS NOT NULL THEN 'member_charge'
          ELSE payment_method_before_0560 END`
        yield* sql`ALTER TABLE orders DROP COLUMN payment_method_before_0560`
        for (const trigger of triggers) yield* sql.unsafe(trigger.sql)
      })
  })
})
