import { describe, expect, it } from "@effect/vitest"
import { Either, Schema } from "effect"
import { MenuItem, MenuItemDraft, MenuItemId } from "../src/menu.js"
import {
  blankMenuItemForm,
  MENU_ITEM_DELETE_CONFIRMATION,
  menuItemFormFrom,
  validateMenuItemForm
} from "../src/menu-form.js"
import { Cents } from "../src/money.js"

describe("validateMenuItemForm", () => {
  it("accepts a named item with a price in dollars and cents", () => {
    expect(validateMenuItemForm({ name: "Burger", price: "8.99" })).toEqual({})
    expect(validateMenuItemForm({ name: "Water", price: "0" })).toEqual({})
  })

  it.each([
    ["", "Price is required"],
    ["  ", "Price is required"],
    ["abc", "Price must be a number"],
    ["8.9.9", "Price must be a number"],
    ["-1", "Price must be 0 or more"],
    ["8.999", "Price can have at most two decimals"]
  ])("refuses price %j with %j", (price, message) => {
    expect(validateMenuItemForm({ name: "Burger", price })).toEqual({ price: message })
  })

  it("checks a whole dialog form, not just name and price", () => {
    expect(validateMenuItemForm({ ...blankMenuItemForm, name: "Fries", price: "3.5" })).toEqual({})
    expect(validateMenuItemForm(blankMenuItemForm)).toEqual({ name: "Name is required" })
  })

  it("requires a name", () => {
    expect(validateMenuItemForm({ name: "  ", price: "1" })).toEqual({ name: "Name is required" })
  })
})

describe("menu item dialog", () => {
  it("opens blank for a new item: price 0, no category, available", () => {
    expect(blankMenuItemForm).toEqual({
      name: "",
      description: "",
      price: "0",
      categoryId: "",
      available: true
    })
  })

  it("opens with the item's values for an edit", () => {
    const item = new MenuItem({
      id: MenuItemId.make(3),
      name: "Shake",
      description: "Thick",
      price: Cents(450),
      categoryId: "icecream",
      available: false
    })
    expect(menuItemFormFrom(item)).toEqual({
      name: "Shake",
      description: "Thick",
      price: "4.50",
      categoryId: "icecream",
      available: false
    })
  })

  it("asks before deleting", () => {
    expect(MENU_ITEM_DELETE_CONFIRMATION).toBe(
      "Are you sure you want to delete this menu item? This action cannot be undone."
    )
  })
})

describe("MenuItemDraft", () => {
  const decode = Schema.decodeUnknownEither(MenuItemDraft)

  it("trims the name and defaults the optional fields", () => {
    expect(decode({ name: " Burger ", price: 8.99 })).toEqual(
      Either.right({ name: "Burger", description: "", price: 899, categoryId: "", available: true })
    )
  })

  it("refuses a blank name with the dialog's message", () => {
    const result = decode({ name: "  ", price: 1 })
    expect(Either.isLeft(result) && result.left.message).toContain("Name is required")
  })

  it("refuses a negative price with the dialog's message", () => {
    const result = decode({ name: "Burger", price: -1 })
    expect(Either.isLeft(result) && result.left.message).toContain(
      "Price must be 0 or more, in dollars and cents"
    )
  })
})
