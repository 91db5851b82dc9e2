import { describe, expect, it } from "@effect/vitest"
import { FastCheck } from "effect"
import { Cents } from "../src/money.js"
import { ORDER_TYPES } from "../src/order-type.js"
import { priceOrder } from "../src/pricing.js"
import { freeItemLine, rewardRefusal } from "../src/reward-effect.js"
import { defaultVenueConfig } from "../src/venue.js"
import { pricedLineWithItemArb, rewardEffectArb, tipPercentArb } from "./arbitraries.js"

const inputArb = FastCheck.record({
  lines: FastCheck.array(pricedLineWithItemArb, { maxLength: 8 }),
  orderType: FastCheck.constantFrom(...ORDER_TYPES),
  tipPercent: tipPercentArb,
  isMember: FastCheck.boolean(),
  reward: rewardEffectArb
})

const venue = defaultVenueConfig

describe("pricing with a reward code", () => {
  it.prop("the total is the sum of its parts and never negative", [inputArb], ([input]) => {
    const t = priceOrder(input, venue)
    expect(t.total).toBe(
      t.subtotal - t.memberDiscount - t.rewardDiscount + t.tax + t.deliveryFee + t.gratuity
    )
    expect(Object.values(t).every((amount) => Number.isSafeInteger(amount) && amount >= 0)).toBe(true)
  })

  it.prop("both discounts together never exceed the subtotal", [inputArb], ([input]) => {
    const t = priceOrder(input, venue)
    expect(t.memberDiscount + t.rewardDiscount).toBeLessThanOrEqual(t.subtotal)
  })

  it.prop(
    "a money-off reward takes off its amount, or all that is left of the food",
    [inputArb],
    ([input]) => {
      const without = priceOrder({ ...input, reward: null }, venue)
      const t = priceOrder(input, venue)
      if (input.reward.kind !== "discount") return
      expect(t.memberDiscount).toBe(without.memberDiscount)
      expect(t.rewardDiscount).toBe(Math.min(input.reward.amount, without.subtotal - without.memberDiscount))
    }
  )

  it.prop(
    "a free item takes off at most one unit of it, and nothing when it is not in the order",
    [inputArb],
    ([input]) => {
      if (input.reward.kind !== "freeItem") return
      const t = priceOrder(input, venue)
      const line = freeItemLine(input.lines, input.reward.item)
      if (line === undefined) {
        expect(t.rewardDiscount).toBe(0)
        expect(rewardRefusal(input.reward, input.lines)).toBe(
          `Add a ${input.reward.item.name} to use this reward`
        )
      } else {
        expect(t.rewardDiscount).toBeLessThanOrEqual(Math.min(line.unitPrice, input.reward.item.price))
        expect(rewardRefusal(input.reward, input.lines)).toBeUndefined()
      }
    }
  )

  it.prop("a reward never raises the total", [inputArb], ([input]) => {
    expect(priceOrder(input, venue).total).toBeLessThanOrEqual(
      priceOrder({ ...input, reward: null }, venue).total
    )
  })

  it.prop("the order of the lines does not change the totals", [inputArb], ([input]) => {
    expect(priceOrder({ ...input, lines: [...input.lines].reverse() }, venue)).toEqual(
      priceOrder(input, venue)
    )
  })

  it("a free scoop is not also discounted for members", () => {
    const scoop = { itemId: 7, unitPrice: Cents(400), quantity: 1, categoryId: venue.iceCreamCategoryId }
    const t = priceOrder(
      {
        lines: [scoop],
        orderType: "pickup",
        tipPercent: 0,
        isMember: true,
        reward: { kind: "freeItem", item: { id: 7, name: "Scoop", price: Cents(400) } }
      },
      venue
    )
    expect(t).toMatchObject({ subtotal: 400, memberDiscount: 0, rewardDiscount: 400, tax: 0, total: 0 })
  })

  it("a reward without an effect is refused at checkout", () => {
    expect(rewardRefusal(null, [])).toBe("This reward isn't taken off an order: show the code to staff")
  })
})
