import { SqlClient } from "@effect/sql"
import {
  Cents,
  type ClubMember,
  chargedIn,
  chargeLimitRefusal,
  chargeLimitsWords,
  chargeLimitWindows,
  chargeRefusal,
  confirmedAccounts,
  formatMoney,
  formatPhoneForLookup,
  lastDayBefore,
  MemberNumber,
  minimumPeriodBounds,
  minimumProgress,
  minimumSentence,
  orderTypeLabel,
  planImport,
  resolveOutlet,
  tidyMemberNumber
} from "@grill/core"
import { DateTime, Effect, Layer, Option } from "effect"
import { InvalidRequest, PhoneProofRequired } from "../contract/errors.js"
import { lockKeys } from "../db/key-locks.js"
import { PhoneProof } from "../loyalty/phone-proof.js"
import { type Order, OrderRejected } from "../orders/api.js"
import { chargedTo } from "../orders/order-payment.js"
import { OrderRepo } from "../orders/repo.js"
import { OrderReports } from "../orders/report-reads.js"
import { OutletRepo } from "../outlets/repo.js"
import { RateLimits } from "../platform/rate-limits.js"
import { AuditLog } from "../staff/audit-log.js"
import type { StaffUser } from "../staff/auth-api.js"
import { Venue } from "../venue/venue.js"
import type { ImportReport } from "./api.js"
import { amountsOf, LedgerRepo } from "./ledger-repo.js"
import { readMemberFile } from "./member-file.js"
import { MemberRepo } from "./member-repo.js"

const fullName = (member: Pick<ClubMember, "firstName" | "lastName">) =>
  `${member.firstName} ${member.lastName}`
const limitsOf = (member: ClubMember) =>
  chargeLimitsWords({
    perOrder: member.chargeLimitCents,
    daily: member.dailyLimitCents,
    period: member.periodLimitCents
  })
const listed = (members: ReadonlyArray<ClubMember>) =>
  members.map((member) => ({ memberNumber: member.memberNumber, name: fullName(member) }))

/** Retired member numbers an import's audit record names; the rest are counted. */
const AUDITED_NUMBERS = 50

const NO_PROOF =
  "Please confirm your phone with the code we text you before charging an order to a member account."
const WRONG_NUMBER = "That member number doesn't match a member account for this phone."
const WRONG_NAME = "That last name doesn't match a member account for this phone."

/**
 * House accounts' flows: the directory and its import, posting charges and reversals with the
 * order change that causes them, closing statement batches, and a member's minimum. Every write
 * runs in the caller's transaction (or its own) with its audit record.
 */
