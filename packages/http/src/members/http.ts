import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import * as HttpServerResponse from "@effect/platform/HttpServerResponse"
import {
  Cents,
  type ClubMember,
  phoneDigits,
  readPhone,
  roleMay,
  statementCutoff,
  tidyMemberNumber
} from "@grill/core"
import { Effect, Option, Stream } from "effect"
import { GrillApi } from "../api.js"
import { Conflict, InvalidRequest, NotFound } from "../contract/errors.js"
import { CurrentStaff } from "../staff/auth-api.js"
import { Venue } from "../venue/venue.js"
import type { BatchWire, ClubMemberWire, LedgerEntryWire, MemberListing } from "./api.js"
import { HouseAccounts } from "./house-accounts.js"
import { type BatchRow, LedgerRepo, type LedgerRow } from "./ledger-repo.js"
import { MemberRepo } from "./member-repo.js"
import { statementFile, summaryFile } from "./statement-csv.js"

const SEARCH_LIMIT = 50

export const memberToWire = (member: ClubMember): ClubMemberWire => ({
  memberNumber: member.memberNumber,
  firstName: member.firstName,
  lastName: member.lastName,
  phones: member.phones,
  email: member.email,
  chargeAllowed: member.chargeAllowed,
  chargeLimit: member.chargeLimitCents === null ? null : Cents(member.chargeLimitCents),
  dailyLimit: member.dailyLimitCents === null ? null : Cents(member.dailyLimitCents),
  periodLimit: member.periodLimitCents === null ? null : Cents(member.periodLimitCents),
  minimum:
    member.minimum === null
      ? null
      : { amount: Cents(member.minimum.amountCents), period: member.minimum.period },
  status: member.status
})

/** A kitchen account picks the member to charge by number and name: it never reads their phones or email. */
const listedFor =
  (seesContacts: boolean) =>
  (member: ClubMember): MemberListing => {
    if (seesContacts) return memberToWire(member)
    const { phones: _phones, email: _email, ...listing } = memberToWire(member)
    return listing
  }

const entryToWire = (row: LedgerRow): LedgerEntryWire => ({
  id: row.id,
  memberNumber: row.member_number,
  memberName: row.member_name,
  ticket: row.ticket,
  postedAt: row.posted_at,
  description: row.description,
  subtotal: Cents(row.subtotal_cents),
  discount: Cents(row.discount_cents),
  tax: Cents(row.tax_cents),
  tip: Cents(row.tip_cents),
  deliveryFee: Cents(row.delivery_fee_cents),
  total: Cents(row.total_cents),
  kind: row.kind
})

