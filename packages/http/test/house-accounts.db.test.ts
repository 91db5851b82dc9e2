import * as HttpServerRequest from "@effect/platform/HttpServerRequest"
import { describe, expect, layer } from "@effect/vitest"
import { Cents, type ClubMember, OrderId } from "@grill/core"
import { Effect, Layer, Option, TestClock } from "effect"
import { HouseAccounts } from "../src/members/house-accounts.js"
import { HouseLedger } from "../src/members/house-ledger.js"
import { LedgerRepo } from "../src/members/ledger-repo.js"
import { MemberRepo } from "../src/members/member-repo.js"
import { OrderRepo } from "../src/orders/repo.js"
import { AuditLog } from "../src/staff/audit-log.js"
import { StaffUser } from "../src/staff/auth-api.js"
import { TestDatabaseLive } from "./support/database-layer.js"
import { newOrder } from "./support/new-orders.js"

/*
 * House accounts without HTTP: posting a member's charge with the order that causes it, every
 * refusal a member's account or limits give (writing nothing), the ledger's reversal of a
 * rejected order's charge (once), and closing the open entries into a statement batch.
 */

const Under = Layer.mergeAll(
  HouseAccounts.Test,
  HouseLedger.Test,
  OrderRepo.Test,
  LedgerRepo.Default,
  MemberRepo.Default,
  AuditLog.Default
).pipe(Layer.provideMerge(TestDatabaseLive))

const sam = new StaffUser({ id: 7, username: "sam", role: "manager" })
/** The afternoon every order here is placed in (2 PM in the venue's zone). */
const AFTERNOON = "2026-06-15T18:00:00.000Z"

const member = (memberNumber: string, more: Partial<ClubMember> = {}): ClubMember => ({
  memberNumber,
  firstName: "Bo",
  lastName: "Lane",
  phones: [`404555${memberNumber.padStart(4, "0")}`],
  email: null,
  chargeAllowed: true,
  chargeLimitCents: null,
  dailyLimitCents: null,
  periodLimitCents: null,
  minimum: null,
  status: "active",
  ...more
})

const joined = (account: ClubMember) =>
  Effect.flatMap(MemberRepo, (members) => members.save(account, AFTERNOON))

/** Order `n` as just inserted, for `total` cents (tax included), placed this afternoon. */
const insertedOrder = (n: number, total: number) =>
  Effect.flatMap(OrderRepo, (orders) =>
    orders.insert({
      ...newOrder(n),
      createdAt: AFTERNOON,
      subtotal: Cents(total - 80),
      tax: Cents(80),
      total: Cents(total)
    })
  )

const byMemberNumber = (memberNumber: string | null) => ({ memberNumber, lastName: null })

/** A request with no cookies: a counter's sign-in is its staff member, a customer's browser proves nothing. */
const withoutCookies = Effect.provideService(
  HttpServerRequest.HttpServerRequest,
  HttpServerRequest.fromWeb(new Request("http://grill.test/api/orders", { method: "POST" }))
)

/** Staff at the counter charge order `n` of `total` cents to the member. */
const chargeAtCounter = (n: number, total: number, memberNumber: string) =>
  Effect.gen(function* () {
    const order = yield* insertedOrder(n, total)
    return yield* (yield* HouseAccounts).chargeOrder(order, byMemberNumber(memberNumber), sam)
  }).pipe(withoutCookies)

const entriesOf = (orderId: OrderId) => Effect.flatMap(LedgerRepo, (ledger) => ledger.forOrder(orderId))
const openEntryCount = Effect.map(
  Effect.flatMap(LedgerRepo, (ledger) => ledger.unexported),
  (rows) => rows.length
)
const actionsOn = (orderId: number) =>
  Effect.map(
    Effect.flatMap(AuditLog, (audit) => audit.forOrder(orderId)),
    (entries) => entries.map((entry) => [entry.action, entry.actor, entry.to])
  )

