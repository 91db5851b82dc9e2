/**
 * The rules for one row of the member file a club's billing system exports (the CSV itself is read
 * by a CSV parser on the server): which columns it must have, how each cell reads, why a row is
 * refused, and whether a good row adds, updates or leaves a member. Plain data, no Effect.
 */
import { isValidEmail } from "./email.js"
import {
  type ClubMember,
  MEMBER_STATUSES,
  type MemberStatus,
  type MinimumPeriod,
  tidyMemberNumber
} from "./house-accounts.js"
import { dollarsToCents } from "./money.js"
import { phoneDigits } from "./phone.js"
import { isPlainLine } from "./plain-text.js"

export const MEMBER_FILE_COLUMNS = [
  "member_number",
  "first_name",
  "last_name",
  "phone",
  "email",
  "charge_allowed",
  "charge_limit",
  "fb_minimum",
  "fb_minimum_period",
  "status"
] as const
/** Columns a file may leave out (files from before they existed): absent, the member's values stay. */
export const OPTIONAL_MEMBER_FILE_COLUMNS = ["daily_limit", "period_limit"] as const
export type MemberFileColumn =
  | (typeof MEMBER_FILE_COLUMNS)[number]
  | (typeof OPTIONAL_MEMBER_FILE_COLUMNS)[number]

/**
 * A header cell as the column it names: any case, and spaces, dashes or dots for the underscores
 * ("Member Number", " member_number ", "MEMBER-NUMBER" are all member_number).
 */
export const memberFileColumnName = (name: string): string =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s._-]+/g, "_")
    .replace(/^_|_$/g, "")

/** The file's problem with its header, if any: every required column must be there (any order). */
export const memberFileHeaderProblem = (header: ReadonlyArray<string>): string | undefined => {
  const present = new Set(header.map(memberFileColumnName))
  const missing = MEMBER_FILE_COLUMNS.filter((column) => !present.has(column))
  return missing.length === 0
    ? undefined
    : `The file has no ${missing.join(", ")} column${missing.length > 1 ? "s" : ""}`
}

export const MEMBER_NUMBER_PATTERN = /^[A-Z0-9][A-Z0-9-]{0,19}$/
const NAME_MAX = 60

type Read<T> = { readonly ok: T } | { readonly refused: string }

/** A phone as billing systems write it: (555) 123-4567, 555.123.4567, +1 555 123 4567. */
export const readPhone = (text: string): string | undefined => {
  const digits = phoneDigits(text)
  const local = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits
  return local.length === 10 ? local : undefined
}

const YES = new Set(["yes", "y", "true", "1"])
const NO = new Set(["no", "n", "false", "0"])

export const readYesNo = (text: string): boolean | undefined => {
  const word = text.trim().toLowerCase()
  return YES.has(word) ? true : NO.has(word) ? false : undefined
}

/** Dollars as written in a spreadsheet ("$1,250.00", "75", "12.5") to cents; null for an empty cell. */
export const readDollars = (text: string): number | null | undefined => {
  const plain = text.trim().replace(/^\$/, "").replace(/,/g, "")
  if (plain === "") return null
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return undefined
  return dollarsToCents(Number(plain))
}

const PERIOD_WORDS: Readonly<Record<string, MinimumPeriod>> = {
  month: "month",
  monthly: "month",
  quarter: "quarter",
  quarterly: "quarter",
  year: "year",
  yearly: "year",
  annual: "year",
  annually: "year"
}

export const readPeriod = (text: string): MinimumPeriod | undefined => PERIOD_WORDS[text.trim().toLowerCase()]

export const readStatus = (text: string): MemberStatus | undefined => {
  const word = text.trim().toLowerCase()
  return (MEMBER_STATUSES as ReadonlyArray<string>).includes(word) ? (word as MemberStatus) : undefined
}

