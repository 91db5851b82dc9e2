import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/*
 * The house-charge ledger and the card payment entries are money records: a correction is a new
 * entry, never an edited or deleted row. Until now only the code kept to that; these triggers make
 * the database refuse the rest, as 0350 does for orders and their lines.
 * - payment_entries: no UPDATE, no DELETE (nor TRUNCATE on PostgreSQL, which skips row triggers).
 * - house_ledger: no DELETE nor TRUNCATE, and one UPDATE only: closing a statement batch sets an
 *   entry's batch_id from null to a batch, once (members/ledger-repo.ts `closeBatch`). An UPDATE
 *   that sets it back, changes it, or changes any other column is refused.
 */

export const HOUSE_LEDGER_APPEND_ONLY =
  "House ledger entries are never changed or deleted (a correction is a new entry); only a statement batch is set, once"

export const PAYMENT_ENTRIES_APPEND_ONLY =
  "Payment entries are never changed or deleted: a correction is a new entry"

/**
 * Every column of house_ledger but batch_id, as 0090_house_accounts made it: none may change. A
 * migration that adds a column to the ledger adds it to this guard (a test reads the table's
 * columns and tries to change each).
 */
export const LEDGER_FIXED_COLUMNS = [
  "id",
  "member_number",
  "member_name",
  "order_id",
  "ticket",
  "posted_at",
  "outlet",
  "description",
  "subtotal_cents",
  "discount_cents",
  "tax_cents",
  "tip_cents",
  "delivery_fee_cents",
  "total_cents",
  "kind"
] as const

type Sql = SqlClient.SqlClient

const isPostgres = (sql: Sql) => sql.onDialectOrElse({ pg: () => true, orElse: () => false })

/**
 * A refusal, by name, of every `event` (UPDATE or DELETE) on `table` but those `allowedWhen` holds
 * for: an append-only table's guard, on both databases.
 */
export const refuseRowChanges = (
  sql: Sql,
  name: string,
  table: string,
  event: "UPDATE" | "DELETE",
  message: string,
  allowedWhen?: string
) =>
  sql.onDialectOrElse({
    pg: () =>
      Effect.all([
        sql.unsafe(`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
              ${allowedWhen === undefined ? "" : `IF ${allowedWhen} THEN RETURN NEW; END IF;`}
              RAISE EXCEPTION '${message}';
            END $$`),
        sql.unsafe(`CREATE TRIGGER ${name} BEFORE ${event} ON ${table}
            FOR EACH ROW EXECUTE FUNCTION ${name}()`)
      ]),
    orElse: () =>
      sql.unsafe(`CREATE TRIGGER ${name} BEFORE ${event} ON ${table}
          ${allowedWhen === undefined ? "" : `WHEN NOT (${allowedWhen})`}
          BEGIN SELECT RAISE(ABORT, '${message}'); END`)
  })

/** TRUNCATE skips row triggers on PostgreSQL, so it is refused by a statement trigger too. */
export const refuseTruncate = (sql: Sql, table: string, message: string) =>
  isPostgres(sql)
    ? Effect.all([
        sql.unsafe(`CREATE FUNCTION ${table}_never_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN RAISE EXCEPTION '${message}'; END $$`),
        sql.unsafe(`CREATE TRIGGER ${table}_never_truncated BEFORE TRUNCATE ON ${table}
            FOR EACH STATEMENT EXECUTE FUNCTION ${table}_never_truncated()`)
      ])
    : Effect.void

export const migration = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const isPg = isPostgres(sql)
  const unchanged = (column: string) =>
    isPg ? `NEW.${column} IS NOT DISTINCT FROM OLD.${column}` : `NEW.${column} IS OLD.${column}`
  const onlyBatchSet = [
    "OLD.batch_id IS NULL",
    "NEW.batch_id IS NOT NULL",
    ...LEDGER_FIXED_COLUMNS.map(unchanged)
  ].join(" AND ")

  yield* refuseRowChanges(
    sql,
    "payment_entries_never_updated",
    "payment_entries",
    "UPDATE",
    PAYMENT_ENTRIES_APPEND_ONLY
  )
  yield* refuseRowChanges(
    sql,
    "payment_entries_never_deleted",
    "payment_entries",
    "DELETE",
    PAYMENT_ENTRIES_APPEND_ONLY
  )
  yield* refuseTruncate(sql, "payment_entries", PAYMENT_ENTRIES_APPEND_ONLY)
  yield* refuseRowChanges(
    sql,
    "house_ledger_never_deleted",
    "house_ledger",
    "DELETE",
    HOUSE_LEDGER_APPEND_ONLY
  )
  yield* refuseRowChanges(
    sql,
    "house_ledger_batch_set_once",
    "house_ledger",
    "UPDATE",
    HOUSE_LEDGER_APPEND_ONLY,
    onlyBatchSet
  )
  yield* refuseTruncate(sql, "house_ledger", HOUSE_LEDGER_APPEND_ONLY)
})
