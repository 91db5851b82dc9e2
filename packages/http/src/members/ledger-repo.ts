import { SqlClient } from "@effect/sql"
import {
  Cents,
  CentsSchema,
  type LedgerAmounts,
  type LedgerKind,
  type MemberNumber,
  type OrderId
} from "@grill/core"
import { Effect, Option, Schema } from "effect"
import { decodedFirstRow, decodedRows, SqlNumber, table } from "../db/table.js"

const StoredLedgerKind = Schema.Literal("charge", "reversal")

/**
 * The house-charge ledger: entries only ever inserted, each closed into one statement batch (the
 * database refuses anything else: migrations/0440_money_records_append_only.ts). Amounts are
 * whole cents, checked as they are read and written.
 */
const HouseLedgerEntries = table(
  "house_ledger",
  {
    id: Schema.Number,
    member_number: Schema.String,
    member_name: Schema.String,
    order_id: Schema.Number,
    ticket: Schema.String,
    posted_at: Schema.String,
    outlet: Schema.String,
    description: Schema.String,
    subtotal_cents: CentsSchema,
    discount_cents: CentsSchema,
    tax_cents: CentsSchema,
    tip_cents: CentsSchema,
    delivery_fee_cents: CentsSchema,
    total_cents: CentsSchema,
    kind: StoredLedgerKind,
    batch_id: Schema.NullOr(Schema.Number)
  },
  ["id", "batch_id"]
)

export type LedgerRow = typeof HouseLedgerEntries.row.Type

const StatementBatches = table(
  "statement_batches",
  {
    id: Schema.Number,
    closed_at: Schema.String,
    closed_by: Schema.String,
    entry_count: Schema.Number,
    total_cents: CentsSchema,
    through_date: Schema.NullOr(Schema.String)
  },
  ["id"]
)

export type BatchRow = typeof StatementBatches.row.Type

/** A sum of cents as either database answers it (PostgreSQL's SUM is numeric text), still whole cents. */
const SqlCents = SqlNumber.pipe(Schema.compose(CentsSchema))

/** A member's totals over a statement batch. */
const MemberSummaryRow = Schema.Struct({
  member_number: Schema.String,
  member_name: Schema.String,
  entries: SqlNumber,
  charges: SqlCents,
  reversals: SqlCents,
  total: SqlCents
})

export type MemberSummaryRow = typeof MemberSummaryRow.Type

/** An order's ledger entries counted by kind (the ticket is its order number). */
const OrderEntryCounts = Schema.Struct({
  order_id: Schema.Number,
  ticket: Schema.String,
  charges: SqlNumber,
  reversals: SqlNumber
})

export type OrderEntryCounts = typeof OrderEntryCounts.Type

/** The entries and their total not yet in a batch (no total when there are none). */
const OpenEntries = Schema.Struct({ entries: SqlNumber, total: Schema.NullOr(SqlCents) })

export interface NewEntry {
  readonly memberNumber: MemberNumber
  readonly memberName: string
  readonly orderId: OrderId
  readonly ticket: string
  readonly postedAt: string
  readonly outlet: string
  readonly description: string
  readonly kind: LedgerKind
  readonly amounts: LedgerAmounts
}

export const amountsOf = (row: LedgerRow): LedgerAmounts => ({
  subtotal: row.subtotal_cents,
  discount: row.discount_cents,
  tax: row.tax_cents,
  tip: row.tip_cents,
  deliveryFee: row.delivery_fee_cents,
  total: row.total_cents
})

/**
 * A statement page's entry as the database gives it, column by column: an array per row, not an
 * object (a month of entries made the export's garbage collection its largest cost).
 */
const StatementEntry = Schema.Tuple(
  Schema.Number,
  Schema.String,
  Schema.String,
  Schema.String,
  Schema.String,
  Schema.String,
  Schema.String,
  CentsSchema,
  CentsSchema,
  CentsSchema,
  CentsSchema,
  CentsSchema,
  CentsSchema,
  StoredLedgerKind
)

/** id, member number and name, posted at, ticket, outlet, description, the amounts in cents, kind. */
export type StatementEntry = typeof StatementEntry.Type

/** The ledger rows a statement page reads at a time: enough to keep the database busy, little to hold. */
export const EXPORT_PAGE = 500

/**
 * The house-charge ledger and its statement batches. Entries are only ever inserted; a close
 * sets the batch of the entries that had none, once.
 */
