import { SqlClient } from "@effect/sql"
import { describe, expect, layer } from "@effect/vitest"
import { Effect } from "effect"
import {
  HOUSE_LEDGER_APPEND_ONLY,
  LEDGER_FIXED_COLUMNS,
  PAYMENT_ENTRIES_APPEND_ONLY
} from "../src/db/migrations/0440_money_records_append_only.js"
import { REFUND_REQUESTS_APPEND_ONLY } from "../src/payments/migrations/0720_refund_requests.js"
import { TestDatabaseLive } from "./support/database-layer.js"

/*
 * The house ledger and the card payment entries are append-only in the database itself: whatever
 * the code does, a DELETE or an UPDATE of an entry is refused, but for the one step a statement
 * batch takes, setting an entry's batch from none to one, once.
 */

const isPg = Effect.map(SqlClient.SqlClient, (sql) =>
  sql.onDialectOrElse({ pg: () => true, orElse: () => false })
)

/** An order, a member charged for it and the order's card payment entry; the ledger entry's id. */
const postEntries = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const [order] = yield* sql<{ id: number }>`INSERT INTO orders (order_number, status, created_at, order_type,
      contact_name, contact_phone, subtotal_cents, member_discount_cents, tax_cents, delivery_fee_cents,
      gratuity_cents, gratuity_percent, total_cents, delivery_estimate_minutes, points_earned)
    VALUES ('M0001', 'pending', '2026-06-15T18:20:00.000Z', 'pickup', 'Bo Lane', '4045550701',
      1500, 0, 105, 0, 0, 0, 1605, 20, 0) RETURNING id`
  const orderId = Number(order?.id)
  yield* sql`INSERT INTO club_members (member_number, first_name, last_name, charge_allowed, status, updated_at)
    VALUES ('7001', 'Bo', 'Lane', 1, 'active', '2026-06-15T18:00:00.000Z')`
  const [entry] = yield* sql<{ id: number }>`INSERT INTO house_ledger (member_number, member_name, order_id,
      ticket, posted_at, outlet, description, subtotal_cents, discount_cents, tax_cents, tip_cents,
      delivery_fee_cents, total_cents, kind)
    VALUES ('7001', 'Bo Lane', ${orderId}, 'M0001', '2026-06-15T18:20:00.000Z', 'Grill', 'Pickup order',
      1500, 0, 105, 0, 0, 1605, 'charge') RETURNING id`
  yield* sql`INSERT INTO payment_entries (order_id, kind, amount_cents, recorded_at)
    VALUES (${orderId}, 'captured', 1605, '2026-06-15T18:21:00.000Z')`
  yield* sql`INSERT INTO refund_requests (order_id, amount_cents, requested_by, requested_at)
    VALUES (${orderId}, 500, 'sam', '2026-06-15T18:30:00.000Z')`
  return Number(entry?.id)
})

const newBatch = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const [batch] = yield* sql<{ id: number }>`INSERT INTO statement_batches (closed_at, closed_by, entry_count,
      total_cents) VALUES ('2026-06-30T23:00:00.000Z', 'sam', 1, 1605) RETURNING id`
  return Number(batch?.id)
})

/** The error text of `statement`, which must fail. */
const refusal = <A, E extends { readonly cause?: unknown }, R>(statement: Effect.Effect<A, E, R>) =>
  Effect.map(Effect.flip(statement), (error) => String(error.cause ?? error))

/** house_ledger's columns with their declared types, as the database holds them. */
const ledgerColumns = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const rows = (yield* isPg)
    ? yield* sql<{ name: string; type: string }>`SELECT column_name AS name, data_type AS type
        FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'house_ledger'`
    : yield* sql<{ name: string; type: string }>`SELECT name, type FROM pragma_table_info('house_ledger')`
  return rows.map((row) => ({ name: row.name, isText: row.type.toLowerCase() === "text" }))
})

const ledgerRow = (id: number) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) => sql<Record<string, unknown>>`SELECT * FROM house_ledger WHERE id = ${id}`
  )

