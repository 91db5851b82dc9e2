import { Cents, type ClubMember, readPhone, roleMay, tidyMemberNumber } from "@grill/core"
import { Effect, Layer, Option } from "effect"
import { InvalidRequest, NotFound } from "../contract/errors.js"
import type { StaffUser } from "../staff/auth-api.js"
import type { ClubMemberWire, MemberListing } from "./api.js"
import { HouseAccounts } from "./house-accounts.js"
import { MemberRepo } from "./member-repo.js"

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

const memberNotFound = new NotFound({ message: "Member not found" })

/** The club's member directory as staff use it: finding a member, their account, and editing it. */
export class MemberDesk extends Effect.Service<MemberDesk>()("Members/MemberDesk", {
  effect: Effect.gen(function* () {
    const members = yield* MemberRepo
    const accounts = yield* HouseAccounts

    const detail = (member: ClubMember) =>
      Effect.map(accounts.minimumOf(member), (minimum) => ({ member: memberToWire(member), minimum }))

    const search = (staff: StaffUser, query: string | undefined) =>
      Effect.gen(function* () {
        const seesContacts = roleMay(staff.role, "menu")
        const text = query?.trim() ?? ""
        const found =
          text === ""
            ? (yield* members.all).slice(0, SEARCH_LIMIT)
            : // Without the contacts a phone is no search term either: a match would confirm it.
              yield* members.search(text, SEARCH_LIMIT, seesContacts)
        return { members: found.map(listedFor(seesContacts)) }
      }).pipe(Effect.orDie)

    const show = (memberNumber: string) =>
      Effect.gen(function* () {
        const member = yield* members.byNumber(tidyMemberNumber(memberNumber))
        if (Option.isNone(member)) return yield* memberNotFound
        return yield* detail(member.value)
      }).pipe(Effect.catchTag("SqlError", Effect.die))

    /** The form as the staff screen sends it: every phone readable, both names given. */
    const update = (staff: StaffUser, memberNumber: string, form: ClubMemberWire) =>
      Effect.gen(function* () {
        const phones = form.phones.map((text) => readPhone(text))
        if (phones.length === 0 || phones.some((phone) => phone === undefined))
          return yield* new InvalidRequest({
            message: "Each phone must be a 10-digit number",
            field: "phones"
          })
        const member: ClubMember = {
          memberNumber: tidyMemberNumber(memberNumber),
          firstName: form.firstName.trim(),
          lastName: form.lastName.trim(),
          phones: [...new Set(phones as Array<string>)],
          email: form.email?.trim() || null,
          chargeAllowed: form.chargeAllowed,
          chargeLimitCents: form.chargeLimit,
          dailyLimitCents: form.dailyLimit,
          periodLimitCents: form.periodLimit,
          minimum:
            form.minimum === null ? null : { amountCents: form.minimum.amount, period: form.minimum.period },
          status: form.status
        }
        if (member.firstName === "" || member.lastName === "")
          return yield* new InvalidRequest({ message: "First and last name are required", field: "name" })
        const saved = yield* accounts.update(member.memberNumber, member, staff)
        if (Option.isNone(saved)) return yield* memberNotFound
        return yield* detail(saved.value)
      }).pipe(Effect.catchTag("SqlError", Effect.die))

    return { search, show, update } as const
  }),
  dependencies: [MemberRepo.Default]
}) {
  /** Over the house accounts' Test layer: a test provides the database (and the settings it was made with). */
  static readonly Test = MemberDesk.Default.pipe(Layer.provide(HouseAccounts.Test))
}
