import { Cents, formatDollars, hourlyZonedClock, type ZonedDateTime, zonedDateTime } from "@grill/core"
import { stringify } from "csv-stringify/sync"
import { Effect, Option, Stream } from "effect"
import { CSV_CELLS } from "../platform/csv-cells.js"
import { EXPORT_PAGE, type MemberSummaryRow, type StatementEntry } from "./ledger-repo.js"

/** The statement file's columns, as the README documents them for a club's billing import. */
export const STATEMENT_COLUMNS = [
  "member_number",
  "member_name",
  "posted_at",
  "ticket",
  "outlet",
  "description",
  "subtotal",
  "discount",
  "tax",
  "tip",
  "delivery_fee",
  "total",
  "kind"
] as const

const two = (n: number) => String(n).padStart(2, "0")

/** How one statement reads the venue's wall clock: an hour's offset kept for its many entries. */
export type StatementClock = (at: Date) => ZonedDateTime | undefined

export const statementClock = (timeZone: string): StatementClock =>
  hourlyZonedClock(timeZone) ?? ((at) => zonedDateTime(at, timeZone))

/** "2026-06-01 11:05:09" on the venue's wall clock: what a statement line shows. */
export const statementTime = (iso: string, clock: StatementClock): string => {
  const wall = clock(new Date(iso))
  if (wall === undefined) return iso
  return `${wall.year}-${two(wall.month)}-${two(wall.day)} ${two(wall.hour)}:${two(wall.minute)}:${two(wall.second)}`
}

const dollars = (cents: number) => formatDollars(Cents(cents))

/** Ledger rows as statement lines: subtotal − discount + tax + tip + delivery_fee = total on every row. */
export const statementLines = (rows: ReadonlyArray<StatementEntry>, clock: StatementClock): string =>
  stringify(
    rows.map(
      ([
        ,
        member,
        name,
        postedAt,
        ticket,
        outlet,
        description,
        subtotal,
        discount,
        tax,
        tip,
        fee,
        total,
        kind
      ]) => [
        member,
        name,
        statementTime(postedAt, clock),
        ticket,
        outlet,
        description,
        dollars(subtotal),
        dollars(discount),
        dollars(tax),
        dollars(tip),
        dollars(fee),
        dollars(total),
        kind
      ]
    ),
    { ...CSV_CELLS, record_delimiter: "\n" }
  )

export const statementHeader = (): string =>
  stringify([[...STATEMENT_COLUMNS]], { ...CSV_CELLS, record_delimiter: "\n" })

/**
 * A batch's statement file, header first, then page by page (keyset on the entry id) so memory
 * stays flat however long it is: what the export sends and what the books check adds up.
 */
export const statementFile = <E, R>(
  page: (afterId: number) => Effect.Effect<ReadonlyArray<StatementEntry>, E, R>,
  timeZone: string
): Stream.Stream<string, E, R> => {
  const clock = statementClock(timeZone)
  const lines = Stream.paginateEffect(0, (afterId: number) =>
    Effect.map(page(afterId), (rows) => {
      const last = rows.at(-1)
      const next = rows.length < EXPORT_PAGE || last === undefined ? Option.none() : Option.some(last[0])
      return [rows.length === 0 ? "" : statementLines(rows, clock), next] as const
    })
  )
  return Stream.concat(Stream.succeed(statementHeader()), lines)
}

/** The batch's per-member summary file: one row per member, as the README documents it. */
export const SUMMARY_COLUMNS = [
  "member_number",
  "member_name",
  "entries",
  "charges",
  "reversals",
  "total"
] as const

/** The summary file whole: a member per row (by number), then a TOTAL row over the batch. */
export const summaryFile = (rows: ReadonlyArray<MemberSummaryRow>): string => {
  const sum = (pick: (row: MemberSummaryRow) => number) => rows.reduce((total, row) => total + pick(row), 0)
  return stringify(
    [
      [...SUMMARY_COLUMNS],
      ...rows.map((row) => [
        row.member_number,
        row.member_name,
        row.entries,
        dollars(row.charges),
        dollars(row.reversals),
        dollars(row.total)
      ]),
      [
        "TOTAL",
        "",
        sum((row) => row.entries),
        dollars(sum((row) => row.charges)),
        dollars(sum((row) => row.reversals)),
        dollars(sum((row) => row.total))
      ]
    ],
    { ...CSV_CELLS, record_delimiter: "\n" }
  )
}
