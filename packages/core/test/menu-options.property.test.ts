import { describe, expect, it } from "@effect/vitest"
import { FastCheck } from "effect"
import { addToCart, type Cart, cartPricedLines, emptyCart } from "../src/cart.js"
import { MenuItem, MenuItemId, MenuOptionId, type OptionGroupSchema } from "../src/menu.js"
import { checkOptionChoice, choiceGroupOf, lineUnitPrice, toggleOption } from "../src/menu-options.js"
import { Cents, sumCents } from "../src/money.js"
import { ORDER_TYPES } from "../src/order-type.js"
import { priceOrder } from "../src/pricing.js"
import { defaultVenueConfig } from "../src/venue.js"
import { categoryIdArb, centsArb, tipPercentArb } from "./arbitraries.js"

/** Groups of 1–4 options each, with ids unique across the item as the database makes them. */
const groupsArb: FastCheck.Arbitrary<ReadonlyArray<typeof OptionGroupSchema.Type>> = FastCheck.array(
  FastCheck.record({
    name: FastCheck.constantFrom("Temperature", "Add-ons", "Bread", "Sauce"),
    required: FastCheck.boolean(),
    prices: FastCheck.array(centsArb(1_000), { minLength: 1, maxLength: 4 }),
    maxChoices: FastCheck.integer({ min: 1, max: 4 })
  }),
  { maxLength: 3 }
).map((groups) => {
  let nextId = 1
  return groups.map((group, index) => ({
    id: index + 1,
    name: group.name,
    required: group.required,
    maxChoices: Math.min(group.maxChoices, group.prices.length),
    options: group.prices.map((price) => {
      const id = nextId++
      return { id: MenuOptionId.make(id), name: `Option ${id}`, price }
    })
  }))
})

const itemArb = FastCheck.record({
  id: FastCheck.integer({ min: 1, max: 6 }),
  price: centsArb(5_000),
  categoryId: categoryIdArb,
  optionGroups: groupsArb
}).map(
  (fields) =>
    new MenuItem({
      ...fields,
      id: MenuItemId.make(fields.id),
      name: `Item ${fields.id}`,
      description: "",
      available: true
    })
)

/** Ids as a client might send them: the item's own and foreign ones (a repeat is an example test). */
const idsArb = FastCheck.uniqueArray(FastCheck.integer({ min: 1, max: 20 }), { maxLength: 8 })

/** The ids a customer reaches by clicking options one after another, as the sheet does. */
const clickedArb = (item: MenuItem) =>
  FastCheck.array(FastCheck.integer({ min: 1, max: 16 }), { maxLength: 10 }).map((clicks) =>
    clicks.reduce<ReadonlyArray<number>>((chosen, id) => toggleOption(item.optionGroups, chosen, id), [])
  )

describe("menu options properties", () => {
  it.prop(
    "names an option's group exactly when that group is a one-of choice",
    [groupsArb, FastCheck.integer({ min: 1, max: 14 })],
    ([groups, optionId]) => {
      const group = groups.find((candidate) => candidate.options.some((option) => option.id === optionId))
      expect(choiceGroupOf(groups, optionId)).toBe(group?.maxChoices === 1 ? group.name : undefined)
    }
  )

  it.prop(
    "an accepted choice answers every group and stays within each group's most",
    [itemArb, idsArb],
    ([item, ids]) => {
      const choice = checkOptionChoice(item, ids)
      if (!choice.ok) return
      const chosen = new Set(choice.options.map((option) => option.id))
      expect(chosen.size).toBe(ids.length)
      for (const group of item.optionGroups) {
        const picked = group.options.filter((option) => chosen.has(option.id)).length
        expect(picked).toBeLessThanOrEqual(group.maxChoices)
        if (group.required) expect(picked).toBeGreaterThan(0)
      }
    }
  )

  it.prop(
    "an id that is not the item's own is refused, naming the item",
    [itemArb, idsArb],
    ([item, ids]) => {
      const own = new Set(
        item.optionGroups.flatMap((group) => group.options.map((option) => option.id as number))
      )
      const foreign = ids.find((id) => !own.has(id))
      if (foreign === undefined) return
      const choice = checkOptionChoice(item, ids, (id) => `Option ${id}`)
      expect(choice).toEqual({
        ok: false,
        message: expect.stringContaining(`is not an option for ${item.name}`)
      })
    }
  )

  it.prop(
    "clicking options never goes past a group's most",
    [itemArb.chain((item) => FastCheck.tuple(FastCheck.constant(item), clickedArb(item)))],
    ([[item, chosen]]) => {
      for (const group of item.optionGroups) {
        const picked = group.options.filter((option) => chosen.includes(option.id)).length
        expect(picked).toBeLessThanOrEqual(group.maxChoices)
      }
    }
  )

  it.prop(
    "a line's unit price is the item's price plus its options' prices, never negative",
    [itemArb.chain((item) => FastCheck.tuple(FastCheck.constant(item), clickedArb(item)))],
    ([[item, chosen]]) => {
      const choice = checkOptionChoice(item, chosen)
      if (!choice.ok) return
      const unit = lineUnitPrice(item.price, choice.options)
      expect(unit).toBe(item.price + sumCents(choice.options.map((option) => option.price)))
      expect(unit).toBeGreaterThanOrEqual(item.price)
    }
  )

  it.prop(
    "totals of a cart with options never go negative and equal the sum of their parts",
    [
      FastCheck.array(
        itemArb.chain((item) =>
          FastCheck.tuple(FastCheck.constant(item), clickedArb(item), FastCheck.integer({ min: 1, max: 9 }))
        ),
        { maxLength: 6 }
      ),
      FastCheck.constantFrom(...ORDER_TYPES),
      tipPercentArb,
      FastCheck.boolean()
    ],
    ([picks, orderType, tipPercent, isMember]) => {
      let next = 0
      const cart = picks.reduce<Cart>((lines, [item, chosen, quantity]) => {
        const choice = checkOptionChoice(item, chosen)
        return choice.ok
          ? addToCart(lines, item, quantity, "", () => `line-${++next}`, choice.options)
          : lines
      }, emptyCart)
      const totals = priceOrder(
        { lines: cartPricedLines(cart), orderType, tipPercent, isMember },
        defaultVenueConfig
      )
      const lineSum = sumCents(
        cart.map((line) =>
          Cents((line.item.price + sumCents(line.options.map((option) => option.price))) * line.quantity)
        )
      )
      expect(totals.subtotal).toBe(lineSum)
      expect(totals.total).toBe(
        totals.subtotal - totals.memberDiscount + totals.tax + totals.deliveryFee + totals.gratuity
      )
      expect(Object.values(totals).every((amount) => Number.isSafeInteger(amount) && amount >= 0)).toBe(true)
    }
  )
})
