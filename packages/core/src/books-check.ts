/*
 * The books check: the invariants the grill's money relies on, each stated once as a plain
 * function of facts the server reads. The server gathers the facts (packages/http/src/books), the
 * staff screen and the CLI say what these return. Amounts are integer cents.
 */
import { Cents, formatMoney } from "./money.js"
import {
  applyPaymentEvent,
  isPaymentSecured,
  type Payment,
  type PaymentEvent,
  paymentStateLabel,
  UNPAID
} from "./payment.js"

/** Which invariant a mismatch breaks. */
export const BOOKS_CHECK_KINDS = ["house_charge", "statement_batch", "card_payment", "report_rollup"] as const
export type BooksCheckKind = (typeof BOOKS_CHECK_KINDS)[number]

/** One thing the books disagree on: what (an order number, a batch, a day) and how. */
export interface BooksMismatch {
  readonly kind: BooksCheckKind
  /** "Order 1042", "Statement batch 3", "Report 2026-06-15". */
  readonly subject: string
  readonly problem: string
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

/** An order's house-charge ledger as the check reads it. */
export interface HouseChargeFacts {
  /** Whether the order was signed to a member account. */
  readonly memberCharged: boolean
  /** Whether the order was rejected or cancelled (its charge must then be reversed). */
  readonly cancelled: boolean
  readonly charges: number
  readonly reversals: number
}

/**
 * A member-charged order has exactly one charge entry, and exactly one reversal if it was
 * rejected or cancelled, none otherwise; an order not charged to a member has no entries at all.
 */
export const houseChargeProblems = (facts: HouseChargeFacts): ReadonlyArray<string> => {
  if (!facts.memberCharged) {
    const entries = facts.charges + facts.reversals
    return entries === 0
      ? []
      : [`has ${plural(entries, "ledger entry", "ledger entries")} but no member account`]
  }
  const problems: Array<string> = []
  if (facts.charges !== 1)
    problems.push(`has ${plural(facts.charges, "charge entry", "charge entries")}, not 1`)
  if (facts.cancelled && facts.reversals !== 1)
    problems.push(`is cancelled but has ${plural(facts.reversals, "reversal")}, not 1`)
  if (!facts.cancelled && facts.reversals !== 0)
    problems.push(`is not cancelled but has ${plural(facts.reversals, "reversal")}`)
  return problems
}

/** A closed batch's recorded count and total against the rows its statement file holds. */
export const statementBatchProblems = (
  recorded: { readonly entries: number; readonly total: number },
  file: { readonly rows: number; readonly total: number }
): ReadonlyArray<string> => [
  ...(recorded.entries === file.rows
    ? []
    : [
        `records ${plural(recorded.entries, "entry", "entries")} but its file has ${plural(file.rows, "row")}`
      ]),
  ...(recorded.total === file.total
    ? []
    : [
        `records a total of ${formatMoney(Cents(recorded.total))} but its file's rows add up to ${formatMoney(Cents(file.total))}`
      ])
]

/** orders.payment_hold as the check reads it: with the kitchen, held for its card, or never reached it. */
export type PaymentHold = "kitchen" | "held" | "never_reached"

/** A card order's stored payment facts: where it stands with the kitchen, and its intent's amount. */
export interface StoredCardPayment {
  readonly hold: PaymentHold
  /** The PaymentIntent's amount in cents; null when none was made. */
  readonly intentCents: number | null
}

/**
 * A card order's payment entries replayed through the payment machine (payment.ts) against what
 * the order stores: every entry is one the machine accepts from where the ones before left it; an
 * order the kitchen has was authorised; one held for its card is not yet secured; one that never
 * reached the kitchen was never captured; no capture exceeds the intent.
 */
export const cardPaymentProblems = (
  events: ReadonlyArray<PaymentEvent>,
  stored: StoredCardPayment
): ReadonlyArray<string> => {
  const problems: Array<string> = []
  let payment: Payment = UNPAID
  let everAuthorised = false
  events.forEach((event, index) => {
    const step = applyPaymentEvent(payment, event)
    if (!step.ok) {
      problems.push(
        `payment entry ${index + 1} (${event.type.replace("_", " ")}) does not follow: ${step.reason}`
      )
      return
    }
    payment = step.payment
    everAuthorised ||= payment.state === "authorised"
  })
  const reads = paymentStateLabel(payment.state)
  if (stored.hold === "held" && isPaymentSecured(payment.state))
    problems.push(`is held for its card, but its payment entries read "${reads}"`)
  if (stored.hold === "kitchen" && !everAuthorised)
    problems.push(`is with the kitchen, but its card was never authorised (its entries read "${reads}")`)
  if (stored.hold === "never_reached" && payment.captured > 0)
    problems.push(`never reached the kitchen, but ${formatMoney(payment.captured)} was captured`)
  if (stored.intentCents !== null && payment.captured > stored.intentCents)
    problems.push(
      `captured ${formatMoney(payment.captured)}, more than its card intent's ${formatMoney(Cents(stored.intentCents))}`
    )
  return problems
}

type Plain = string | number | boolean | null | ReadonlyArray<Plain> | { readonly [key: string]: Plain }

const show = (value: Plain | undefined): string =>
  value === undefined
    ? "nothing"
    : typeof value === "object" && value !== null
      ? JSON.stringify(value)
      : String(value)

/** A list's element named by its first field when that is a name ("pickup", "credit_card"), else by its place. */
const elementName = (element: Plain | undefined, index: string): string => {
  const first = typeof element === "object" && element !== null ? Object.values(element)[0] : undefined
  return typeof first === "string" ? first : index
}

/**
 * Where two reports built by the same function differ, field by field ("summary.netSales: 1250
 * from the roll-up, 1500 from the orders"). Generic over the report's shape, so it keeps saying
 * the truth whatever the report comes to hold.
 */
export const reportDifferences = (rolledUp: unknown, recounted: unknown): ReadonlyArray<string> => {
  const differences: Array<string> = []
  const walk = (a: Plain | undefined, b: Plain | undefined, path: string) => {
    const bothObjects = typeof a === "object" && a !== null && typeof b === "object" && b !== null
    if (bothObjects && Array.isArray(a) === Array.isArray(b)) {
      const keys = new Set([...Object.keys(a), ...Object.keys(b)])
      for (const key of keys) {
        const left = (a as Record<string, Plain>)[key]
        const right = (b as Record<string, Plain>)[key]
        walk(
          left,
          right,
          Array.isArray(a) ? `${path}[${elementName(left, key)}]` : path === "" ? key : `${path}.${key}`
        )
      }
      return
    }
    if (a !== b) differences.push(`${path}: ${show(a)} from the roll-up, ${show(b)} from the orders`)
  }
  walk(rolledUp as Plain, recounted as Plain, "")
  return differences
}

/** The one line a check ends with, on the CLI and the Admin screen. */
export const booksCheckVerdict = (checks: number, mismatches: number): string =>
  mismatches === 0
    ? `Books check: all ${checks} checks passed`
    : `Books check: ${plural(mismatches, "mismatch", "mismatches")} in ${plural(checks, "check")}`

const KIND_LABELS: Record<BooksCheckKind, string> = {
  house_charge: "House charge",
  statement_batch: "Statement batch",
  card_payment: "Card payment",
  report_rollup: "Report roll-up"
}

/** What each kind of check is called on screens. */
export const booksCheckKindLabel = (kind: BooksCheckKind): string => KIND_LABELS[kind]
