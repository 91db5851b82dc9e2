import { Cents, formatDollars, zonedDateTime } from "@grill/core"
import { stringify } from "csv-stringify/sync"
import type { LedgerRow } from "./ledger-repo.js"

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
  "total",
  "kind"
] as const

const two = (n: number) => String(n).padStart(2, "0")

/** "2026-06-01 11:05:09" on the venue's wall clock: what a statement line shows. */
export const statementTime = (iso: string, timeZone: string): string => {
  const wall = zonedDateTime(new Date(iso), timeZone)
  if (wall === undefined) return iso
  return `${wall.year}-${two(wall.month)}-${two(wall.day)} ${two(wall.hour)}:${two(wall.minute)}:${two(wall.second)}`
}

const dollars = (cents: number) => formatDollars(Cents(cents))

/**
 * Ledger rows as statement lines. The delivery fee is part of the total but has no column of its
 * own in the statement format: it is named in the description instead.
 */
export const statementLines = (rows: ReadonlyArray<LedgerRow>, timeZone: string): string =>
  stringify(
    rows.map((row) => [
      row.member_number,
      row.member_name,
      statementTime(row.posted_at, timeZone),
      row.ticket,
      row.outlet,
      Number(row.delivery_fee_cents) === 0
        ? row.description
        : `${row.description} (delivery fee ${dollars(Number(row.delivery_fee_cents))})`,
      dollars(Number(row.subtotal_cents)),
      dollars(Number(row.discount_cents)),
      dollars(Number(row.tax_cents)),
      dollars(Number(row.tip_cents)),
      dollars(Number(row.total_cents)),
      row.kind
    ]),
    { record_delimiter: "\n" }
  )

export const statementHeader = (): string => stringify([[...STATEMENT_COLUMNS]], { record_delimiter: "\n" })

/** The batch's per-member summary file: one row per member, as the README documents it. */
export const SUMMARY_COLUMNS = [
  "member_number",
  "member_name",
  "entries",
  "charges",
  "reversals",
  "total"
] as const

export interface MemberSummaryRow {
  readonly member_number: string
  readonly member_name: string
  readonly entries: number
  readonly charges: number
  readonly reversals: number
  readonly total: number
}

/** The summary file whole: a member per row (by number), then a TOTAL row over the batch. */
export const summaryFile = (rows: ReadonlyArray<MemberSummaryRow>): string => {
  const sum = (pick: (row: MemberSummaryRow) => number) =>
    rows.reduce((total, row) => total + Number(pick(row)), 0)
  return stringify(
    [
      [...SUMMARY_COLUMNS],
      ...rows.map((row) => [
        row.member_number,
        row.member_name,
        Number(row.entries),
        dollars(Number(row.charges)),
        dollars(Number(row.reversals)),
        dollars(Number(row.total))
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
    { record_delimiter: "\n" }
  )
}
