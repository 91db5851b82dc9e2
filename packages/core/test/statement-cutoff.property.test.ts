import { describe, expect, it } from "@effect/vitest"
import { FastCheck } from "effect"
import { localReportDate } from "../src/report-period.js"
import { postedByCutoff, statementCutoff } from "../src/statement-cutoff.js"

const ZONES = ["America/New_York", "Europe/London", "Australia/Lord_Howe", "Asia/Kathmandu", "UTC"]
// Month ends and DST changes of 2026, where a cut-off by UTC or by 24 hours would go wrong.
const THROUGH = ["2026-03-08", "2026-03-31", "2026-10-25", "2026-10-31", "2026-11-01", "2026-11-30"]

describe("a statement batch's through-date", () => {
  it("takes an entry exactly when it was posted on or before the through-date on the venue's clock", () => {
    FastCheck.assert(
      FastCheck.property(
        FastCheck.constantFrom(...ZONES),
        FastCheck.constantFrom(...THROUGH),
        FastCheck.integer({ min: -3 * 86_400_000, max: 3 * 86_400_000 }),
        (zone, through, offset) => {
          const cutoff = statementCutoff(through, zone)
          if (typeof cutoff === "string") throw new Error(cutoff)
          const postedAt = new Date(Date.parse(`${through}T12:00:00Z`) + offset).toISOString()
          const localDay = localReportDate(new Date(postedAt), zone) ?? ""
          expect(postedByCutoff(postedAt, cutoff)).toBe(localDay <= through)
        }
      )
    )
  })

  it("answers a sentence for a date that is not one", () => {
    expect(typeof statementCutoff("2026-11-31", "UTC")).toBe("string")
    expect(typeof statementCutoff("30/11/2026", "UTC")).toBe("string")
  })
})
