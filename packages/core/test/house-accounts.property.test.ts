import { describe, expect, it } from "@effect/vitest"
import { FastCheck } from "effect"
import {
  chargeToPost,
  closeBatch,
  type LedgerAmounts,
  type LedgerEntryFacts,
  ledgerBalance,
  MINIMUM_PERIODS,
  minimumPeriodBounds,
  minimumProgress,
  minimumSpend,
  reversalToPost
} from "../src/house-accounts.js"
import { Cents } from "../src/money.js"

const amountsArb: FastCheck.Arbitrary<LedgerAmounts> = FastCheck.record({
  subtotal: FastCheck.integer({ min: 0, max: 50_000 }),
  discount: FastCheck.integer({ min: 0, max: 2_000 }),
  tax: FastCheck.integer({ min: 0, max: 4_000 }),
  tip: FastCheck.integer({ min: 0, max: 5_000 }),
  deliveryFee: FastCheck.integer({ min: 0, max: 500 })
}).map((a) => ({
  subtotal: Cents(a.subtotal),
  discount: Cents(a.discount),
  tax: Cents(a.tax),
  tip: Cents(a.tip),
  deliveryFee: Cents(a.deliveryFee),
  total: Cents(a.subtotal - a.discount + a.tax + a.tip + a.deliveryFee)
}))

type Step =
  | { readonly op: "place"; readonly order: number; readonly amounts: LedgerAmounts }
  | { readonly op: "retry"; readonly order: number }
  | { readonly op: "cancel"; readonly order: number }
  | { readonly op: "close" }

const stepArb: FastCheck.Arbitrary<Step> = FastCheck.oneof(
  FastCheck.record({
    op: FastCheck.constant("place" as const),
    order: FastCheck.nat(12),
    amounts: amountsArb
  }),
  FastCheck.record({ op: FastCheck.constant("retry" as const), order: FastCheck.nat(12) }),
  FastCheck.record({ op: FastCheck.constant("cancel" as const), order: FastCheck.nat(12) }),
  FastCheck.constant({ op: "close" as const })
)

/** Runs the steps through the ledger's rules, as the server does, and keeps the orders' own story beside it. */
const run = (steps: ReadonlyArray<Step>) => {
  let ledger: Array<LedgerEntryFacts> = []
  const placed = new Map<number, LedgerAmounts>()
  const cancelled = new Set<number>()
  const batchesClosed: Array<number> = []
  let nextBatch = 1
  for (const step of steps) {
    if (step.op === "place" || step.op === "retry") {
      // A retry resends the order its key placed: the same amounts, when it was placed at all.
      const amounts = step.op === "place" ? (placed.get(step.order) ?? step.amounts) : placed.get(step.order)
      if (amounts === undefined) continue
      placed.set(step.order, amounts)
      const post = chargeToPost(ledger, step.order, amounts)
      if (post !== undefined) ledger.push({ orderId: step.order, ...post, postedAt: "", batchId: null })
    } else if (step.op === "cancel") {
      if (!placed.has(step.order)) continue
      cancelled.add(step.order)
      const post = reversalToPost(ledger, step.order)
      if (post !== undefined) ledger.push({ orderId: step.order, ...post, postedAt: "", batchId: null })
    } else {
      const closed = closeBatch(ledger, nextBatch)
      if (closed !== undefined) {
        ledger = [...closed]
        batchesClosed.push(nextBatch)
        nextBatch += 1
      }
    }
  }
  return { ledger, placed, cancelled, batchesClosed }
}

