import { FastCheck } from "effect"
import { MenuItem, MenuItemId } from "../src/menu.js"
import { Cents } from "../src/money.js"
import type { PricedLine } from "../src/pricing.js"
import type { RewardEffect } from "../src/reward-effect.js"

/** Shared generators for the property tests: amounts in cents, menu items, priced lines. */

export const centsArb = (max = 10_000_000) => FastCheck.integer({ min: 0, max }).map((n) => Cents(n))

export const categoryIdArb = FastCheck.constantFrom("starters", "burgers", "icecream", "drinks", "")

export const menuItemArb = FastCheck.record({
  id: FastCheck.integer({ min: 1, max: 8 }),
  name: FastCheck.string({ maxLength: 12 }),
  description: FastCheck.string({ maxLength: 12 }),
  price: centsArb(5_000),
  categoryId: categoryIdArb,
  available: FastCheck.boolean()
}).map((fields) => new MenuItem({ ...fields, id: MenuItemId.make(fields.id) }))

export const pricedLineArb: FastCheck.Arbitrary<PricedLine> = FastCheck.record({
  unitPrice: centsArb(100_000),
  quantity: FastCheck.integer({ min: 1, max: 99 }),
  categoryId: categoryIdArb
})

export const tipPercentArb = FastCheck.constantFrom(0, 15, 18, 20, 25)

/** Lines drawn from a few menu items, so a free-item reward often finds its item in the order. */
export const pricedLineWithItemArb: FastCheck.Arbitrary<PricedLine> = FastCheck.record({
  itemId: FastCheck.integer({ min: 1, max: 4 }),
  unitPrice: centsArb(10_000),
  quantity: FastCheck.integer({ min: 1, max: 9 }),
  categoryId: categoryIdArb
})

export const rewardEffectArb: FastCheck.Arbitrary<RewardEffect> = FastCheck.oneof(
  centsArb(20_000).map((amount) => ({ kind: "discount" as const, amount })),
  FastCheck.record({ id: FastCheck.integer({ min: 1, max: 4 }), price: centsArb(10_000) }).map((item) => ({
    kind: "freeItem" as const,
    item: { ...item, name: `Item ${item.id}` }
  }))
)
