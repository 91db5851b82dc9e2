import { FastCheck as fc } from "effect"
import { describe, expect, it } from "vitest"
import {
  CART_TENDERS,
  type ShiftCount,
  type ShiftEvent,
  summarizeShift,
  tallyShift
} from "../src/cart-shift.js"
import { Cents } from "../src/money.js"
import { centsArb } from "./arbitraries.js"

/*
 * A model of the real cart: stock physically on it, moved by loads and reloads, by recorded sales and
 * comps, and by what walks off unrecorded. The tally sees only the records and the count at close,
 * and must find exactly what walked off.
 */

const ITEMS = ["beer", "water", "soda", "chips", "hot-dog"] as const
const itemArb = fc.constantFrom(...ITEMS)
const countArb = fc.record({ itemId: itemArb, quantity: fc.integer({ min: 1, max: 24 }) })
const countsArb = fc.array(countArb, { minLength: 1, maxLength: 4 })

type Step =
  | { readonly kind: "reload"; readonly counts: ReadonlyArray<ShiftCount> }
  | {
      readonly kind: "sale"
      readonly attendant: string
      readonly tender: (typeof CART_TENDERS)[number]
      readonly line: ShiftCount
      readonly totalCents: Cents
      readonly tipCents: Cents
    }
  | { readonly kind: "comp"; readonly line: ShiftCount }
  | { readonly kind: "walks-off"; readonly line: ShiftCount }

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant("reload" as const), counts: countsArb }),
  fc.record({
    kind: fc.constant("sale" as const),
    attendant: fc.constantFrom("Ana", "Ben"),
    tender: fc.constantFrom(...CART_TENDERS),
    line: countArb,
    totalCents: centsArb(5_000),
    tipCents: centsArb(500)
  }),
  fc.record({ kind: fc.constant("comp" as const), line: countArb }),
  fc.record({ kind: fc.constant("walks-off" as const), line: countArb })
)

interface Simulation {
  readonly events: Array<ShiftEvent>
  readonly stock: Map<string, number>
  readonly missing: Map<string, number>
  cashInCan: number
}

/** Plays the steps on a real cart: nothing leaves it that is not on it. */
const simulate = (
  load: ReadonlyArray<ShiftCount>,
  floatCents: Cents,
  steps: ReadonlyArray<Step>
): Simulation => {
  const sim: Simulation = {
    events: [{ kind: "load", counts: load }],
    stock: new Map(),
    missing: new Map(),
    cashInCan: floatCents
  }
  const add = (map: Map<string, number>, id: string, n: number) => map.set(id, (map.get(id) ?? 0) + n)
  for (const count of load) add(sim.stock, count.itemId, count.quantity)
  const take = (line: ShiftCount): ShiftCount | undefined => {
    const quantity = Math.min(line.quantity, sim.stock.get(line.itemId) ?? 0)
    if (quantity === 0) return undefined
    add(sim.stock, line.itemId, -quantity)
    return { itemId: line.itemId, quantity }
  }
  for (const step of steps) {
    if (step.kind === "reload") {
      sim.events.push({ kind: "reload", counts: step.counts })
      for (const count of step.counts) add(sim.stock, count.itemId, count.quantity)
      continue
    }
    const taken = take(step.line)
    if (taken === undefined) continue
    if (step.kind === "sale") {
      sim.events.push({
        kind: "sale",
        attendant: step.attendant,
        tender: step.tender,
        lines: [taken],
        totalCents: step.totalCents,
        tipCents: step.tipCents
      })
      if (step.tender === "cash") sim.cashInCan += step.totalCents + step.tipCents
    } else if (step.kind === "comp") {
      sim.events.push({ kind: "comp", attendant: "Ana", lines: [taken] })
    } else {
      add(sim.missing, taken.itemId, taken.quantity)
    }
  }
  return sim
}

const shiftArb = fc.record({
  load: countsArb,
  floatCents: centsArb(20_000),
  steps: fc.array(stepArb, { maxLength: 40 }),
  shortCents: fc.integer({ min: -2_000, max: 2_000 })
})