export class HouseAccounts extends Effect.Service<HouseAccounts>()("Members/HouseAccounts", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const venue = yield* Venue
    const members = yield* MemberRepo
    const ledger = yield* LedgerRepo
    const orders = yield* OrderRepo
    const audit = yield* AuditLog
    const limits = yield* RateLimits
    const proof = yield* PhoneProof
    const orderReads = yield* OrderReports
    const outlets = yield* OutletRepo
    const nowIso = Effect.map(DateTime.now, DateTime.formatIso)

    /** Each order's outlet's rules (its name, whether it counts toward minimums), by order id. */
    const outletRulesOf = (orderIds: ReadonlyArray<number>) =>
      Effect.gen(function* () {
        const outletIds = yield* orderReads.outletIdsOf(orderIds)
        const byId = new Map((yield* outlets.all).map((outlet) => [outlet.id, resolveOutlet(outlet, venue)]))
        return (orderId: number) => byId.get(outletIds.get(orderId) ?? -1)
      })

    const minimumOf = (member: ClubMember) =>
      Effect.gen(function* () {
        if (member.minimum === null) return null
        const now = DateTime.toDate(yield* DateTime.now)
        const bounds = minimumPeriodBounds(now, member.minimum.period, venue.timeZone)
        if (bounds === undefined) return null
        const entries = yield* ledger.memberEntriesSince(member.memberNumber, bounds.start.toISOString())
        const rulesOf = yield* outletRulesOf([...new Set(entries.map((row) => row.order_id))])
        const spent = minimumProgress(
          entries.map((row) => ({
            postedAt: row.posted_at,
            amounts: amountsOf(row),
            countsTowardMinimum: rulesOf(row.order_id)?.countsTowardMinimum ?? true
          })),
          bounds
        )
        return {
          spent: Cents(spent),
          amount: Cents(member.minimum.amountCents),
          period: member.minimum.period,
          periodStart: bounds.start.toISOString(),
          periodEnd: bounds.end.toISOString(),
          sentence: minimumSentence(spent, member.minimum, lastDayBefore(bounds.end, venue.timeZone) ?? "")
        }
      })

    const importFile = (text: string, apply: boolean, actor: StaffUser) =>
      Effect.gen(function* () {
        const file = readMemberFile(text)
        if ("problem" in file) return yield* new InvalidRequest({ message: file.problem, field: "csv" })
        const known = new Map((yield* members.all).map((member) => [member.memberNumber, member]))
        const plan = planImport(file.rows, known)
        const changes = [...plan.add, ...plan.update, ...plan.retire]
        const report: ImportReport = {
          applied: apply,
          add: listed(plan.add),
          update: listed(plan.update),
          leave: listed(plan.leave),
          retire: listed(plan.retire),
          refuse: plan.refuse
        }
        if (!apply || changes.length === 0) return report
        yield* members.saveAll(changes, yield* nowIso)
        const retired = plan.retire.map((member) => member.memberNumber)
        yield* audit.record(actor, {
          action: "members.imported",
          subject: "Member directory",
          to: `${plan.add.length} added, ${plan.update.length} updated, ${plan.retire.length} retired${
            retired.length === 0
              ? ""
              : ` (${retired.slice(0, AUDITED_NUMBERS).join(", ")}${retired.length > AUDITED_NUMBERS ? ", …" : ""})`
          }, ${plan.refuse.length} refused`
        })
        return report
      }).pipe(sql.withTransaction)

    const update = (memberNumber: string, member: ClubMember, actor: StaffUser) =>
      Effect.gen(function* () {
        const before = yield* members.byNumber(memberNumber)
        if (Option.isNone(before)) return Option.none<ClubMember>()
        yield* members.save({ ...member, memberNumber }, yield* nowIso)
        yield* audit.record(actor, {
          action: "member.updated",
          subject: `Member ${memberNumber}`,
          from: `${fullName(before.value)}, ${before.value.status}, ${limitsOf(before.value)}`,
          to: `${fullName(member)}, ${member.status}, ${limitsOf(member)}`
        })
        return Option.some({ ...member, memberNumber })
      }).pipe(sql.withTransaction)

    /**
     * The account a customer's charge goes to: the phone proven on this request by a texted code
     * (never by having made its record: core `proofAllows`), then the member
     * number (or last name, as the venue asks) of one of that phone's accounts, every try counted
     * against guessing. Staff at the counter name the member by number.
     */
    const accountToCharge = (
      phone: string,
      confirmation: { readonly memberNumber: string | null; readonly lastName: string | null },
      staff: StaffUser | null
    ) =>
      Effect.gen(function* () {
        const byName = staff === null && venue.memberChargeConfirmation === "last_name"
        const memberNumber = tidyMemberNumber(confirmation.memberNumber ?? "")
        if (staff === null) {
          if (!(yield* proof.proves(phone, "houseAccount")))
            return yield* new PhoneProofRequired({ message: NO_PROOF })
          yield* limits.check("memberNumber", phone)
        }
        if (memberNumber === "" && !(byName && (confirmation.lastName ?? "").trim() !== ""))
          return yield* new OrderRejected({
            title: byName ? "Last name needed" : "Member number needed",
            message: byName
              ? "Please enter the last name on the member account to charge."
              : "Please enter the member number to charge."
          })
        if (staff !== null) {
          const found = Option.getOrUndefined(yield* members.byNumber(memberNumber))
          if (found !== undefined) return found
          return yield* new OrderRejected({
            title: "Member not found",
            message: `There is no member number ${memberNumber}.`
          })
        }
        const matches = confirmedAccounts(
          yield* members.byPhone(phone),
          confirmation,
          venue.memberChargeConfirmation
        )
        const [member] = matches
        if (member === undefined)
          return yield* new PhoneProofRequired({ message: byName ? WRONG_NAME : WRONG_NUMBER })
        if (matches.length > 1)
          return yield* new OrderRejected({
            title: "Member number needed",
            message:
              "More than one member account on this phone has that last name. Please enter the member number."
          })
        return member
      })

    /**
     * Why this charge would pass the member's daily or monthly limit, read in the placement's
     * transaction after taking the member's turn: parallel orders to one account are checked one
     * after the other, each seeing the charges the earlier ones posted (PostgreSQL's READ
     * COMMITTED reads what committed before the lock was granted; SQLite runs one transaction at
     * a time).
     */
    const limitRefusal = (member: ClubMember, totalCents: number) =>
      Effect.gen(function* () {
        if (member.dailyLimitCents === null && member.periodLimitCents === null) return undefined
        yield* lockKeys(sql, [`house-account:${member.memberNumber}`])
        const windows = chargeLimitWindows(DateTime.toDate(yield* DateTime.now), venue.timeZone)
        if (windows === undefined) return undefined
        const entries = (yield* ledger.memberEntriesSince(
          member.memberNumber,
          windows.period.start.toISOString()
        )).map((row) => ({
          orderId: row.order_id,
          kind: row.kind,
          postedAt: row.posted_at,
          amounts: amountsOf(row)
        }))
        return chargeLimitRefusal(
          member,
          { day: chargedIn(entries, windows.day), period: chargedIn(entries, windows.period) },
          totalCents
        )
      })

    /**
     * Posts an order's charge inside its placement transaction, audited with it: who charged
     * (staff, or the customer by their proven phone), which order, which account. Any refusal
     * fails the transaction: nothing written.
     */
    const chargeOrder = (
      order: Order,
      confirmation: { readonly memberNumber: string | null; readonly lastName: string | null },
      staff: StaffUser | null
    ) =>
      Effect.gen(function* () {
        const phone = order.contactInfo.phone
        const member = yield* accountToCharge(phone, confirmation, staff)
        const refused = chargeRefusal(member, order.total) ?? (yield* limitRefusal(member, order.total))
        if (refused !== undefined)
          return yield* new OrderRejected({ title: "Can't charge this account", message: refused })
        // The directory's member, just found: the number the ledger and the order name.
        const memberNumber = MemberNumber.make(member.memberNumber)
        const t = order
        const outlet = (yield* outletRulesOf([order.id]))(order.id)
        yield* ledger.post({
          memberNumber,
          memberName: fullName(member),
          orderId: order.id,
          ticket: order.orderNumber,
          postedAt: order.createdAt,
          // The outlet it was placed at, by the name it goes by (the statement's outlet column).
          outlet: outlet?.name ?? venue.name,
          description: `${orderTypeLabel(order.orderType)} order`,
          kind: "charge",
          amounts: {
            subtotal: t.subtotal,
            discount: Cents(t.memberDiscount + t.rewardDiscount),
            tax: t.tax,
            tip: t.gratuity,
            deliveryFee: t.deliveryFee,
            total: t.total
          }
        })
        yield* orders.setHouseAccount(order.id, memberNumber)
        yield* audit.record(
          staff ?? { id: null, username: `Customer (phone ${formatPhoneForLookup(phone)})` },
          {
            action: "charge.posted",
            subject: `Order ${order.orderNumber}`,
            orderId: order.id,
            to: `Member ${memberNumber}, ${formatMoney(Cents(order.total))}`
          }
        )
        return chargedTo(order, memberNumber)
      })

    /**
     * Closes a batch over every unexported entry posted through `through` (YYYY-MM-DD on the venue's
     * clock; none: all of them); two closes at once take turns on one lock.
     */
    const closeBatch = (actor: StaffUser, through?: { readonly date: string; readonly cutoff: Date }) =>
      Effect.gen(function* () {
        yield* lockKeys(sql, ["house-charges:close"])
        const batch = yield* ledger.closeBatch(yield* nowIso, actor.username, through)
        if (Option.isSome(batch)) {
          yield* audit.record(actor, {
            action: "charges.closed",
            subject: `Statement batch ${batch.value.id}`,
            to: `${batch.value.entry_count} entries${through === undefined ? "" : ` through ${through.date}`}`
          })
        }
        return batch
      }).pipe(sql.withTransaction)

    /** A proven phone's member accounts, as its owner may see them. */
    const ownAccounts = (phone: string) =>
      Effect.gen(function* () {
        if (!(yield* proof.proves(phone, "houseAccount")))
          return yield* new PhoneProofRequired({ message: NO_PROOF })
        const found = yield* members.byPhone(phone)
        return yield* Effect.forEach(found, (member) =>
          Effect.map(minimumOf(member), (minimum) => {
            const refusal = chargeRefusal({ ...member, chargeLimitCents: null }, 0) ?? null
            return {
              name: fullName(member),
              firstName: member.firstName,
              canCharge: refusal === null,
              refusal,
              minimum
            }
          })
        )
      })

    return { importFile, update, chargeOrder, closeBatch, minimumOf, ownAccounts } as const
  }),
  dependencies: [
    MemberRepo.Default,
    LedgerRepo.Default,
    OrderRepo.Default,
    OrderReports.Default,
    OutletRepo.Default,
    AuditLog.Default
  ]
}) {
  /**
   * With the venue's settings from the environment, texts to the log and in-memory rate limits: a
   * test provides the database (and the settings it was made with). Staff charge by number; a
   * customer's charge needs a request whose cookie proves the phone.
   */
  static readonly Test = HouseAccounts.Default.pipe(
    Layer.provide([RateLimits.Test, PhoneProof.Test]),
    Layer.provide(Venue.live)
  )
}
