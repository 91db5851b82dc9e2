import { describe, expect, it } from "@effect/vitest"
import { FastCheck } from "effect"
import { chargeRefusal, minimumPeriodBounds, minimumSentence } from "../src/house-accounts.js"
import {
  memberFileHeaderProblem,
  planImport,
  readDollars,
  readMemberRow,
  readPhone
} from "../src/member-import.js"
import { maskMemberNumber } from "../src/payment-method.js"

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
    const changed = planImport([row({ status: "suspended" })], known)
    expect(changed.update.map((m) => m.status)).toEqual(["suspended"])
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
  it("masks the member number to its last two characters", () => {
    expect(maskMemberNumber("10034")).toBe("••34")
  })

  it("says the minimum in a sentence", () => {
    expect(minimumSentence(12_000, { amountCents: 30_000, period: "quarter" })).toBe(
      "You've spent $120.00 of your $300.00 quarterly food & beverage minimum"
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