describe("house accounts, without HTTP", () => {
  layer(Under)((it) => {
    it.effect("posts a counter charge with the order's own amounts, on the order, audited", () =>
      Effect.gen(function* () {
        yield* TestClock.setTime(Date.parse(AFTERNOON))
        yield* joined(member("1101"))
        const charged = yield* chargeAtCounter(1, 2480, "1101")
        expect(charged.paymentMethod).toBe("member_charge")
        expect(charged.payment.memberNumber).toBe("1101")
        const [entry, ...more] = yield* entriesOf(charged.id)
        expect(more).toEqual([])
        expect(entry).toMatchObject({
          member_number: "1101",
          member_name: "Bo Lane",
          ticket: charged.orderNumber,
          kind: "charge",
          subtotal_cents: 2400,
          tax_cents: 80,
          total_cents: 2480,
          batch_id: null
        })
        const stored = Option.getOrThrow(yield* (yield* OrderRepo).findById(charged.id))
        expect(stored.payment.memberNumber).toBe("1101")
        expect(yield* actionsOn(charged.id)).toEqual([["charge.posted", "sam", "Member 1101, $24.80"]])
      })
    )

    it.effect("refuses an account that may not be charged, or the limit it would pass, writing nothing", () =>
      Effect.gen(function* () {
        yield* TestClock.setTime(Date.parse(AFTERNOON))
        yield* joined(member("1201", { status: "suspended" }))
        yield* joined(member("1202", { chargeAllowed: false }))
        yield* joined(member("1203", { chargeLimitCents: 2000 }))
        yield* joined(member("1204", { dailyLimitCents: 5000 }))
        yield* joined(member("1205", { periodLimitCents: 3000 }))
        const refusalOf = (n: number, total: number, memberNumber: string | null) =>
          Effect.gen(function* () {
            const order = yield* insertedOrder(n, total)
            const refused = yield* Effect.flip(
              (yield* HouseAccounts)
                .chargeOrder(order, byMemberNumber(memberNumber), sam)
                .pipe(withoutCookies)
            )
            expect(yield* entriesOf(order.id)).toEqual([])
            expect(yield* actionsOn(order.id)).toEqual([])
            return refused
          })
        const before = yield* openEntryCount

        expect(yield* refusalOf(11, 1000, "1201")).toMatchObject({
          _tag: "OrderRejected",
          title: "Can't charge this account",
          message:
            "This member account is suspended, so orders can't be charged to it. Please choose another way to pay or see the front desk."
        })
        expect(yield* refusalOf(12, 1000, "1202")).toMatchObject({
          message:
            "This member account doesn't have charging privileges. Please choose another way to pay or see the front desk."
        })
        expect(yield* refusalOf(13, 2001, "1203")).toMatchObject({
          message:
            "This order is over your account's limit of $20.00 per order. Please choose another way to pay or make the order smaller."
        })
        expect(yield* refusalOf(14, 1000, "9999")).toMatchObject({
          title: "Member not found",
          message: "There is no member number 9999."
        })
        expect(yield* refusalOf(15, 1000, null)).toMatchObject({
          title: "Member number needed",
          message: "Please enter the member number to charge."
        })
        // Exactly the limit is allowed; a cent more today is refused, saying what is left.
        yield* chargeAtCounter(16, 2000, "1203")
        yield* chargeAtCounter(17, 3000, "1204")
        expect(yield* refusalOf(18, 2001, "1204")).toMatchObject({
          message:
            "This charge would pass your daily limit of $50.00: $30.00 is charged today, so $20.00 is left. Please choose another way to pay or make the order smaller."
        })
        yield* chargeAtCounter(19, 2000, "1204")
        yield* chargeAtCounter(20, 2500, "1205")
        expect(yield* refusalOf(21, 501, "1205")).toMatchObject({
          message:
            "This charge would pass your monthly limit of $30.00: $25.00 is charged this month, so $5.00 is left. Please choose another way to pay or make the order smaller."
        })
        expect(yield* openEntryCount).toBe(before + 4)
      })
    )

    it.effect("refuses a customer's charge from a browser that has not proved the phone", () =>
      Effect.gen(function* () {
        yield* TestClock.setTime(Date.parse(AFTERNOON))
        yield* joined(member("1301"))
        const order = yield* insertedOrder(31, 1500)
        const refused = yield* Effect.flip(
          (yield* HouseAccounts).chargeOrder(order, byMemberNumber("1301"), null).pipe(withoutCookies)
        )
        expect(refused).toMatchObject({
          _tag: "PhoneProofRequired",
          message:
            "Please confirm your phone with the code we text you before charging an order to a member account."
        })
        expect(yield* entriesOf(order.id)).toEqual([])
      })
    )

    it.effect("reverses a charge once, with the charge's amounts negated, and leaves others alone", () =>
      Effect.gen(function* () {
        yield* TestClock.setTime(Date.parse(AFTERNOON))
        yield* joined(member("1401"))
        const charged = yield* chargeAtCounter(40, 1850, "1401")
        const ledger = yield* HouseLedger
        yield* TestClock.adjust("10 minutes")
        yield* ledger.reverseOrder(charged.id, sam)
        yield* ledger.reverseOrder(charged.id, sam)
        const entries = yield* entriesOf(charged.id)
        expect(entries.map((entry) => [entry.kind, entry.total_cents, entry.tax_cents])).toEqual([
          ["charge", 1850, 80],
          ["reversal", -1850, -80]
        ])
        expect(entries[1]).toMatchObject({
          description: "Pickup order cancelled",
          posted_at: "2026-06-15T18:10:00.000Z"
        })
        expect((yield* actionsOn(charged.id)).map(([action]) => action)).toEqual([
          "charge.posted",
          "charge.reversed"
        ])
        // An order paid another way has nothing to reverse.
        const unpaid = yield* insertedOrder(43, 1000)
        yield* ledger.reverseOrder(unpaid.id, sam)
        expect(yield* entriesOf(unpaid.id)).toEqual([])
      })
    )

    it.effect("closes every open entry into one batch, with their count and total, once", () =>
      Effect.gen(function* () {
        yield* TestClock.setTime(Date.parse(AFTERNOON))
        yield* joined(member("1501"))
        const accounts = yield* HouseAccounts
        yield* chargeAtCounter(51, 1200, "1501")
        yield* chargeAtCounter(52, 800, "1501")
        const open = yield* (yield* LedgerRepo).unexported
        const total = open.reduce((sum, entry) => sum + entry.total_cents, 0)
        const batch = Option.getOrThrow(yield* accounts.closeBatch(sam))
        expect(batch).toMatchObject({ closed_by: "sam", entry_count: open.length, total_cents: total })
        expect(yield* openEntryCount).toBe(0)
        const [entry] = yield* entriesOf(OrderId.make(open[0]?.order_id ?? 0))
        expect(entry?.batch_id).toBe(batch.id)
        // Nothing left: no empty batch.
        expect(yield* accounts.closeBatch(sam)).toEqual(Option.none())
        const closed = yield* (yield* AuditLog).recent(5)
        expect(closed[0]).toMatchObject({
          action: "charges.closed",
          subject: `Statement batch ${batch.id}`,
          to: `${open.length} entries`
        })
      })
    )
  })
})
