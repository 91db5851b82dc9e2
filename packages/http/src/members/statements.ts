import { Cents, statementCutoff } from "@grill/core"
import { Effect, Layer, Option } from "effect"
import { Conflict, InvalidRequest } from "../contract/errors.js"
import type { StaffUser } from "../staff/auth-api.js"
import { Venue } from "../venue/venue.js"
import type { BatchWire, LedgerEntryWire } from "./api.js"
import { HouseAccounts } from "./house-accounts.js"
import { type BatchRow, LedgerRepo, type LedgerRow } from "./ledger-repo.js"

const entryToWire = (row: LedgerRow): LedgerEntryWire => ({
  id: row.id,
  memberNumber: row.member_number,
  memberName: row.member_name,
  ticket: row.ticket,
  postedAt: row.posted_at,
  outlet: row.outlet,
  description: row.description,
  subtotal: Cents(row.subtotal_cents),
  discount: Cents(row.discount_cents),
  tax: Cents(row.tax_cents),
  tip: Cents(row.tip_cents),
  deliveryFee: Cents(row.delivery_fee_cents),
  total: Cents(row.total_cents),
  kind: row.kind
})

/**
 * The member charges on their way to the billing system: the entries no statement holds yet
 * with their totals, the statement batches closed so far, and closing one (through a date).
 */
export class Statements extends Effect.Service<Statements>()("Members/Statements", {
  effect: Effect.gen(function* () {
    const ledger = yield* LedgerRepo
    const accounts = yield* HouseAccounts
    const venue = yield* Venue

    const batchToWire = (batch: BatchRow) =>
      Effect.map(
        ledger.batchSummary(batch.id),
        (rows): BatchWire => ({
          id: batch.id,
          closedAt: batch.closed_at,
          closedBy: batch.closed_by,
          entries: batch.entry_count,
          total: Cents(batch.total_cents),
          through: batch.through_date,
          members: rows.map((row) => ({
            memberNumber: row.member_number,
            memberName: row.member_name,
            entries: row.entries,
            total: row.total
          }))
        })
      )

    const unexported = Effect.map(ledger.unexported, (rows) => {
      const charges = rows.filter((row) => row.kind === "charge")
      const sum = (list: ReadonlyArray<LedgerRow>) => list.reduce((total, row) => total + row.total_cents, 0)
      return {
        entries: rows.map(entryToWire),
        totals: {
          entries: rows.length,
          charges: Cents(sum(charges)),
          reversals: Cents(sum(rows) - sum(charges)),
          total: Cents(sum(rows))
        }
      }
    }).pipe(Effect.orDie)

    const batches = Effect.flatMap(ledger.batches, (rows) => Effect.forEach(rows, batchToWire)).pipe(
      Effect.map((batches) => ({ batches })),
      Effect.orDie
    )

    /** Every open entry (up to the end of `through`, a date in the venue's zone, when given) into one batch. */
    const close = (staff: StaffUser, through: string | undefined) =>
      Effect.gen(function* () {
        const cutoff = through === undefined ? undefined : statementCutoff(through, venue.timeZone)
        if (typeof cutoff === "string")
          return yield* new InvalidRequest({ message: `The through-date: ${cutoff}`, field: "through" })
        const closed = yield* accounts.closeBatch(
          staff,
          through === undefined || cutoff === undefined ? undefined : { date: through, cutoff }
        )
        if (Option.isNone(closed))
          return yield* new Conflict({ message: "There are no unexported charges to close" })
        return { batch: yield* batchToWire(closed.value) }
      }).pipe(Effect.catchTag("SqlError", Effect.die))

    return { unexported, batches, close } as const
  })
}) {
  /** With the venue from the environment, over the house accounts' Test layer: a test provides the database. */
  static readonly Test = Statements.Default.pipe(
    Layer.provide([HouseAccounts.Test, LedgerRepo.Default, Venue.live])
  )
}
