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
