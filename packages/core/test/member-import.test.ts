import { describe, expect, it } from "@effect/vitest"
import { FastCheck } from "effect"
import { chargeRefusal, lastDayBefore, minimumPeriodBounds, minimumSentence } from "../src/house-accounts.js"
import {
  memberFileColumnName,
  memberFileHeaderProblem,
  planImport,
  readDollars,
  readMemberRow,
  readPhone
} from "../src/member-import.js"
import { memberChargeNote } from "../src/payment-method.js"

const row = (over: Record<string, string> = {}) => ({
  member_number: "1234",
  first_name: "Ada",
  last_name: "Park",
  phone: "(555) 201-3434",
  email: "ada@example.com",
  charge_allowed: "Yes",
  charge_limit: "",
  fb_minimum: "300",
  fb_minimum_period: "Quarter",
  status: "Active",
  ...over
})

describe("member file rows", () => {
  it("reads phones in any common format, several separated by ;", () => {
    for (const text of ["(555) 201-3434", "555.201.3434", "+1 555 201 3434", "5552013434", "1-555-201-3434"])
      expect(readPhone(text)).toBe("5552013434")
    expect(readPhone("201-3434")).toBeUndefined()
    const read = readMemberRow(row({ phone: "555-201-3434; 555 777 1212" }))
    expect("ok" in read && read.ok.phones).toEqual(["5552013434", "5557771212"])
  })

  it("reads dollars to cents, empty for none", () => {
    expect(readDollars("$1,250.00")).toBe(125_000)
    expect(readDollars("12.5")).toBe(1_250)
    expect(readDollars("")).toBeNull()
    expect(readDollars("12.345")).toBeUndefined()
    expect(readDollars("-5")).toBeUndefined()
  })

  it("refuses a row with a reason", () => {
    const reason = (over: Record<string, string>) => {
      const read = readMemberRow(row(over))
      return "refused" in read ? read.refused : undefined
    }
    expect(reason({ member_number: "" })).toBe("Member number is missing")
    expect(reason({ phone: "555-12" })).toBe('Phone "555-12" is not a 10-digit number')
    expect(reason({ charge_allowed: "maybe" })).toBe("charge_allowed must be yes or no")
    expect(reason({ fb_minimum_period: "" })).toBe("fb_minimum_period must be month, quarter or year")
    expect(reason({ status: "gone" })).toBe("status must be active, suspended or resigned")
    expect(reason({ email: "not-an-email" })).toBe('Email "not-an-email" is not a valid address')
    expect(reason({ last_name: "Lane\u001b[8m" })).toBe(
      "Names must be plain text, without tabs or control characters"
    )
    expect(reason({})).toBeUndefined()
  })

  it("names the missing columns, whatever the header's case and order", () => {
    expect(
      memberFileHeaderProblem(
        Object.keys(row())
          .map((c) => c.toUpperCase())
          .reverse()
      )
    ).toBeUndefined()
    expect(memberFileHeaderProblem(["member_number", "first_name"])).toMatch(
      /^The file has no last_name, phone/
    )
  })

  it("plans add, update, leave and refuse; a plan applied is left alone the second time", () => {
    const rows = [
      row(),
      row({ member_number: "77", first_name: "Bo" }),
      row({ member_number: "1234" }),
      row({ phone: "" })
    ]
    const first = planImport(rows, new Map())
    expect(first.add.map((m) => m.memberNumber)).toEqual(["1234", "77"])
    expect(first.refuse.map((r) => [r.row, r.reason])).toEqual([
      [4, "Member number 1234 is already on row 2"],
      [5, "At least one phone number is required"]
    ])
    const known = new Map(first.add.map((m) => [m.memberNumber, m]))
    const again = planImport(rows, known)
    expect(again.add).toEqual([])
    expect(again.update).toEqual([])
    expect(again.leave.map((m) => m.memberNumber)).toEqual(["1234", "77"])
    expect(again.retire).toEqual([])
    const changed = planImport([row({ status: "suspended" })], known)
    expect(changed.update.map((m) => m.status)).toEqual(["suspended"])
  })

  it("retires the members a file leaves out, once; a refused row still lists its member", () => {
    const known = new Map(
      planImport([row(), row({ member_number: "77" }), row({ member_number: "88" })], new Map()).add.map(
        (m) => [m.memberNumber, m]
      )
    )
    const plan = planImport([row(), row({ member_number: "88", phone: "" })], known)
    expect(plan.retire.map((m) => [m.memberNumber, m.status])).toEqual([["77", "resigned"]])
    const after = new Map(known)
    for (const member of plan.retire) after.set(member.memberNumber, member)
    expect(planImport([row(), row({ member_number: "88", phone: "" })], after).retire).toEqual([])
  })

  it("reads the daily and period limits; a file without those columns keeps the members' limits", () => {
    const read = readMemberRow(row({ daily_limit: "$100", period_limit: "1,500.00" }))
    expect("ok" in read && [read.ok.dailyLimitCents, read.ok.periodLimitCents]).toEqual([10_000, 150_000])
    const reason = readMemberRow(row({ daily_limit: "lots" }))
    expect("refused" in reason && reason.refused).toBe(
      "daily_limit must be an amount in dollars, or empty for none"
    )
    const known = new Map(
      planImport([row({ daily_limit: "100", period_limit: "" })], new Map()).add.map((m) => [
        m.memberNumber,
        m
      ])
    )
    expect(planImport([row()], known).leave.map((m) => m.dailyLimitCents)).toEqual([10_000])
    expect(planImport([row({ daily_limit: "" })], known).update.map((m) => m.dailyLimitCents)).toEqual([null])
  })

  it("names a column in any case and spacing", () => {
    for (const name of [
      "Member Number",
      " member_number ",
      "MEMBER-NUMBER",
      "member  number",
      "Member.Number"
    ])
      expect(memberFileColumnName(name)).toBe("member_number")
    expect(
      memberFileHeaderProblem(Object.keys(row()).map((c) => c.replace(/_/g, " ").toUpperCase()))
    ).toBeUndefined()
  })

  it.prop(
    "any 10-digit phone, however punctuated, reads as its digits",
    [FastCheck.stringMatching(/^[2-9]\d{9}$/)],
    ([digits]) => {
      const dashed = `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`
      expect(readPhone(dashed)).toBe(digits)
      expect(readPhone(`+1 ${digits}`)).toBe(digits)
    }
  )
})