describe("house account ledger properties", () => {
  it.prop(
    "the ledger sums to the total of the orders that stand",
    [FastCheck.array(stepArb, { maxLength: 60 })],
    ([steps]) => {
      const { ledger, placed, cancelled } = run(steps)
      const standing = [...placed].filter(([order]) => !cancelled.has(order))
      expect(ledgerBalance(ledger)).toBe(standing.reduce((sum, [, amounts]) => sum + amounts.total, 0))
      // One charge per order, at most one reversal, and only after its charge.
      for (const order of placed.keys()) {
        expect(ledger.filter((e) => e.orderId === order && e.kind === "charge")).toHaveLength(1)
        expect(ledger.filter((e) => e.orderId === order && e.kind === "reversal").length).toBe(
          cancelled.has(order) ? 1 : 0
        )
      }
    }
  )

  it.prop(
    "batches partition the closed entries; later entries wait for the next",
    [FastCheck.array(stepArb, { maxLength: 60 })],
    ([steps]) => {
      const { ledger, batchesClosed } = run(steps)
      const lastClose = steps.map((s) => s.op).lastIndexOf("close")
      const inBatches = batchesClosed.flatMap((batch) => ledger.filter((e) => e.batchId === batch))
      // Every batched entry is in exactly one closed batch, and no batch is empty.
      expect(inBatches.length).toBe(ledger.filter((e) => e.batchId !== null).length)
      for (const batch of batchesClosed) expect(ledger.some((e) => e.batchId === batch)).toBe(true)
      // A close leaves nothing unexported, so only entries posted after the last close are open.
      if (lastClose === steps.length - 1) expect(ledger.every((e) => e.batchId !== null)).toBe(true)
      // Batches never change once closed: re-running the prefix gives the same assignment.
      const prefix = run(steps.slice(0, lastClose + 1)).ledger
      expect(ledger.slice(0, prefix.length).map((e) => e.batchId)).toEqual(prefix.map((e) => e.batchId))
    }
  )
})

const ZONES = [
  "America/New_York",
  "America/Los_Angeles",
  "Europe/London",
  "Australia/Sydney",
  "Pacific/Chatham",
  "Pacific/Kiritimati",
  "UTC"
]
const instantArb = FastCheck.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2028, 11, 31) }).map(
  (ms) => new Date(ms)
)

/** The oracle: Intl's own reading of year and month in the zone. */
const yearMonth = (at: Date, timeZone: string) => {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "numeric"
  }).formatToParts(at)
  const field = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  return { year: field("year"), month: field("month") }
}
const LENGTH = { month: 1, quarter: 3, year: 12 } as const
const periodKey = (at: Date, timeZone: string, period: keyof typeof LENGTH) => {
  const { year, month } = yearMonth(at, timeZone)
  return `${year}-${Math.floor((month - 1) / LENGTH[period])}`
}

describe("F&B minimum properties", () => {
  it.prop(
    "progress is charges minus reversals posted in the period on the venue's calendar, at outlets that count",
    [
      FastCheck.constantFrom(...ZONES),
      FastCheck.constantFrom(...MINIMUM_PERIODS),
      instantArb,
      FastCheck.array(
        FastCheck.record({
          at: instantArb,
          amounts: amountsArb,
          reversal: FastCheck.boolean(),
          // Posted at an outlet that counts (or said of none), or at one that does not.
          counts: FastCheck.constantFrom(true, false, undefined)
        }),
        { maxLength: 30 }
      )
    ],
    ([zone, period, now, posts]) => {
      const ledger = posts.map((p) => ({
        postedAt: p.at.toISOString(),
        ...(p.counts === undefined ? {} : { countsTowardMinimum: p.counts }),
        amounts: p.reversal
          ? { ...p.amounts, subtotal: Cents(-p.amounts.subtotal), discount: Cents(-p.amounts.discount) }
          : p.amounts
      }))
      const bounds = minimumPeriodBounds(now, period, zone)
      if (bounds === undefined) throw new Error("no bounds")
      const key = periodKey(now, zone, period)
      const expected = ledger
        .filter((e) => periodKey(new Date(e.postedAt), zone, period) === key)
        .filter((e) => e.countsTowardMinimum !== false)
        .reduce((sum, e) => sum + minimumSpend(e.amounts), 0)
      expect(minimumProgress(ledger, bounds)).toBe(expected)
    }
  )

  it.prop(
    "a period starts at local midnight on its first day and ends where the next begins",
    [FastCheck.constantFrom(...ZONES), FastCheck.constantFrom(...MINIMUM_PERIODS), instantArb],
    ([zone, period, now]) => {
      const bounds = minimumPeriodBounds(now, period, zone)
      if (bounds === undefined) throw new Error("no bounds")
      expect(bounds.start.getTime()).toBeLessThanOrEqual(now.getTime())
      expect(bounds.end.getTime()).toBeGreaterThan(now.getTime())
      expect(periodKey(bounds.start, zone, period)).toBe(periodKey(now, zone, period))
      expect(periodKey(new Date(bounds.start.getTime() - 1), zone, period)).not.toBe(
        periodKey(now, zone, period)
      )
      expect(periodKey(new Date(bounds.end.getTime() - 1), zone, period)).toBe(periodKey(now, zone, period))
      expect(periodKey(bounds.end, zone, period)).not.toBe(periodKey(now, zone, period))
    }
  )
})
