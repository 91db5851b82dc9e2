import {
  type BooksMismatch,
  booksCheckVerdict,
  cardPaymentProblems,
  dollarsToCents,
  houseChargeProblems,
  localReportDate,
  type PaymentHold,
  reportDateOf,
  reportDayNumber,
  reportDifferences,
  reportPeriod,
  statementBatchProblems,
  toDashboardStatus
} from "@grill/core"
import { parse } from "csv-parse/sync"
import { Clock, Effect, Layer, Stream } from "effect"
import { LedgerRepo } from "../members/ledger-repo.js"
import { type STATEMENT_COLUMNS, statementFile } from "../members/statement-csv.js"
import { PAYMENT_HOLD } from "../orders/payment-holds.js"
import { OrderRepo } from "../orders/repo.js"
import { PaymentRepo } from "../payments/payment-repo.js"
import { Reports } from "../reports/reports.js"
import { Venue } from "../venue/venue.js"
import type { BooksCheckQuery, BooksCheckResult } from "./api.js"
import { BooksRepo } from "./repo.js"

/** The days recounted when none are asked for: the last week, today included. */
const DEFAULT_DAYS = 7

/** The statement file's column each row's total is read from. */
const TOTAL: (typeof STATEMENT_COLUMNS)[number] = "total"

/** The card orders a page of payment entries is read for at a time. */
const CARD_PAGE = 500

const HOLDS = Object.fromEntries(
  Object.entries(PAYMENT_HOLD).map(([hold, stored]) => [stored, hold as PaymentHold])
) as Record<number, PaymentHold>

/** A statement line's amount ("-12.50") in cents; undefined when it is not one. */
const statementCents = (text: string): number | undefined => {
  const negative = text.startsWith("-")
  const cents = dollarsToCents(Number(negative ? text.slice(1) : text))
  return /^-?\d+\.\d{2}$/.test(text) && cents !== undefined ? (negative ? -cents : cents) : undefined
}

/**
 * The books check (README, "Books check"): every invariant the money relies on, each rule stated
 * in core (books-check.ts), over facts read through the owning features' repositories. Each run
 * is recorded; the Admin card shows the latest.
 */