describe("money records in the database", () => {
  layer(TestDatabaseLive)((it) => {
    it.effect("refuse every change and delete but setting a ledger entry's batch once", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const entryId = yield* postEntries
        const before = yield* ledgerRow(entryId)

        // The payment entries: no update, no delete.
        expect(yield* refusal(sql`UPDATE payment_entries SET amount_cents = 1`)).toContain(
          PAYMENT_ENTRIES_APPEND_ONLY
        )
        expect(yield* refusal(sql`DELETE FROM payment_entries`)).toContain(PAYMENT_ENTRIES_APPEND_ONLY)
        // Nor the staff refunds asked for, which name who made them.
        expect(yield* refusal(sql`UPDATE refund_requests SET requested_by = 'pat'`)).toContain(
          REFUND_REQUESTS_APPEND_ONLY
        )
        expect(yield* refusal(sql`DELETE FROM refund_requests`)).toContain(REFUND_REQUESTS_APPEND_ONLY)

        // The ledger: no delete, no change of an amount, nor of any other column but the batch.
        expect(yield* refusal(sql`DELETE FROM house_ledger WHERE id = ${entryId}`)).toContain(
          HOUSE_LEDGER_APPEND_ONLY
        )
        expect(yield* refusal(sql`UPDATE house_ledger SET total_cents = 5 WHERE id = ${entryId}`)).toContain(
          HOUSE_LEDGER_APPEND_ONLY
        )
        const columns = yield* ledgerColumns
        // A column added to the ledger must join the guard's list, or it could be changed.
        expect(columns.map((column) => column.name).sort()).toEqual(
          [...LEDGER_FIXED_COLUMNS, "batch_id"].sort()
        )
        for (const column of columns.filter((column) => column.name !== "batch_id")) {
          const changed =
            column.name === "kind"
              ? "'reversal'"
              : column.isText
                ? `${column.name} || 'x'`
                : `${column.name} + 1`
          const error = yield* refusal(sql.unsafe(`UPDATE house_ledger SET ${column.name} = ${changed}`))
          expect(error, column.name).toContain(HOUSE_LEDGER_APPEND_ONLY)
        }
        // Nor the batch together with anything else, nor the batch back to none before one is set.
        const first = yield* newBatch
        expect(
          yield* refusal(
            sql`UPDATE house_ledger SET batch_id = ${first}, total_cents = 5 WHERE id = ${entryId}`
          )
        ).toContain(HOUSE_LEDGER_APPEND_ONLY)
        expect(yield* refusal(sql`UPDATE house_ledger SET batch_id = NULL`)).toContain(
          HOUSE_LEDGER_APPEND_ONLY
        )
        if (yield* isPg) {
          expect(yield* refusal(sql`TRUNCATE house_ledger`)).toContain(HOUSE_LEDGER_APPEND_ONLY)
          expect(yield* refusal(sql`TRUNCATE payment_entries`)).toContain(PAYMENT_ENTRIES_APPEND_ONLY)
          expect(yield* refusal(sql`TRUNCATE refund_requests`)).toContain(REFUND_REQUESTS_APPEND_ONLY)
        }
        expect(yield* ledgerRow(entryId)).toEqual(before)

        // Closing a batch sets it, once: not to another batch, not back to none.
        yield* sql`UPDATE house_ledger SET batch_id = ${first} WHERE batch_id IS NULL`
        const second = yield* newBatch
        expect(yield* refusal(sql`UPDATE house_ledger SET batch_id = ${second}`)).toContain(
          HOUSE_LEDGER_APPEND_ONLY
        )
        expect(yield* refusal(sql`UPDATE house_ledger SET batch_id = NULL`)).toContain(
          HOUSE_LEDGER_APPEND_ONLY
        )
        expect(yield* ledgerRow(entryId)).toEqual([{ ...before[0], batch_id: first }])

        const [left] = yield* sql<{ ledger: number; payments: number; amount: number }>`SELECT
            (SELECT COUNT(*) FROM house_ledger) AS ledger, (SELECT COUNT(*) FROM payment_entries) AS payments,
            (SELECT SUM(amount_cents) FROM payment_entries) AS amount`
        expect({
          ledger: Number(left?.ledger),
          payments: Number(left?.payments),
          amount: Number(left?.amount)
        }).toEqual({ ledger: 1, payments: 1, amount: 1605 })
      })
    )
  })
})
