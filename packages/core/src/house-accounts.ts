/**
 * House accounts: club members who sign food to their account, billed on the monthly statement.
 * The ledger's rules (a charge, its reversal, totals, statement batches), the food-and-beverage
 * minimum's period and progress, and the words members read. Plain data, no Effect: the checkout
 * imports the minimum's sentence. The masking and a charge's note are in payment-method.ts, with
 * the other words every order screen shows, so the order screens' chunks do not load this module.
 */
import { Cents, formatMoney } from "./money.js"
import { startOfZonedDay, startOfZonedDayAhead, zonedDateTime } from "./zoned-time.js"

export const MEMBER_STATUSES = ["active", "suspended", "resigned"] as const
export type MemberStatus = (typeof MEMBER_STATUSES)[number]

export const MINIMUM_PERIODS = ["month", "quarter", "year"] as const
export type MinimumPeriod = (typeof MINIMUM_PERIODS)[number]

/** A club member as the billing system knows them; money in cents. */
export interface ClubMember {
  readonly memberNumber: string
  readonly firstName: string
  readonly lastName: string
  /** 10 digits each, at least one. */
  readonly phones: ReadonlyArray<string>
  readonly email: string | null
  readonly chargeAllowed: boolean
  readonly chargeLimitCents: number | null
  /** What may be charged in one venue-local day, and in one statement period (a calendar month). */
  readonly dailyLimitCents: number | null
  readonly periodLimitCents: number | null
  readonly minimum: { readonly amountCents: number; readonly period: MinimumPeriod } | null
  readonly status: MemberStatus
}

/** What confirms a customer's charge besides the proven phone (the venue's `memberChargeConfirmation`). */
export const MEMBER_CHARGE_CONFIRMATIONS = ["member_number", "last_name"] as const
export type MemberChargeConfirmation = (typeof MEMBER_CHARGE_CONFIRMATIONS)[number]

/** Last names compare without letter case, accents or the spaces and punctuation people type differently. */
const nameKey = (name: string): string =>
  name
    .normalize("NFD")
    .replace(/[^\p{Letter}\p{Number}]/gu, "")
    .toLowerCase()

/**
 * The member accounts of a proven phone that the customer's confirmation names: the one with that
 * number, or those with that last name. More than one (a family on one phone) needs the number.
 */
export const confirmedAccounts = <M extends Pick<ClubMember, "memberNumber" | "lastName">>(
  accounts: ReadonlyArray<M>,
  confirmation: { readonly memberNumber: string | null; readonly lastName: string | null },
  by: MemberChargeConfirmation
): ReadonlyArray<M> => {
  const number = tidyMemberNumber(confirmation.memberNumber ?? "")
  const name = nameKey(confirmation.lastName ?? "")
  return accounts.filter((member) =>
    by === "member_number" || number !== ""
      ? number !== "" && member.memberNumber === number
      : name !== "" && nameKey(member.lastName) === name
  )
}

/** Member numbers compare as the billing system writes them, less spaces and letter case. */
export const tidyMemberNumber = (input: string): string => input.trim().toUpperCase()

/** Why an order cannot be charged to this member, in words a member understands; undefined when it can. */
export const chargeRefusal = (
  member: Pick<ClubMember, "status" | "chargeAllowed" | "chargeLimitCents">,
  totalCents: number
): string | undefined => {
  if (member.status === "suspended")
    return "This member account is suspended, so orders can't be charged to it. Please choose another way to pay or see the front desk."
  if (member.status === "resigned")
    return "This member account is closed, so orders can't be charged to it. Please choose another way to pay."
  if (!member.chargeAllowed)
    return "This member account doesn't have charging privileges. Please choose another way to pay or see the front desk."
  if (member.chargeLimitCents !== null && totalCents > member.chargeLimitCents)
    return `This order is over your account's limit of ${formatMoney(member.chargeLimitCents as Cents)} per order. Please choose another way to pay or make the order smaller.`
  return undefined
}

/** Why staff cannot charge this account, in a few words for a picker's line; undefined when they can. */
export const chargeBlock = (member: Pick<ClubMember, "status" | "chargeAllowed">): string | undefined =>
  member.status !== "active"
    ? memberStatusLabel(member.status)
    : member.chargeAllowed
      ? undefined
      : "No charging privilege"

export type LedgerKind = "charge" | "reversal"

/** The amounts of one ledger entry, in cents; a reversal's are the charge's, negated. */
export interface LedgerAmounts {
  readonly subtotal: Cents
  readonly discount: Cents
  readonly tax: Cents
  readonly tip: Cents
  readonly deliveryFee: Cents
  readonly total: Cents
}

export interface LedgerEntryFacts {
  readonly orderId: number
  readonly kind: LedgerKind
  readonly amounts: LedgerAmounts
  readonly postedAt: string
  /** The statement batch it went out in; null until a batch is closed over it. */
  readonly batchId: number | null
}