describe("member words", () => {
  it("name the charged account to staff, and to a customer (whose read has no number) without a digit", () => {
    const staff = { method: "member_charge", memberNumber: "1034" }
    expect(memberChargeNote({ ...staff, state: "charged" })).toBe("Charged to member account 1034")
    expect(memberChargeNote({ ...staff, state: "reversed" })).toBe("Member charge reversed (account 1034)")
    FastCheck.assert(
      FastCheck.property(FastCheck.constantFrom("charged" as const, "reversed" as const), (state) => {
        const note = memberChargeNote({ method: "member_charge", state, memberNumber: null }) ?? ""
        return /member/i.test(note) && !/\d/.test(note)
      })
    )
    expect(memberChargeNote({ method: "credit_card", state: "captured", memberNumber: null })).toBeUndefined()
  })

  it("says the minimum in a sentence: what is left and by when, or that it is met", () => {
    const quarter = minimumPeriodBounds(new Date("2026-02-10T12:00:00Z"), "quarter", "America/New_York")
    const lastDay = quarter === undefined ? undefined : lastDayBefore(quarter.end, "America/New_York")
    expect(lastDay).toBe("March 31")
    expect(minimumSentence(2_247, { amountCents: 30_000, period: "quarter" }, "March 31")).toBe(
      "You've spent $22.47 of your $300.00 quarterly food & beverage minimum: $277.53 left by March 31"
    )
    expect(minimumSentence(31_000, { amountCents: 30_000, period: "month" }, "March 31")).toBe(
      "You've spent $310.00 of your $300.00 monthly food & beverage minimum: met for this month"
    )
  })

  it("refuses a suspended member, one without the privilege, or an order over the limit", () => {
    const ok = { status: "active" as const, chargeAllowed: true, chargeLimitCents: 5_000 }
    expect(chargeRefusal(ok, 5_000)).toBeUndefined()
    expect(chargeRefusal(ok, 5_001)).toMatch(/over your account's limit of \$50.00 per order/)
    expect(chargeRefusal({ ...ok, status: "suspended" }, 100)).toMatch(/suspended/)
    expect(chargeRefusal({ ...ok, chargeAllowed: false }, 100)).toMatch(/charging privileges/)
  })

  it("starts a quarter at local midnight across a DST change (New York, spring forward in March)", () => {
    // 2026-04-15 is in EDT (UTC-4); the quarter began on 1 April 00:00 EDT and ends 1 July 00:00 EDT.
    const bounds = minimumPeriodBounds(new Date("2026-04-15T12:00:00Z"), "quarter", "America/New_York")
    expect(bounds?.start.toISOString()).toBe("2026-04-01T04:00:00.000Z")
    expect(bounds?.end.toISOString()).toBe("2026-07-01T04:00:00.000Z")
    // The first quarter began in EST (UTC-5) and ends in EDT.
    const q1 = minimumPeriodBounds(new Date("2026-03-20T12:00:00Z"), "quarter", "America/New_York")
    expect(q1?.start.toISOString()).toBe("2026-01-01T05:00:00.000Z")
    expect(q1?.end.toISOString()).toBe("2026-04-01T04:00:00.000Z")
  })
})
