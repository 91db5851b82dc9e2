import { describe, expect, it } from "@effect/vitest"
import { FastCheck } from "effect"
import { ORDER_TYPES } from "../src/order-type.js"
import { type OrderTotals, priceOrder } from "../src/pricing.js"
import { defaultVenueConfig } from "../src/venue.js"
import { pricedLineArb, tipPercentArb } from "./arbitraries.js"

const inputArb = FastCheck.record({
  lines: FastCheck.array(pricedLineArb, { maxLength: 12 }),
  orderType: FastCheck.constantFrom(...ORDER_TYPES),
  tipPercent: tipPercentArb,
  isMember: FastCheck.boolean()
})

const amounts = (totals: OrderTotals) => Object.values(totals)

describe("pricing properties", () => {
  it.prop(
    "total = subtotal − discount + tax + fee + gratuity, exactly, in whole cents",
    [inputArb],
    ([input]) => {
      const t = priceOrder(input, defaultVenueConfig)
      expect(t.total).toBe(
        t.subtotal - t.memberDiscount - t.rewardDiscount + t.tax + t.deliveryFee + t.gratuity
      )
      expect(amounts(t).every(Number.isSafeInteger)).toBe(true)
    }
  )

  it.prop("no amount is ever negative and the discount never exceeds the subtotal", [inputArb], ([input]) => {
    const t = priceOrder(input, defaultVenueConfig)
    expect(amounts(t).every((amount) => amount >= 0)).toBe(true)
    expect(t.memberDiscount).toBeLessThanOrEqual(t.subtotal)
  })

  it.prop(
    "the order of the lines does not change the totals",
    [
      inputArb.chain((input) =>
        FastCheck.tuple(
          FastCheck.constant(input),
          FastCheck.shuffledSubarray([...input.lines], { minLength: input.lines.length })
        )
      )
    ],
    ([[input, shuffled]]) => {
      expect(priceOrder({ ...input, lines: shuffled }, defaultVenueConfig)).toEqual(
        priceOrder(input, defaultVenueConfig)
      )
    }
  )

  it.prop("only members get a discount", [inputArb], ([input]) => {
    expect(priceOrder({ ...input, isMember: false }, defaultVenueConfig).memberDiscount).toBe(0)
  })
})
