import { SqlClient } from "@effect/sql"
import type { LedgerAmounts, LedgerKind } from "@grill/core"
import { Effect, Option } from "effect"
import type { MemberSummaryRow } from "./statement-csv.js"

export interface LedgerRow {
  readonly id: number
  readonly member_number: string
  readonly member_name: string
  readonly order_id: number
  readonly ticket: string
  readonly posted_at: string
  readonly outlet: string
  readonly description: string
  readonly subtotal_cents: number
  readonly discount_cents: number
  readonly tax_cents: number
  readonly tip_cents: number
  readonly delivery_fee_cents: number
  readonly total_cents: number
  readonly kind: LedgerKind
  readonly batch_id: number | null
}

export interface BatchRow {
  readonly id: number
  readonly closed_at: string
  readonly closed_by: string
  readonly entry_count: number
  readonly total_cents: number
}

export interface NewEntry {
  readonly memberNumber: string
  readonly memberName: string
  readonly orderId: number
  readonly ticket: string
  readonly postedAt: string
  readonly outlet: string
  readonly description: string
  readonly kind: LedgerKind
  readonly amounts: LedgerAmounts
}

export const amountsOf = (row: LedgerRow): LedgerAmounts => ({
  subtotal: Number(row.subtotal_cents),
  discount: Number(row.discount_cents),
  tax: Number(row.tax_cents),
  tip: Number(row.tip_cents),
  deliveryFee: Number(row.delivery_fee_cents),
  total: Number(row.total_cents)
})

/**
 * A statement page's entry as the database gives it, column by column: an array per row, not an
 * object (a month of entries made the export's garbage collection its largest cost).
 */
export type StatementEntry = readonly [
  id: number,
  memberNumber: string,
  memberName: string,
  postedAt: string,
  ticket: string,
  outlet: string,
  description: string,
  subtotalCents: number,
  discountCents: number,
  taxCents: number,
  tipCents: number,
  deliveryFeeCents: number,
  totalCents: number,
  kind: LedgerKind
]

/** The ledger rows a statement page reads at a time: enough to keep the database busy, little to hold. */
export const EXPORT_PAGE = 500

/**
 * The house-charge ledger and its statement batches. Entries are only ever inserted; a close
 * sets the batch of the entries that had none, once.
 */
export class LedgerRepo extends Effect.Service<LedgerRepo>()("Members/LedgerRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const forOrder = (orderId: number) =>
      sql<LedgerRow>`SELECT * FROM house_ledger WHERE order_id = ${orderId} ORDER BY id`

    /** Posts an entry; false when the order already has one of that kind (a retry, a race). */
    const post = (entry: NewEntry) =>
      Effect.map(
        sql<{ id: number }>`INSERT INTO house_ledger ${sql.insert({
          member_number: entry.memberNumber,
          member_name: entry.memberName,
          order_id: entry.orderId,
          ticket: entry.ticket,
          posted_at: entry.postedAt,
          outlet: entry.outlet,
          description: entry.description,
          subtotal_cents: entry.amounts.subtotal,
          discount_cents: entry.amounts.discount,
          tax_cents: entry.amounts.tax,
          tip_cents: entry.amounts.tip,
          delivery_fee_cents: entry.amounts.deliveryFee,
          total_cents: entry.amounts.total,
          kind: entry.kind
        })} ON CONFLICT (order_id, kind) DO NOTHING RETURNING id`,
        (rows) => rows.length > 0
      )

    const unexported = sql<LedgerRow>`SELECT * FROM house_ledger WHERE batch_id IS NULL ORDER BY id`

    const memberEntriesSince = (memberNumber: string, since: string) =>
      sql<LedgerRow>`SELECT * FROM house_ledger WHERE member_number = ${memberNumber} AND posted_at >= ${since}
        ORDER BY id`

    /**
     * Closes a batch over every entry without one, in the caller's transaction; none when there
     * is nothing to close. The caller holds the batch lock, so two closes take turns.
     */
    const closeBatch = (closedAt: string, closedBy: string) =>
      Effect.gen(function* () {
        const [open] = yield* sql<{ entries: number; total: number | null }>`SELECT COUNT(*) AS entries,
          SUM(total_cents) AS total FROM house_ledger WHERE batch_id IS NULL`
        const entries = Number(open?.entries ?? 0)
        if (entries === 0) return Option.none<BatchRow>()
        const [batch] = yield* sql<BatchRow>`INSERT INTO statement_batches ${sql.insert({
          closed_at: closedAt,
          closed_by: closedBy,
          entry_count: entries,
          total_cents: Number(open?.total ?? 0)
        })} RETURNING *`
        if (batch === undefined) return Option.none<BatchRow>()
        yield* sql`UPDATE house_ledger SET batch_id = ${batch.id} WHERE batch_id IS NULL`
        return Option.some(batch)
      })

    const batches = sql<BatchRow>`SELECT * FROM statement_batches ORDER BY id DESC`

    const batchById = (id: number) =>
      Effect.map(sql<BatchRow>`SELECT * FROM statement_batches WHERE id = ${id}`, (rows) =>
        Option.fromNullable(rows[0])
      )

    /** One page of a batch's entries after `afterId`, in posting order. */
    const batchPage = (batchId: number, afterId: number) =>
      Effect.map(
        sql`SELECT id, member_number, member_name, posted_at, ticket, outlet, description, subtotal_cents,
          discount_cents, tax_cents, tip_cents, delivery_fee_cents, total_cents, kind
          FROM house_ledger WHERE batch_id = ${batchId} AND id > ${afterId}
          ORDER BY id LIMIT ${EXPORT_PAGE}`.values,
        (rows) => rows as unknown as ReadonlyArray<StatementEntry>
      )

    /**
     * A batch's per-member totals, by member number; the name is the member's latest in the batch
     * (a batch names each member once, whatever they were called when each entry was posted).
     */
    const batchSummary = (batchId: number) =>
      sql<MemberSummaryRow>`SELECT s.member_number,
        (SELECT n.member_name FROM house_ledger n WHERE n.batch_id = ${batchId}
          AND n.member_number = s.member_number ORDER BY n.id DESC LIMIT 1) AS member_name,
        COUNT(*) AS entries,
        SUM(CASE WHEN s.kind = 'charge' THEN s.total_cents ELSE 0 END) AS charges,
        SUM(CASE WHEN s.kind = 'reversal' THEN s.total_cents ELSE 0 END) AS reversals,
        SUM(s.total_cents) AS total
        FROM house_ledger s WHERE s.batch_id = ${batchId} GROUP BY s.member_number ORDER BY s.member_number`

    return {
      forOrder,
      post,
      unexported,
      memberEntriesSince,
      closeBatch,
      batches,
      batchById,
      batchPage,
      batchSummary
    } as const
  })
}) {}
