import { describe, expect, it } from "@effect/vitest"
import { FastCheck } from "effect"
import {
  cartItemProblem,
  countLeft,
  giveBackToCount,
  type ItemCount,
  nextCountsReset,
  onlyLeftWords,
  setCount,
  takeFromCount
} from "../src/item-count.js"
import { zonedDateTime } from "../src/zoned-time.js"

const TIME_ZONE = "America/New_York"
const RESET_AT = "04:00"
const HOUR = 3_600_000

type Step =
  | { readonly op: "order"; readonly quantity: number }
  | { readonly op: "cancel"; readonly order: number }
  | { readonly op: "wait"; readonly hours: number }

const stepArb: FastCheck.Arbitrary<Step> = FastCheck.oneof(
  FastCheck.record({
    op: FastCheck.constant("order" as const),
    quantity: FastCheck.integer({ min: 1, max: 5 })
  }),
  FastCheck.record({ op: FastCheck.constant("cancel" as const), order: FastCheck.nat(30) }),
  // Up to a day and a half: some waits cross one reset, some two, most none.
  FastCheck.record({ op: FastCheck.constant("wait" as const), hours: FastCheck.integer({ min: 1, max: 36 }) })
)

/** Any instant in 2024-2027, DST changes included. */
const startArb = FastCheck.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2027, 11, 31) }).map(
  (ms) => new Date(ms)
)

/**
 * Runs the steps through the count's rules as the server does, beside a model that only keeps
 * the orders: the count taken today is the quantity of today's orders not cancelled.
 */
const run = (daily: number, start: Date, steps: ReadonlyArray<Step>) => {
  let now = start
  const next = () => nextCountsReset(now, TIME_ZONE, RESET_AT).toISOString()
  let count: ItemCount = setCount(daily, next())
  const orders: Array<{ quantity: number; takenFor: string; cancelled: boolean }> = []
  const seen: Array<{ count: ItemCount; now: Date; modelTaken: number }> = []
  const modelTaken = () => {
    // Today's orders are those taken for the count's current day, unless its reset is due.
    if (now.getTime() >= Date.parse(count.resetsAt)) return 0
    return orders
      .filter((order) => !order.cancelled && order.takenFor === count.resetsAt)
      .reduce((sum, order) => sum + order.quantity, 0)
  }
  for (const step of steps) {
    if (step.op === "order") {
      const taken = takeFromCount(count, step.quantity, now, next())
      if (taken.ok) {
        count = taken.count
        orders.push({ quantity: step.quantity, takenFor: count.resetsAt, cancelled: false })
      } else {
        expect(taken.left).toBe(countLeft(count, now))
        expect(taken.left).toBeLessThan(step.quantity)
      }
    } else if (step.op === "cancel") {
      const order = orders[step.order]
      if (order === undefined || order.cancelled) continue
      order.cancelled = true
      count = giveBackToCount(count, order.quantity, order.takenFor, now)
    } else {
      now = new Date(now.getTime() + step.hours * HOUR)
    }
    seen.push({ count, now, modelTaken: modelTaken() })
  }
  return seen
}

describe("item counts", () => {
  it.prop(
    "never go below zero, and taken plus left stays the day's count over orders, cancellations and resets",
    [FastCheck.integer({ min: 0, max: 20 }), startArb, FastCheck.array(stepArb, { maxLength: 60 })],
    ([daily, start, steps]) => {
      for (const { count, now, modelTaken } of run(daily, start, steps)) {
        const left = countLeft(count, now)
        const taken = now.getTime() >= Date.parse(count.resetsAt) ? 0 : count.taken
        expect(left).toBeGreaterThanOrEqual(0)
        expect(taken).toBeGreaterThanOrEqual(0)
        expect(taken + left).toBe(daily)
        // What is taken is exactly today's orders still standing: none oversold, none lost.
        expect(taken).toBe(modelTaken)
      }
    }
  )

  it.prop(
    "an order takes all it asks for or nothing",
    [
      FastCheck.integer({ min: 0, max: 20 }),
      FastCheck.integer({ min: 0, max: 20 }),
      FastCheck.integer({ min: 1, max: 25 })
    ],
    ([daily, takenBefore, quantity]) => {
      const now = new Date("2026-06-01T15:00:00Z")
      const count = { daily, taken: Math.min(daily, takenBefore), resetsAt: "2026-06-02T08:00:00.000Z" }
      const result = takeFromCount(count, quantity, now, "2026-06-03T08:00:00.000Z")
      if (result.ok) expect(result.count.taken).toBe(count.taken + quantity)
      else expect(result.left).toBe(daily - count.taken)
      expect(result.ok).toBe(quantity <= daily - count.taken)
    }
  )

  it.prop(
    "reset on the venue's clock: the next time it reads 04:00, within a day and an hour, on DST days too",
    [startArb, FastCheck.integer({ min: 0, max: 25 * 60 })],
    ([now, laterMinutes]) => {
      const reset = nextCountsReset(now, TIME_ZONE, RESET_AT)
      expect(reset.getTime()).toBeGreaterThan(now.getTime())
      expect(reset.getTime() - now.getTime()).toBeLessThanOrEqual(25 * HOUR)
      const wall = zonedDateTime(reset, TIME_ZONE)
      expect([wall?.hour, wall?.minute]).toEqual([4, 0])
      // No reset comes between: any instant before it looks forward to the same one.
      const between = new Date(now.getTime() + ((laterMinutes * 60_000) % (reset.getTime() - now.getTime())))
      expect(nextCountsReset(between, TIME_ZONE, RESET_AT)).toEqual(reset)
    }
  )
})

describe("item count examples", () => {
  it("the 13th burger of 12 is refused with the issue's words", () => {
    const now = new Date("2026-06-01T15:00:00Z")
    const next = nextCountsReset(now, TIME_ZONE, RESET_AT).toISOString()
    expect(next).toBe("2026-06-02T08:00:00.000Z")
    const taken = takeFromCount(setCount(12, next), 12, now, next)
    expect(taken.ok).toBe(true)
    if (!taken.ok) return
    const refused = takeFromCount(taken.count, 1, now, next)
    expect(refused).toEqual({ ok: false, left: 0 })
    expect(onlyLeftWords("Classic Burger", 0)).toBe("Only 0 left of Classic Burger")
  })

  it("resets at 04:00 across the spring and autumn DST changes", () => {
    expect(nextCountsReset(new Date("2026-03-08T06:00:00Z"), TIME_ZONE, RESET_AT).toISOString()).toBe(
      "2026-03-08T08:00:00.000Z"
    )
    expect(nextCountsReset(new Date("2026-11-01T05:00:00Z"), TIME_ZONE, RESET_AT).toISOString()).toBe(
      "2026-11-01T09:00:00.000Z"
    )
  })

  it("a cart line says what stops it before Place Order", () => {
    const burger = { name: "Classic Burger", available: true, count: { daily: 12, left: 2 } }
    expect(cartItemProblem(burger, 2)).toBeUndefined()
    expect(cartItemProblem(burger, 3)).toBe("Only 2 left of Classic Burger")
    expect(cartItemProblem({ ...burger, count: { daily: 12, left: 0 } }, 1)).toBe(
      "Classic Burger is sold out"
    )
    expect(cartItemProblem({ ...burger, available: false }, 1)).toBe(
      "Classic Burger is not available right now"
    )
    expect(cartItemProblem({ ...burger, count: null }, 50)).toBeUndefined()
    expect(cartItemProblem(undefined, 1)).toBe("No longer on the menu")
  })
})
