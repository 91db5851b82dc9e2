import { FastCheck as fc } from "effect"
import { describe, expect, it } from "vitest"
import {
  changeDue,
  priceCartSale,
  SALE_CLOCK_SKEW_MINUTES,
  SALE_MAX_AGE_HOURS,
  saleTimeProblem
} from "../src/cart-sale.js"
import { priceOrder } from "../src/pricing.js"
import { centsArb, pricedLineArb } from "./arbitraries.js"

const rulesArb = fc.record({
  name: fc.constant("Cart 1"),
  taxPercent: fc.constantFrom(0, 7, 8, 8.875),
  deliveryFee: centsArb(500),
  iceCreamCategoryId: fc.constant("icecream"),
  memberIceCreamDiscountPercent: fc.constant(10),
  serviceChargePercent: fc.constantFrom(0, 10, 18),
  serviceChargeTaxable: fc.boolean(),
  tipsAllowed: fc.boolean()
})

describe("a walk-up sale's price", () => {
  it("is the outlet's price of the food with the handed-over tip on top, never a delivery fee", () => {
    fc.assert(
      fc.property(
        fc.array(pricedLineArb, { maxLength: 5 }),
        centsArb(2_000),
        rulesArb,
        (lines, tip, rules) => {
          const priced = priceCartSale(lines, tip, rules)
          if (!rules.tipsAllowed && tip > 0) {
            expect(priced).toEqual({ ok: false, message: "Cart 1 does not take tips" })
            return
          }
          const food = priceOrder({ lines, orderType: "pickup", tipPercent: 0, isMember: false }, rules)
          expect(priced).toEqual({ ok: true, totals: { ...food, gratuity: tip, total: food.total + tip } })
          if (priced.ok) expect(priced.totals.deliveryFee).toBe(0)
        }
      )
    )
  })

  it("gives back what the cash exceeds the total by, and refuses cash short of it", () => {
    fc.assert(
      fc.property(centsArb(10_000), centsArb(10_000), (total, tendered) => {
        const change = changeDue(total, tendered)
        if (tendered < total) expect(change).toBeUndefined()
        else expect(change).toBe(tendered - total)
      })
    )
  })
})

describe("when a sale may still arrive", () => {
  const now = Date.parse("2026-06-06T16:00:00Z")
  it("takes any time from a day ago to a few minutes ahead, and refuses outside it", () => {
    fc.assert(
      fc.property(fc.integer({ min: -48 * 60, max: 60 }), (minutesFromNow) => {
        const problem = saleTimeProblem(now + minutesFromNow * 60_000, now)
        const inside = minutesFromNow <= SALE_CLOCK_SKEW_MINUTES && -minutesFromNow <= SALE_MAX_AGE_HOURS * 60
        expect(problem === undefined).toBe(inside)
      })
    )
  })

  it("words each refusal for the attendant", () => {
    expect(saleTimeProblem(now + 10 * 60_000, now)).toMatch(/in the future/)
    expect(saleTimeProblem(now - 25 * 3_600_000, now)).toMatch(/more than 24 hours ago/)
    expect(saleTimeProblem(now - 40 * 60_000, now)).toBeUndefined()
  })
})