describe("a beverage cart's shift", () => {
  it("balances: loaded + reloads = sold + comped + returned + shrinkage, item by item, in any order of events", () => {
    fc.assert(
      fc.property(shiftArb, fc.infiniteStream(fc.nat()), ({ load, floatCents, steps }, shuffle) => {
        const sim = simulate(load, floatCents, steps)
        const returned = [...sim.stock.entries()].map(([itemId, quantity]) => ({ itemId, quantity }))
        const close = { returned, cashCountedCents: Cents(sim.cashInCan) }
        const tally = tallyShift(floatCents, sim.events, close)
        const keys = [...shuffle.take(sim.events.length)]
        const shuffled = sim.events
          .map((event, i) => ({ event, key: keys[i] ?? 0 }))
          .sort((a, b) => a.key - b.key)
          .map(({ event }) => event)
        expect(tallyShift(floatCents, shuffled, close)).toEqual(tally)
        for (const item of tally.items) {
          expect(item.loaded + item.reloaded).toBe(
            item.sold + item.comped + (item.returned ?? NaN) + (item.shrinkage ?? NaN)
          )
        }
      })
    )
  })

  it("finds exactly what walked off the cart unrecorded, and a can that holds what the records say is neither over nor short", () => {
    fc.assert(
      fc.property(shiftArb, ({ load, floatCents, steps, shortCents }) => {
        const sim = simulate(load, floatCents, steps)
        const returned = [...sim.stock.entries()].map(([itemId, quantity]) => ({ itemId, quantity }))
        const counted = Math.max(0, sim.cashInCan + shortCents)
        const tally = tallyShift(floatCents, sim.events, { returned, cashCountedCents: Cents(counted) })
        for (const item of tally.items) expect(item.shrinkage).toBe(sim.missing.get(item.itemId) ?? 0)
        expect(tally.cashExpectedCents).toBe(sim.cashInCan)
        expect(tally.cashOverShortCents).toBe(counted - sim.cashInCan)
      })
    )
  })

  it("splits the money by tender and by attendant without losing a cent", () => {
    fc.assert(
      fc.property(shiftArb, ({ load, floatCents, steps }) => {
        const sim = simulate(load, floatCents, steps)
        const tally = tallyShift(floatCents, sim.events, null)
        const sales = sim.events.flatMap((event) => (event.kind === "sale" ? [event] : []))
        const total = sales.reduce((sum, sale) => sum + sale.totalCents, 0)
        expect(tally.cashSalesCents + tally.cardCents + tally.memberChargeCents).toBe(total)
        expect(tally.byAttendant.reduce((sum, seller) => sum + seller.totalCents, 0)).toBe(total)
        expect(tally.byAttendant.reduce((sum, seller) => sum + seller.sales, 0)).toBe(sales.length)
        expect(tally.tipsCents).toBe(sales.reduce((sum, sale) => sum + sale.tipCents, 0))
        expect(tally.items.every((item) => item.returned === null && item.shrinkage === null)).toBe(true)
        expect(tally.cashOverShortCents).toBeNull()
      })
    )
  })

  it("sums the day's report line of a shift: what walked off, in units and at menu price", () => {
    const PRICES: Record<string, number> = { beer: 600, water: 200, soda: 300, chips: 250, "hot-dog": 500 }
    fc.assert(
      fc.property(shiftArb, ({ load, floatCents, steps, shortCents }) => {
        const sim = simulate(load, floatCents, steps)
        const returned = [...sim.stock.entries()].map(([itemId, quantity]) => ({ itemId, quantity }))
        const counted = Cents(Math.max(0, sim.cashInCan + shortCents))
        const tally = tallyShift(floatCents, sim.events, { returned, cashCountedCents: counted })
        const line = summarizeShift("Opener", tally, (itemId) => PRICES[itemId])
        const missing = [...sim.missing.entries()]
        expect(line.shrinkageUnits).toBe(missing.reduce((sum, [, units]) => sum + units, 0))
        expect(line.shrinkageValue).toBe(
          missing.reduce((sum, [item, units]) => sum + units * (PRICES[item] ?? 0), 0)
        )
        expect(line.sales).toBe(sim.events.filter((event) => event.kind === "sale").length)
        expect(line.cashOverShort).toBe(counted - sim.cashInCan)
        expect(line.attendants[0]).toBe("Opener")
        expect(new Set(line.attendants).size).toBe(line.attendants.length)
        const open = summarizeShift(
          "Opener",
          tallyShift(floatCents, sim.events, null),
          (itemId) => PRICES[itemId]
        )
        expect([open.shrinkageUnits, open.shrinkageValue, open.cashCounted]).toEqual([null, null, null])
      })
    )
  })
})