export const MembersHandlers = HttpApiBuilder.group(GrillApi, "members", (handlers) =>
  Effect.gen(function* () {
    const members = yield* MemberRepo
    const ledger = yield* LedgerRepo
    const accounts = yield* HouseAccounts
    const venue = yield* Venue

    const detail = (member: ClubMember) =>
      Effect.map(accounts.minimumOf(member), (minimum) => ({ member: memberToWire(member), minimum }))

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
            total: Cents(row.total)
          }))
        })
      )

    return handlers
      .handle("search", ({ urlParams }) =>
        Effect.gen(function* () {
          const seesContacts = roleMay((yield* CurrentStaff).role, "menu")
          const text = urlParams.q?.trim() ?? ""
          const found =
            text === ""
              ? (yield* members.all).slice(0, SEARCH_LIMIT)
              : // Without the contacts a phone is no search term either: a match would confirm it.
                yield* members.search(text, SEARCH_LIMIT, seesContacts)
          return { members: found.map(listedFor(seesContacts)) }
        }).pipe(Effect.orDie)
      )
      .handle("show", ({ path }) =>
        Effect.gen(function* () {
          const member = yield* members.byNumber(tidyMemberNumber(path.memberNumber))
          if (Option.isNone(member)) return yield* new NotFound({ message: "Member not found" })
          return yield* detail(member.value)
        }).pipe(Effect.catchTag("SqlError", Effect.die))
      )
      .handle("update", ({ path, payload }) =>
        Effect.gen(function* () {
          const phones = payload.phones.map((text) => readPhone(text))
          if (phones.length === 0 || phones.some((phone) => phone === undefined))
            return yield* new InvalidRequest({
              message: "Each phone must be a 10-digit number",
              field: "phones"
            })
          const member: ClubMember = {
            memberNumber: tidyMemberNumber(path.memberNumber),
            firstName: payload.firstName.trim(),
            lastName: payload.lastName.trim(),
            phones: [...new Set(phones as Array<string>)],
            email: payload.email?.trim() || null,
            chargeAllowed: payload.chargeAllowed,
            chargeLimitCents: payload.chargeLimit,
            dailyLimitCents: payload.dailyLimit,
            periodLimitCents: payload.periodLimit,
            minimum:
              payload.minimum === null
                ? null
                : { amountCents: payload.minimum.amount, period: payload.minimum.period },
            status: payload.status
          }
          if (member.firstName === "" || member.lastName === "")
            return yield* new InvalidRequest({ message: "First and last name are required", field: "name" })
          const saved = yield* accounts.update(member.memberNumber, member, yield* CurrentStaff)
          if (Option.isNone(saved)) return yield* new NotFound({ message: "Member not found" })
          return yield* detail(saved.value)
        }).pipe(Effect.catchTag("SqlError", Effect.die))
      )
      .handle("importMembers", ({ payload }) =>
        Effect.flatMap(CurrentStaff, (staff) => accounts.importFile(payload.csv, payload.apply, staff)).pipe(
          Effect.catchTag("SqlError", Effect.die)
        )
      )
      .handle("unexported", () =>
        Effect.map(ledger.unexported, (rows) => {
          const charges = rows.filter((row) => row.kind === "charge")
          const sum = (list: ReadonlyArray<LedgerRow>) =>
            list.reduce((total, row) => total + row.total_cents, 0)
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
      )
      .handle("batches", () =>
        Effect.flatMap(ledger.batches, (rows) => Effect.forEach(rows, batchToWire)).pipe(
          Effect.map((batches) => ({ batches })),
          Effect.orDie
        )
      )
      .handle("closeBatch", ({ payload }) =>
        Effect.gen(function* () {
          const through = payload.through
          const cutoff = through === undefined ? undefined : statementCutoff(through, venue.timeZone)
          if (typeof cutoff === "string")
            return yield* new InvalidRequest({ message: `The through-date: ${cutoff}`, field: "through" })
          const closed = yield* accounts.closeBatch(
            yield* CurrentStaff,
            through === undefined || cutoff === undefined ? undefined : { date: through, cutoff }
          )
          if (Option.isNone(closed))
            return yield* new Conflict({ message: "There are no unexported charges to close" })
          return { batch: yield* batchToWire(closed.value) }
        }).pipe(Effect.catchTag("SqlError", Effect.die))
      )
      .handle("exportBatch", ({ path }) =>
        Effect.gen(function* () {
          const batch = yield* ledger.batchById(Number(path.id))
          if (Option.isNone(batch)) return yield* new NotFound({ message: "Statement batch not found" })
          const encoder = new TextEncoder()
          const body = statementFile(
            (afterId) => ledger.batchPage(batch.value.id, afterId),
            venue.timeZone
          ).pipe(
            Stream.map((text) => encoder.encode(text)),
            Stream.orDie
          )
          return HttpServerResponse.stream(body, {
            contentType: "text/csv; charset=utf-8",
            headers: {
              "content-disposition": `attachment; filename="house-charges-batch-${batch.value.id}.csv"`
            }
          })
        }).pipe(Effect.catchTag("SqlError", Effect.die))
      )
      .handle("exportBatchSummary", ({ path }) =>
        Effect.gen(function* () {
          const batch = yield* ledger.batchById(Number(path.id))
          if (Option.isNone(batch)) return yield* new NotFound({ message: "Statement batch not found" })
          return HttpServerResponse.text(summaryFile(yield* ledger.batchSummary(batch.value.id)), {
            contentType: "text/csv; charset=utf-8",
            headers: {
              "content-disposition": `attachment; filename="house-charges-batch-${batch.value.id}-summary.csv"`
            }
          })
        }).pipe(Effect.catchTag("SqlError", Effect.die))
      )
      .handle("ownAccounts", ({ payload }) =>
        Effect.map(accounts.ownAccounts(phoneDigits(payload.phone)), (found) => ({ accounts: found })).pipe(
          Effect.catchTag("SqlError", Effect.die)
        )
      )
  })
)