const negate = (amounts: LedgerAmounts): LedgerAmounts => ({
  subtotal: Cents(-amounts.subtotal),
  discount: Cents(-amounts.discount),
  tax: Cents(-amounts.tax),
  tip: Cents(-amounts.tip),
  deliveryFee: Cents(-amounts.deliveryFee),
  total: Cents(-amounts.total)
})

/**
 * What placing (or retrying) a charged order posts: its charge, unless the ledger has one for
 * that order already (a retry). Nothing is ever edited: the answer is a new entry or nothing.
 */
export const chargeToPost = (
  ledger: ReadonlyArray<Pick<LedgerEntryFacts, "orderId" | "kind">>,
  orderId: number,
  amounts: LedgerAmounts
): { readonly kind: "charge"; readonly amounts: LedgerAmounts } | undefined =>
  ledger.some((entry) => entry.orderId === orderId && entry.kind === "charge")
    ? undefined
    : { kind: "charge", amounts }

/**
 * What rejecting or cancelling an order posts: the reversal of its charge, once; nothing when it
 * was never charged or is reversed already.
 */
export const reversalToPost = (
  ledger: ReadonlyArray<Pick<LedgerEntryFacts, "orderId" | "kind" | "amounts">>,
  orderId: number
): { readonly kind: "reversal"; readonly amounts: LedgerAmounts } | undefined => {
  const charge = ledger.find((entry) => entry.orderId === orderId && entry.kind === "charge")
  if (charge === undefined) return undefined
  if (ledger.some((entry) => entry.orderId === orderId && entry.kind === "reversal")) return undefined
  return { kind: "reversal", amounts: negate(charge.amounts) }
}

/** The ledger's balance: charges less reversals (a reversal's total is negative). */
export const ledgerBalance = (ledger: ReadonlyArray<Pick<LedgerEntryFacts, "amounts">>): number =>
  ledger.reduce((sum, entry) => sum + entry.amounts.total, 0)

/**
 * Closing a batch: every entry not yet in one goes into `batchId`, every other keeps its batch.
 * Undefined when there is nothing to close (no empty batches).
 */
export const closeBatch = <E extends Pick<LedgerEntryFacts, "batchId">>(
  ledger: ReadonlyArray<E>,
  batchId: number
): ReadonlyArray<E> | undefined =>
  ledger.some((entry) => entry.batchId === null)
    ? ledger.map((entry) => (entry.batchId === null ? { ...entry, batchId } : entry))
    : undefined

/** The instant a calendar month began in the zone (month 1-12; months past 12 roll into the next year). */
const startOfZonedMonth = (year: number, month: number, timeZone: string): Date | undefined => {
  // Noon UTC on the 1st is on the 1st, or the day either side of it, in any zone: that day's
  // wall clock, moved back by its offset, lands on the 1st, whose start is then read exactly.
  const guess = Date.UTC(year, month - 1, 1, 12)
  const wall = zonedDateTime(new Date(guess), timeZone)
  if (wall === undefined) return undefined
  const offset = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) - guess
  return startOfZonedDay(new Date(guess - offset), timeZone)
}

const PERIOD_MONTHS: Readonly<Record<MinimumPeriod, number>> = { month: 1, quarter: 3, year: 12 }

/**
 * The minimum's current period around `at`, on the venue's calendar: [start, end). Quarters are
 * January, April, July and October; a period's edges are local midnights, DST included.
 */
export const minimumPeriodBounds = (
  at: Date,
  period: MinimumPeriod,
  timeZone: string
): { readonly start: Date; readonly end: Date } | undefined => {
  const wall = zonedDateTime(at, timeZone)
  if (wall === undefined) return undefined
  const length = PERIOD_MONTHS[period]
  const firstMonth = Math.floor((wall.month - 1) / length) * length + 1
  const start = startOfZonedMonth(wall.year, firstMonth, timeZone)
  const end = startOfZonedMonth(wall.year, firstMonth + length, timeZone)
  return start === undefined || end === undefined ? undefined : { start, end }
}

/**
 * What counts toward the minimum from one entry: the food and drink, after discounts (tax, tip and
 * the delivery fee are not food and beverage spend). Negative for a reversal.
 */
export const minimumSpend = (amounts: LedgerAmounts): number => amounts.subtotal - amounts.discount

/**
 * Charges less reversals posted in [start, end), at outlets whose sales count toward minimums
 * (an entry says `countsTowardMinimum: false` for an outlet that does not, such as a pro-shop bar
 * a club leaves out; absent, it counts).
 */
export const minimumProgress = (
  ledger: ReadonlyArray<
    Pick<LedgerEntryFacts, "amounts" | "postedAt"> & { readonly countsTowardMinimum?: boolean }
  >,
  bounds: { readonly start: Date; readonly end: Date }
): number => {
  const from = bounds.start.getTime()
  const until = bounds.end.getTime()
  let spent = 0
  for (const entry of ledger) {
    if (entry.countsTowardMinimum === false) continue
    const at = Date.parse(entry.postedAt)
    if (at >= from && at < until) spent += minimumSpend(entry.amounts)
  }
  return spent
}

const PERIOD_WORDS: Readonly<Record<MinimumPeriod, string>> = {
  month: "monthly",
  quarter: "quarterly",
  year: "yearly"
}

