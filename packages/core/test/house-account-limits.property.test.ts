import { describe, expect, it } from "@effect/vitest"
import { FastCheck } from "effect"
import {
  chargedIn,
  chargeLimitRefusal,
  chargeLimitWindows,
  type LedgerAmounts
} from "../src/house-accounts.js"
import { Cents, ZERO_CENTS } from "../src/money.js"

const ZONES = [
  "America/New_York",
  "America/Los_Angeles",
  "Europe/London",
  "Australia/Sydney",
  "Pacific/Chatham",
  "UTC"
]
const instantArb = FastCheck.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2028, 11, 31) }).map(
  (ms) => new Date(ms)
)
const limitArb = FastCheck.option(FastCheck.integer({ min: 0, max: 100_000 }), { nil: null })

/** The oracle: Intl's own reading of the venue-local date. */
const localDate = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(at)

const total = (cents: number): LedgerAmounts => ({
  subtotal: Cents(cents),
  discount: ZERO_CENTS,
  tax: ZERO_CENTS,
  tip: ZERO_CENTS,
  deliveryFee: ZERO_CENTS,
  total: Cents(cents)
})

describe("house account charge limits", () => {
  it.prop(
    "a window has charged the totals of its charges posted that day (or month) and not reversed",
    [
      FastCheck.constantFrom(...ZONES),
      instantArb,
      FastCheck.array(
        FastCheck.record({
          // Around `now`: most posts land in its month, some in its day.
          offsetMs: FastCheck.integer({ min: -40 * 86_400_000, max: 40 * 86_400_000 }),
          cents: FastCheck.integer({ min: 1, max: 50_000 }),
          reversedAfterMs: FastCheck.option(FastCheck.integer({ min: 0, max: 60 * 86_400_000 }), {
            nil: null
          })
        }),
        { maxLength: 25 }
      )
    ],
    ([zone, now, posts]) => {
      const ledger = posts.flatMap((post, orderId) => {
        const at = now.getTime() + post.offsetMs
        const charge = {
          orderId,
          kind: "charge" as const,
          amounts: total(post.cents),
          postedAt: new Date(at).toISOString()
        }
        if (post.reversedAfterMs === null) return [charge]
        const reversal = {
          orderId,
          kind: "reversal" as const,
          amounts: total(-post.cents),
          postedAt: new Date(at + post.reversedAfterMs).toISOString()
        }
        return [charge, reversal]
      })
      const windows = chargeLimitWindows(now, zone)
      if (windows === undefined) throw new Error("no windows")
      const day = localDate(now, zone)
      const standing = posts
        .map((post) => ({ ...post, date: localDate(new Date(now.getTime() + post.offsetMs), zone) }))
        .filter((post) => post.reversedAfterMs === null)
      const sum = (list: ReadonlyArray<{ readonly cents: number }>) => list.reduce((s, p) => s + p.cents, 0)
      expect(chargedIn(ledger, windows.day)).toBe(sum(standing.filter((p) => p.date === day)))
      expect(chargedIn(ledger, windows.period)).toBe(
        sum(standing.filter((p) => p.date.slice(0, 7) === day.slice(0, 7)))
      )
      // The day is inside its month, and `now` inside both.
      expect(windows.period.start.getTime()).toBeLessThanOrEqual(windows.day.start.getTime())
      expect(windows.day.end.getTime()).toBeLessThanOrEqual(windows.period.end.getTime())
      expect(windows.day.start.getTime()).toBeLessThanOrEqual(now.getTime())
      expect(windows.day.end.getTime()).toBeGreaterThan(now.getTime())
    }
  )

  it.prop(
    "charges admitted one after another never pass a limit, and a refused one would have",
    [limitArb, limitArb, FastCheck.array(FastCheck.integer({ min: 0, max: 20_000 }), { maxLength: 30 })],
    ([dailyLimitCents, periodLimitCents, attempts]) => {
      const member = { dailyLimitCents, periodLimitCents }
      // The month has charged more than the day before any attempt: earlier days' charges.
      let day = 0
      let period = 2_500
      for (const cents of attempts) {
        const refusal = chargeLimitRefusal(member, { day, period }, cents)
        const passes =
          (dailyLimitCents !== null && day + cents > dailyLimitCents) ||
          (periodLimitCents !== null && period + cents > periodLimitCents)
        expect(refusal !== undefined).toBe(passes)
        if (refusal === undefined) {
          day += cents
          period += cents
        } else {
          expect(refusal).toMatch(/^This charge would pass your (daily|monthly) limit of \$[\d,]+\.\d\d: /)
        }
      }
      if (dailyLimitCents !== null) expect(day).toBeLessThanOrEqual(Math.max(dailyLimitCents, 0))
      if (periodLimitCents !== null && periodLimitCents >= 2_500)
        expect(period).toBeLessThanOrEqual(periodLimitCents)
    }
  )

  it("says the limit, what is charged and what is left", () => {
    expect(
      chargeLimitRefusal(
        { dailyLimitCents: 10_000, periodLimitCents: null },
        { day: 9_000, period: 9_000 },
        3_000
      )
    ).toBe(
      "This charge would pass your daily limit of $100.00: $90.00 is charged today, so $10.00 is left. Please choose another way to pay or make the order smaller."
    )
    expect(
      chargeLimitRefusal(
        { dailyLimitCents: null, periodLimitCents: 50_000 },
        { day: 0, period: 48_000 },
        3_000
      )
    ).toMatch(
      /^This charge would pass your monthly limit of \$500\.00: \$480\.00 is charged this month, so \$20\.00 is left\./
    )
    expect(
      chargeLimitRefusal(
        { dailyLimitCents: 10_000, periodLimitCents: null },
        { day: 7_000, period: 7_000 },
        3_000
      )
    ).toBeUndefined()
  })
})
