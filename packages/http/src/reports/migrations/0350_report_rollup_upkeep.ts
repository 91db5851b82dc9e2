import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/*
 * The end-of-day report's roll-up (0300_report_rollup.ts), kept exact and read fast.
 * - Orders and their lines are money records, never deleted (a correction is a new entry, a
 *   restore replaces the whole database, roll-up included), and the triggers follow only inserts
 *   and updates. So the database refuses a delete outright, rather than let the roll-up quietly
 *   keep a deleted order's sales.
 * - The item roll-up's rows of a period are read from an index that holds every column the report
 *   reads, in hour order: one hour's rows are written over the hour, so in the table they lie on as
 *   many pages as there are rows (PERFORMANCE.md, "End-of-day report").
 * - "New loyalty members" reads an index on member_since instead of every member.
 */

export const ORDERS_NEVER_DELETED = "Orders and their lines are never deleted: a correction is a new entry"

const GUARDED_TABLES = ["orders", "order_lines"]

export const migration = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`CREATE INDEX loyalty_users_member_since ON loyalty_users (member_since)`
  yield* sql`CREATE INDEX report_item_hours_sums
    ON report_item_hours (hour, item_id, name, chosen_options, quantity, base_sales)`
  for (const table of GUARDED_TABLES) {
    const name = `${table}_never_deleted`
    yield* sql.onDialectOrElse({
      // TRUNCATE skips row triggers on PostgreSQL, so it is refused by a statement trigger too.
      pg: () =>
        Effect.all([
          sql.unsafe(`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
              BEGIN RAISE EXCEPTION '${ORDERS_NEVER_DELETED}'; END $$`),
          sql.unsafe(
            `CREATE TRIGGER ${name} BEFORE DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION ${name}()`
          ),
          sql.unsafe(`CREATE TRIGGER ${table}_never_truncated BEFORE TRUNCATE ON ${table}
              FOR EACH STATEMENT EXECUTE FUNCTION ${name}()`)
        ]),
      orElse: () =>
        sql.unsafe(`CREATE TRIGGER ${name} BEFORE DELETE ON ${table}
            BEGIN SELECT RAISE(ABORT, '${ORDERS_NEVER_DELETED}'); END`)
    })
  }
})