/** One row, keyed by column name (memberFileColumnName), to a member or the reason it is refused. */
export const readMemberRow = (row: Readonly<Record<string, string | undefined>>): Read<ClubMember> => {
  const cell = (column: MemberFileColumn) => (row[column] ?? "").trim()
  const memberNumber = tidyMemberNumber(cell("member_number"))
  if (memberNumber === "") return { refused: "Member number is missing" }
  if (!MEMBER_NUMBER_PATTERN.test(memberNumber))
    return { refused: "Member number must be letters, digits or dashes (up to 20)" }
  const firstName = cell("first_name")
  const lastName = cell("last_name")
  if (firstName === "" || lastName === "") return { refused: "First and last name are required" }
  if (firstName.length > NAME_MAX || lastName.length > NAME_MAX)
    return { refused: `Names must be ${NAME_MAX} characters or fewer` }
  if (!isPlainLine(firstName) || !isPlainLine(lastName))
    return { refused: "Names must be plain text, without tabs or control characters" }
  const phoneCells = cell("phone")
    .split(";")
    .map((part) => part.trim())
    .filter((part) => part !== "")
  if (phoneCells.length === 0) return { refused: "At least one phone number is required" }
  const phones: Array<string> = []
  for (const text of phoneCells) {
    const phone = readPhone(text)
    if (phone === undefined) return { refused: `Phone "${text}" is not a 10-digit number` }
    if (!phones.includes(phone)) phones.push(phone)
  }
  const email = cell("email")
  if (email !== "" && !isValidEmail(email)) return { refused: `Email "${email}" is not a valid address` }
  const chargeAllowed = readYesNo(cell("charge_allowed"))
  if (chargeAllowed === undefined) return { refused: "charge_allowed must be yes or no" }
  const chargeLimit = readDollars(cell("charge_limit"))
  if (chargeLimit === undefined)
    return { refused: "charge_limit must be an amount in dollars, or empty for none" }
  const dailyLimit = readDollars(cell("daily_limit"))
  if (dailyLimit === undefined)
    return { refused: "daily_limit must be an amount in dollars, or empty for none" }
  const periodLimit = readDollars(cell("period_limit"))
  if (periodLimit === undefined)
    return { refused: "period_limit must be an amount in dollars, or empty for none" }
  const minimumAmount = readDollars(cell("fb_minimum"))
  if (minimumAmount === undefined)
    return { refused: "fb_minimum must be an amount in dollars, or empty for none" }
  const periodText = cell("fb_minimum_period")
  const period = periodText === "" ? null : readPeriod(periodText)
  if (period === undefined) return { refused: "fb_minimum_period must be month, quarter or year" }
  if (minimumAmount !== null && minimumAmount > 0 && period === null)
    return { refused: "fb_minimum_period must be month, quarter or year" }
  const status = readStatus(cell("status"))
  if (status === undefined) return { refused: "status must be active, suspended or resigned" }
  return {
    ok: {
      memberNumber,
      firstName,
      lastName,
      phones,
      email: email === "" ? null : email,
      chargeAllowed,
      chargeLimitCents: chargeLimit,
      dailyLimitCents: dailyLimit,
      periodLimitCents: periodLimit,
      minimum:
        minimumAmount === null || minimumAmount === 0 || period === null
          ? null
          : { amountCents: minimumAmount, period },
      status
    }
  }
}

/** Two readings of a member are the same when every field is (phones in any order). */
export const sameMember = (a: ClubMember, b: ClubMember): boolean =>
  a.memberNumber === b.memberNumber &&
  a.firstName === b.firstName &&
  a.lastName === b.lastName &&
  [...a.phones].sort().join(";") === [...b.phones].sort().join(";") &&
  a.email === b.email &&
  a.chargeAllowed === b.chargeAllowed &&
  a.chargeLimitCents === b.chargeLimitCents &&
  a.dailyLimitCents === b.dailyLimitCents &&
  a.periodLimitCents === b.periodLimitCents &&
  a.minimum?.amountCents === b.minimum?.amountCents &&
  a.minimum?.period === b.minimum?.period &&
  a.status === b.status

export interface ImportPlan {
  readonly add: ReadonlyArray<ClubMember>
  readonly update: ReadonlyArray<ClubMember>
  readonly leave: ReadonlyArray<ClubMember>
  /**
   * Members the file no longer lists, as they will be: resigned, so no longer chargeable. A
   * member on a refused row is still listed (the row needs fixing, not the member retiring).
   */
  readonly retire: ReadonlyArray<ClubMember>
  /** Row numbers count the header as row 1, as a spreadsheet shows them. */
  readonly refuse: ReadonlyArray<{
    readonly row: number
    readonly memberNumber: string
    readonly reason: string
  }>
}

/**
 * The preview of a file: each data row (in file order) added, updated, left as it is, or refused,
 * and every member it leaves out retired (by member number). A member number seen twice keeps
 * its first row and refuses the later one. A file without a limit column keeps the members'
 * limits of that column as they are.
 */
export const planImport = (
  rows: ReadonlyArray<Readonly<Record<string, string | undefined>>>,
  existing: ReadonlyMap<string, ClubMember>
): ImportPlan => {
  const add: Array<ClubMember> = []
  const update: Array<ClubMember> = []
  const leave: Array<ClubMember> = []
  const refuse: Array<ImportPlan["refuse"][number]> = []
  const seen = new Map<string, number>()
  const listed = new Set<string>()
  rows.forEach((row, index) => {
    const rowNumber = index + 2
    const read = readMemberRow(row)
    const memberNumber = tidyMemberNumber(row.member_number ?? "")
    listed.add(memberNumber)
    if ("refused" in read) {
      refuse.push({ row: rowNumber, memberNumber, reason: read.refused })
      return
    }
    const earlier = seen.get(read.ok.memberNumber)
    if (earlier !== undefined) {
      refuse.push({
        row: rowNumber,
        memberNumber,
        reason: `Member number ${memberNumber} is already on row ${earlier}`
      })
      return
    }
    seen.set(read.ok.memberNumber, rowNumber)
    const known = existing.get(read.ok.memberNumber)
    if (known === undefined) {
      add.push(read.ok)
      return
    }
    const member: ClubMember = {
      ...read.ok,
      dailyLimitCents: "daily_limit" in row ? read.ok.dailyLimitCents : known.dailyLimitCents,
      periodLimitCents: "period_limit" in row ? read.ok.periodLimitCents : known.periodLimitCents
    }
    if (sameMember(known, member)) leave.push(member)
    else update.push(member)
  })
  const retire: Array<ClubMember> = []
  for (const member of existing.values()) {
    if (!listed.has(member.memberNumber) && member.status !== "resigned")
      retire.push({ ...member, status: "resigned" })
  }
  return { add, update, leave, retire, refuse }
}