export class BooksCheck extends Effect.Service<BooksCheck>()("Books/BooksCheck", {
  effect: Effect.gen(function* () {
    const ledger = yield* LedgerRepo
    const orders = yield* OrderRepo
    const payments = yield* PaymentRepo
    const reports = yield* Reports
    const venue = yield* Venue
    const repo = yield* BooksRepo

    /** (a) Each member charge: one charge entry, and one reversal exactly when cancelled. */
    const houseCharges = Effect.gen(function* () {
      const counts = new Map((yield* ledger.entryCountsByOrder).map((row) => [row.order_id, row]))
      const charged = yield* orders.houseChargedOrders
      const mismatches: Array<BooksMismatch> = []
      const problem = (subject: string, problems: ReadonlyArray<string>) => {
        for (const text of problems) mismatches.push({ kind: "house_charge", subject, problem: text })
      }
      for (const order of charged) {
        const entries = counts.get(order.id)
        counts.delete(order.id)
        problem(
          `Order ${order.order_number}`,
          houseChargeProblems({
            memberCharged: true,
            cancelled: toDashboardStatus(order.status) === "cancelled",
            charges: entries?.charges ?? 0,
            reversals: entries?.reversals ?? 0
          })
        )
      }
      // Entries left over belong to orders never signed to a member account.
      for (const entries of counts.values()) {
        problem(
          `Order ${entries.ticket}`,
          houseChargeProblems({ memberCharged: false, cancelled: false, ...entries })
        )
      }
      return { checks: charged.length + counts.size, mismatches }
    })

    /** (b) Each closed batch: its recorded count and total against the file the export writes. */
    const statementBatches = Effect.gen(function* () {
      const batches = yield* ledger.batches
      const mismatches: Array<BooksMismatch> = []
      for (const batch of batches) {
        const text = yield* statementFile(
          (afterId) => ledger.batchPage(batch.id, afterId),
          venue.timeZone
        ).pipe(Stream.runFold("", (file, part) => file + part))
        const rows = parse(text, { columns: true }) as Array<Record<string, string>>
        const amounts = rows.map((row) => statementCents(row[TOTAL] ?? ""))
        const unreadable = amounts.indexOf(undefined)
        const subject = `Statement batch ${batch.id}`
        if (unreadable >= 0) {
          mismatches.push({
            kind: "statement_batch",
            subject,
            problem: `its file's row ${unreadable + 1} has no readable total`
          })
          continue
        }
        const total = amounts.reduce<number>((sum, cents) => sum + (cents ?? 0), 0)
        for (const problem of statementBatchProblems(
          { entries: batch.entry_count, total: batch.total_cents },
          { rows: rows.length, total }
        )) {
          mismatches.push({ kind: "statement_batch", subject, problem })
        }
      }
      return { checks: batches.length, mismatches }
    })

    /** (c) Each card order's entries, replayed through the payment machine, against its stored hold and intent. */
    const cardPayments = Effect.gen(function* () {
      const cards = yield* payments.cardOrders
      const mismatches: Array<BooksMismatch> = []
      for (let start = 0; start < cards.length; start += CARD_PAGE) {
        const page = cards.slice(start, start + CARD_PAGE)
        const events = yield* payments.eventsFor(page.map((order) => order.order_id))
        for (const order of page) {
          const problems = cardPaymentProblems(events.get(order.order_id) ?? [], {
            hold: HOLDS[order.payment_hold] ?? "kitchen",
            intentCents: order.intent_cents
          })
          for (const problem of problems) {
            mismatches.push({ kind: "card_payment", subject: `Order ${order.order_number}`, problem })
          }
        }
      }
      return { checks: cards.length, mismatches }
    })

    /** The days asked for (a 400's message when they cannot be), or the last week on the venue's calendar. */
    const daysOf = (query: BooksCheckQuery) =>
      Effect.gen(function* () {
        const asked =
          query.date !== undefined || query.from !== undefined || query.to !== undefined
            ? yield* reports.period(query)
            : undefined
        const now = new Date(yield* Clock.currentTimeMillis)
        const today = localReportDate(now, venue.timeZone) ?? now.toISOString().slice(0, 10)
        const last = reportDayNumber(asked?.to ?? today) ?? 0
        const first = asked === undefined ? last - DEFAULT_DAYS + 1 : (reportDayNumber(asked.from) ?? last)
        return Array.from({ length: last - first + 1 }, (_, index) => reportDateOf(first + index))
      })

    /** (d) Each day's report from the roll-up against the same report recounted from the orders. */
    const reportRollup = (days: ReadonlyArray<string>) =>
      Effect.gen(function* () {
        const mismatches: Array<BooksMismatch> = []
        for (const day of days) {
          const period = reportPeriod(day, day, venue.timeZone)
          if (typeof period === "string") continue
          const { rolledUp, recounted } = yield* reports.rolledUpAndRecounted(period)
          for (const problem of reportDifferences(rolledUp, recounted)) {
            mismatches.push({ kind: "report_rollup", subject: `Report ${day}`, problem })
          }
        }
        return { checks: days.length, mismatches }
      })

    /** Runs every check and records the result as `checkedBy`'s. */
    const run = (query: BooksCheckQuery, checkedBy: string) =>
      Effect.gen(function* () {
        const days = yield* daysOf(query)
        const parts = yield* Effect.all([houseCharges, statementBatches, cardPayments, reportRollup(days)])
        const result: BooksCheckResult = {
          checkedAt: new Date(yield* Clock.currentTimeMillis).toISOString(),
          checkedBy,
          checks: parts.reduce((sum, part) => sum + part.checks, 0),
          from: days[0] ?? "",
          to: days.at(-1) ?? "",
          mismatches: parts.flatMap((part) => part.mismatches)
        }
        yield* repo.record(result)
        return result
      }).pipe(Effect.catchTag("SqlError", Effect.die))

    /** The nightly check after a good backup: recorded, and its verdict logged (each mismatch too). */
    const afterBackup = Effect.gen(function* () {
      const result = yield* run({}, "nightly backup")
      const verdict = booksCheckVerdict(result.checks, result.mismatches.length)
      if (result.mismatches.length === 0) return yield* Effect.logInfo(verdict)
      yield* Effect.logError(verdict)
      for (const mismatch of result.mismatches)
        yield* Effect.logError(`${mismatch.subject} ${mismatch.problem}`)
    }).pipe(Effect.catchAllCause((cause) => Effect.logError("The nightly books check failed", cause)))

    return { run, last: repo.last, afterBackup } as const
  }),
  dependencies: [BooksRepo.Default, PaymentRepo.Default]
}) {
  /** With the venue settings from the environment and the report it compares: a test provides the database. */
  static readonly Test = BooksCheck.Default.pipe(
    Layer.provide([LedgerRepo.Default, OrderRepo.Default, Reports.Test]),
    Layer.provide(Venue.live)
  )
}