export class LedgerRepo extends Effect.Service<LedgerRepo>()("Members/LedgerRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const entries = sql`SELECT ${HouseLedgerEntries.selectList(sql)} FROM house_ledger`

    const forOrder = (orderId: OrderId) =>
      sql`${entries} WHERE order_id = ${orderId} ORDER BY id`.pipe(HouseLedgerEntries.rows)

    /** Posts an entry; false when the order already has one of that kind (a retry, a race). */
    const post = (entry: NewEntry) =>
      Effect.map(
        sql`INSERT INTO house_ledger ${sql.insert(
          HouseLedgerEntries.insertRow({
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
          })
        )} ON CONFLICT (order_id, kind) DO NOTHING RETURNING id`,
        (rows) => rows.length > 0
      )

    const unexported = sql`${entries} WHERE batch_id IS NULL ORDER BY id`.pipe(HouseLedgerEntries.rows)

    const memberEntriesSince = (memberNumber: string, since: string) =>
      sql`${entries} WHERE member_number = ${memberNumber} AND posted_at >= ${since}
        ORDER BY id`.pipe(HouseLedgerEntries.rows)

    /**
     * Closes a batch over every entry without one, in the caller's transaction; none when there
     * is nothing to close. The caller holds the batch lock, so two closes take turns.
     */
    /**
     * Closes a batch over the unexported entries posted before `through`'s cut-off (all of them
     * without one); later entries wait for the next batch.
     */
    const closeBatch = (
      closedAt: string,
      closedBy: string,
      through: { readonly date: string; readonly cutoff: Date } | undefined
    ) =>
      Effect.gen(function* () {
        const taken =
          through === undefined
            ? sql`batch_id IS NULL`
            : sql`batch_id IS NULL AND posted_at < ${through.cutoff.toISOString()}`
        const open = yield* sql`SELECT COUNT(*) AS entries,
          SUM(total_cents) AS total FROM house_ledger WHERE ${taken}`.pipe(
          decodedFirstRow(OpenEntries, HouseLedgerEntries.name)
        )
        const count = Option.match(open, { onNone: () => 0, onSome: (row) => row.entries })
        if (count === 0) return Option.none<BatchRow>()
        const inserted = yield* sql`INSERT INTO statement_batches ${sql.insert(
          StatementBatches.insertRow({
            closed_at: closedAt,
            closed_by: closedBy,
            entry_count: count,
            total_cents: Cents(Option.match(open, { onNone: () => 0, onSome: (row) => row.total ?? 0 })),
            through_date: through?.date ?? null
          })
        )} RETURNING ${StatementBatches.selectList(sql)}`.pipe(StatementBatches.firstRow)
        if (Option.isNone(inserted)) return Option.none<BatchRow>()
        const batch = inserted.value
        yield* sql`UPDATE house_ledger SET batch_id = ${batch.id} WHERE ${taken}`
        return Option.some(batch)
      })

    const batchList = sql`SELECT ${StatementBatches.selectList(sql)} FROM statement_batches`

    const batches = sql`${batchList} ORDER BY id DESC`.pipe(StatementBatches.rows)

    const batchById = (id: number) => sql`${batchList} WHERE id = ${id}`.pipe(StatementBatches.firstRow)

    /** One page of a batch's entries after `afterId`, in posting order. */
    const batchPage = (batchId: number, afterId: number) =>
      sql`SELECT id, member_number, member_name, posted_at, ticket, outlet, description, subtotal_cents,
          discount_cents, tax_cents, tip_cents, delivery_fee_cents, total_cents, kind
          FROM house_ledger WHERE batch_id = ${batchId} AND id > ${afterId}
          ORDER BY id LIMIT ${EXPORT_PAGE}`.values.pipe(decodedRows(StatementEntry, HouseLedgerEntries.name))

    /**
     * A batch's per-member totals, by member number; the name is the member's latest in the batch
     * (a batch names each member once, whatever they were called when each entry was posted).
     */
    const batchSummary = (batchId: number) =>
      sql`SELECT s.member_number,
        (SELECT n.member_name FROM house_ledger n WHERE n.batch_id = ${batchId}
          AND n.member_number = s.member_number ORDER BY n.id DESC LIMIT 1) AS member_name,
        COUNT(*) AS entries,
        SUM(CASE WHEN s.kind = 'charge' THEN s.total_cents ELSE 0 END) AS charges,
        SUM(CASE WHEN s.kind = 'reversal' THEN s.total_cents ELSE 0 END) AS reversals,
        SUM(s.total_cents) AS total
        FROM house_ledger s WHERE s.batch_id = ${batchId} GROUP BY s.member_number ORDER BY s.member_number`.pipe(
        decodedRows(MemberSummaryRow, HouseLedgerEntries.name)
      )

    /** Every order's entries counted by kind, for the books check: one charge, one reversal at most. */
    const entryCountsByOrder = sql`SELECT order_id, MIN(ticket) AS ticket,
        SUM(CASE WHEN kind = 'charge' THEN 1 ELSE 0 END) AS charges,
        SUM(CASE WHEN kind = 'reversal' THEN 1 ELSE 0 END) AS reversals
        FROM house_ledger GROUP BY order_id ORDER BY order_id`.pipe(
      decodedRows(OrderEntryCounts, HouseLedgerEntries.name)
    )

    return {
      entryCountsByOrder,
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
}) {
  /** Over the database a test provides (TestDatabaseLive: SQLite, or PostgreSQL in that pass). */
  static readonly Test = LedgerRepo.Default
}