const PERIOD_NOUNS: Readonly<Record<MinimumPeriod, string>> = {
  month: "month",
  quarter: "quarter",
  year: "year"
}

const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December"
] as const

/** "March 31": the last venue-local day before `end` (a period's end is the next period's first midnight). */
export const lastDayBefore = (end: Date, timeZone: string): string | undefined => {
  const wall = zonedDateTime(new Date(end.getTime() - 1), timeZone)
  return wall === undefined ? undefined : `${MONTH_NAMES[wall.month - 1]} ${wall.day}`
}

/**
 * "You've spent $22.47 of your $300.00 quarterly food & beverage minimum: $277.53 left by March 31",
 * or "…: met for this quarter" once it is. `lastDay` names the period's last day (lastDayBefore).
 */
export const minimumSentence = (
  spentCents: number,
  minimum: NonNullable<ClubMember["minimum"]>,
  lastDay: string
): string => {
  const spent = Math.max(0, spentCents)
  const left = minimum.amountCents - spent
  return `You've spent ${formatMoney(spent as Cents)} of your ${formatMoney(minimum.amountCents as Cents)} ${
    PERIOD_WORDS[minimum.period]
  } food & beverage minimum: ${
    left > 0
      ? `${formatMoney(left as Cents)} left by ${lastDay}`
      : `met for this ${PERIOD_NOUNS[minimum.period]}`
  }`
}

export const memberStatusLabel = (status: MemberStatus): string =>
  status === "active" ? "Active" : status === "suspended" ? "Suspended" : "Resigned"

/** The windows a charge limit counts in, on the venue's clock: the day and the statement month around `at`. */
export interface ChargeLimitWindows {
  readonly day: { readonly start: Date; readonly end: Date }
  readonly period: { readonly start: Date; readonly end: Date }
}

export const chargeLimitWindows = (at: Date, timeZone: string): ChargeLimitWindows | undefined => {
  const dayStart = startOfZonedDay(at, timeZone)
  const dayEnd = startOfZonedDayAhead(at, timeZone, 1)
  const period = minimumPeriodBounds(at, "month", timeZone)
  return dayStart === undefined || dayEnd === undefined || period === undefined
    ? undefined
    : { day: { start: dayStart, end: dayEnd }, period }
}

/**
 * What a window has charged: the totals of the charges posted in [start, end) that are not
 * reversed. A reversal cancels its own charge whenever it is posted, so cancelling yesterday's
 * order gives back yesterday's room, not today's; the answer is never negative.
 */
export const chargedIn = (
  ledger: ReadonlyArray<Pick<LedgerEntryFacts, "orderId" | "kind" | "amounts" | "postedAt">>,
  window: { readonly start: Date; readonly end: Date }
): number => {
  const reversed = new Set(ledger.filter((entry) => entry.kind === "reversal").map((entry) => entry.orderId))
  const from = window.start.getTime()
  const until = window.end.getTime()
  let charged = 0
  for (const entry of ledger) {
    if (entry.kind !== "charge" || reversed.has(entry.orderId)) continue
    const at = Date.parse(entry.postedAt)
    if (at >= from && at < until) charged += entry.amounts.total
  }
  return charged
}

/**
 * Why a charge of `totalCents` would pass the member's daily or monthly limit, given what the
 * day and the month have charged already; undefined when it fits (a limit may be reached exactly).
 */
export const chargeLimitRefusal = (
  member: Pick<ClubMember, "dailyLimitCents" | "periodLimitCents">,
  charged: { readonly day: number; readonly period: number },
  totalCents: number
): string | undefined => {
  const over = (limit: number | null, already: number) => limit !== null && already + totalCents > limit
  const sentence = (limit: number, already: number, span: string, when: string) =>
    `This charge would pass your ${span} limit of ${formatMoney(limit as Cents)}: ${formatMoney(
      already as Cents
    )} is charged ${when}, so ${formatMoney(Math.max(0, limit - already) as Cents)} is left. Please choose another way to pay or make the order smaller.`
  if (member.dailyLimitCents !== null && over(member.dailyLimitCents, charged.day))
    return sentence(member.dailyLimitCents, charged.day, "daily", "today")
  if (member.periodLimitCents !== null && over(member.periodLimitCents, charged.period))
    return sentence(member.periodLimitCents, charged.period, "monthly", "this month")
  return undefined
}

/** A member's limits in a few words for staff: "up to $40.00 an order, $100.00 a day", or "no limits". */
export const chargeLimitsWords = (limits: {
  readonly perOrder: number | null
  readonly daily: number | null
  readonly period: number | null
}): string => {
  const words = [
    limits.perOrder === null ? [] : [`${formatMoney(limits.perOrder as Cents)} an order`],
    limits.daily === null ? [] : [`${formatMoney(limits.daily as Cents)} a day`],
    limits.period === null ? [] : [`${formatMoney(limits.period as Cents)} a month`]
  ].flat()
  return words.length === 0 ? "no limits" : `up to ${words.join(", ")}`
}
