import { describe, expect, it } from "@effect/vitest"
import { addToCart, cartPricedLines, emptyCart, refreshCartLines } from "../src/cart.js"
import { MenuItem, MenuItemId, MenuOptionId } from "../src/menu.js"
import { checkOptionChoice, describeOptionGroups, optionLabel, toggleOption } from "../src/menu-options.js"
import { optionGroupsDraft, optionGroupsFormFrom } from "../src/menu-options-form.js"
import { Cents } from "../src/money.js"

const option = (id: number, name: string, cents = 0) => ({
  id: MenuOptionId.make(id),
  name,
  price: Cents(cents)
})

const temperature = {
  id: 1,
  name: "Temperature",
  required: true,
  maxChoices: 1,
  options: [option(1, "Rare"), option(2, "Medium Rare"), option(3, "Well Done")]
}
const addOns = {
  id: 2,
  name: "Add-ons",
  required: false,
  maxChoices: 2,
  options: [option(4, "Bacon", 200), option(5, "Cheese", 100), option(6, "Avocado", 150)]
}
const burger = new MenuItem({
  id: MenuItemId.make(1),
  name: "Classic Burger",
  description: "",
  price: Cents(1399),
  categoryId: "burgers",
  available: true,
  optionGroups: [temperature, addOns]
})

describe("checkOptionChoice", () => {
  it("gives the chosen options in menu order, with their menu prices", () => {
    expect(checkOptionChoice(burger, [4, 2])).toEqual({
      ok: true,
      options: [option(2, "Medium Rare"), option(4, "Bacon", 200)]
    })
  })

  it("asks for a required group by name", () => {
    expect(checkOptionChoice(burger, [4])).toEqual({
      ok: false,
      message: "Please choose a Temperature for Classic Burger"
    })
  })

  it("refuses another item's option by its name, or as 'That option' when unknown", () => {
    expect(checkOptionChoice(burger, [2, 99], () => "Pickles")).toEqual({
      ok: false,
      message: "Pickles is not an option for Classic Burger"
    })
    expect(checkOptionChoice(burger, [99])).toEqual({
      ok: false,
      message: "That option is not an option for Classic Burger"
    })
  })

  it("refuses more than a group's most, and an option chosen twice", () => {
    expect(checkOptionChoice(burger, [1, 2])).toEqual({
      ok: false,
      message: "Choose at most 1 Temperature for Classic Burger"
    })
    expect(checkOptionChoice(burger, [1, 4, 4])).toEqual({
      ok: false,
      message: "Bacon was chosen twice for Classic Burger"
    })
  })
})

describe("toggleOption", () => {
  it("replaces the choice in a one-of group and stops a group of several at its most", () => {
    const groups = [temperature, addOns]
    expect(toggleOption(groups, [1, 4], 2)).toEqual([4, 2])
    expect(toggleOption(groups, [4, 5], 6)).toEqual([4, 5])
    expect(toggleOption(groups, [4, 5], 5)).toEqual([4])
  })
})

describe("options in words", () => {
  it("labels a priced option with its price and a free one by name", () => {
    expect(optionLabel(option(4, "Bacon", 200))).toBe("Bacon +$2.00")
    expect(optionLabel(option(2, "Medium Rare"))).toBe("Medium Rare")
    expect(describeOptionGroups([temperature])).toBe("Temperature (required): Rare, Medium Rare, Well Done")
  })
})

describe("cart lines with options", () => {
  it("price one of a line as the item and its options", () => {
    const cart = addToCart(emptyCart, burger, 2, "", () => "a", [
      option(2, "Medium Rare"),
      option(4, "Bacon", 200)
    ])
    expect(cartPricedLines(cart)).toEqual([
      { itemId: burger.id, unitPrice: 1599, quantity: 2, categoryId: "burgers" }
    ])
  })

  it("take an option's new price from the menu", () => {
    const cart = addToCart(emptyCart, burger, 1, "", () => "a", [
      option(2, "Medium Rare"),
      option(4, "Bacon", 200)
    ])
    const repriced = new MenuItem({
      ...burger,
      optionGroups: [temperature, { ...addOns, options: [option(4, "Bacon", 250)] }]
    })
    expect(refreshCartLines(cart, [repriced])[0]?.options).toEqual([
      option(2, "Medium Rare"),
      option(4, "Bacon", 250)
    ])
    expect(refreshCartLines(cart, [burger])).toBe(cart)
  })
})

describe("the menu editor's option groups", () => {
  it("round-trips an item's groups, keeping their ids", () => {
    const result = optionGroupsDraft(optionGroupsFormFrom([addOns]))
    expect(result).toEqual({
      draft: [{ id: 2, name: "Add-ons", required: false, maxChoices: 2, options: addOns.options }]
    })
  })

  it("names the first problem", () => {
    const [form] = optionGroupsFormFrom([addOns])
    if (form === undefined) throw new Error("no form")
    expect(optionGroupsDraft([{ ...form, maxChoices: "4" }])).toEqual({
      problem: "Add-ons: max choices must be a whole number from 1 to 3"
    })
    expect(optionGroupsDraft([{ ...form, name: " " }])).toEqual({ problem: "Option group 1 needs a name" })
    expect(optionGroupsDraft([{ ...form, options: [{ key: "x", name: "Egg", price: "-1" }] }])).toEqual({
      problem: "Add-ons: the price of Egg must be 0 or more, in dollars and cents"
    })
  })
})
