import { describe, expect, it } from "@effect/vitest"
import {
  addedToCartToast,
  addToCart,
  type Cart,
  cartItemCount,
  cartPricedLines,
  decodeCart,
  decrementLine,
  emptyCart,
  encodeCart,
  incrementLine,
  newCartLineId,
  refreshCartLines,
  removeLine,
  setLineNotes
} from "../src/cart.js"
import { MenuItem, MenuItemId } from "../src/menu.js"
import { Cents } from "../src/money.js"
import { lineQuantityProblem } from "../src/quantity-limit.js"

const burger = new MenuItem({
  id: MenuItemId.make(1),
  name: "Clubhouse Burger",
  description: "Half pound",
  price: Cents(899),
  categoryId: "burgers",
  available: true
})
const scoop = new MenuItem({
  id: MenuItemId.make(2),
  name: "Vanilla Scoop",
  description: "",
  price: Cents(200),
  categoryId: "icecream",
  available: true
})

/** Line ids "line-1", "line-2", ... in the order lines are made. */
const sequentialIds = () => {
  let next = 0
  return () => `line-${++next}`
}

describe("addToCart", () => {
  it("adds a new line with the quantity and trimmed notes", () => {
    const cart = addToCart(emptyCart, burger, 2, " no onions ", sequentialIds())
    const {
      optionGroups: _groups,
      servingHours: _hours,
      allergens: _allergens,
      labels: _labels,
      alcoholic: _alcoholic,
      count: _count,
      ...itemFields
    } = burger
    // The line keeps the item's own fields, not its option groups, serving times, allergens or count: the saved cart stays small.
    expect(cart).toEqual([{ id: "line-1", item: itemFields, quantity: 2, notes: "no onions", options: [] }])
  })

  it("merges the same item with the same notes into one line", () => {
    const ids = sequentialIds()
    const cart = addToCart(addToCart(emptyCart, burger, 2, "no onions", ids), burger, 3, "no onions  ", ids)
    expect(cart.map((line) => [line.id, line.quantity])).toEqual([["line-1", 5]])
  })

  it("keeps the same item with different notes on separate lines", () => {
    const ids = sequentialIds()
    const cart = addToCart(addToCart(emptyCart, burger, 1, "no onions", ids), burger, 1, "", ids)
    expect(cart.map((line) => [line.id, line.notes])).toEqual([
      ["line-1", "no onions"],
      ["line-2", ""]
    ])
  })

  it("takes the fresher item when merging", () => {
    const ids = sequentialIds()
    const repriced = new MenuItem({ ...burger, price: Cents(999) })
    const cart = addToCart(addToCart(emptyCart, burger, 1, "", ids), repriced, 1, "", ids)
    expect(cart[0]?.item.price).toBe(999)
  })

  it("keeps the same item with different options on separate lines, and merges equal ones", () => {
    const ids = sequentialIds()
    const rare = [{ id: 1, name: "Rare", price: Cents(0) }]
    const wellDone = [{ id: 5, name: "Well Done", price: Cents(0) }]
    let cart = addToCart(emptyCart, burger, 1, "", ids, rare)
    cart = addToCart(cart, burger, 1, "", ids, wellDone)
    cart = addToCart(cart, burger, 2, "", ids, rare)
    cart = addToCart(cart, burger, 1, "", ids)
    expect(cart.map((line) => [line.id, line.quantity, line.options.map((option) => option.name)])).toEqual([
      ["line-1", 3, ["Rare"]],
      ["line-2", 1, ["Well Done"]],
      ["line-3", 1, []]
    ])
  })

  it.each([0, -1, 1.5, Number.NaN])("adds nothing for quantity %d", (quantity) => {
    const cart = addToCart(emptyCart, burger, 1, "", sequentialIds())
    expect(addToCart(cart, burger, quantity, "", sequentialIds())).toBe(cart)
  })
})

describe("line changes", () => {
  const ids = sequentialIds()
  const cart: Cart = addToCart(addToCart(emptyCart, burger, 2, "", ids), scoop, 1, "", ids)

  it("increments and decrements one line", () => {
    expect(incrementLine(cart, "line-1").map((line) => line.quantity)).toEqual([3, 1])
    expect(decrementLine(cart, "line-1").map((line) => line.quantity)).toEqual([1, 1])
  })

  it("never decrements below 1", () => {
    expect(decrementLine(cart, "line-2").map((line) => line.quantity)).toEqual([2, 1])
  })

  it("removes a line", () => {
    expect(removeLine(cart, "line-1").map((line) => line.id)).toEqual(["line-2"])
  })

  it("sets notes as typed, keeping a trailing space mid-word", () => {
    expect(setLineNotes(cart, "line-2", "extra ")[1]?.notes).toBe("extra ")
  })

  it("leaves the cart alone for an unknown line id", () => {
    expect(incrementLine(cart, "nope")).toEqual(cart)
    expect(removeLine(cart, "nope")).toEqual(cart)
  })

  it("counts items across lines", () => {
    expect(cartItemCount(cart)).toBe(3)
    expect(cartItemCount(emptyCart)).toBe(0)
  })

  it("gives pricing the item, unit price, quantity and category of each line", () => {
    expect(cartPricedLines(cart)).toEqual([
      { itemId: 1, unitPrice: 899, quantity: 2, categoryId: "burgers" },
      { itemId: 2, unitPrice: 200, quantity: 1, categoryId: "icecream" }
    ])
  })
})

describe("newCartLineId", () => {
  it("makes 128-bit random hex ids", () => {
    const ids = Array.from({ length: 100 }, newCartLineId)
    expect(ids.every((id) => /^[0-9a-f]{32}$/.test(id))).toBe(true)
    expect(new Set(ids).size).toBe(100)
  })
})

describe("saved cart", () => {
  const cart = addToCart(emptyCart, burger, 2, "no onions", sequentialIds())

  it("saves items with their price in dollars, as the wire does", () => {
    expect(JSON.parse(encodeCart(cart))).toEqual([
      {
        id: "line-1",
        item: {
          id: 1,
          name: "Clubhouse Burger",
          description: "Half pound",
          price: 8.99,
          categoryId: "burgers",
          available: true
        },
        quantity: 2,
        notes: "no onions",
        options: []
      }
    ])
  })

  it("saves chosen options with their price in dollars and restores them", () => {
    const withBacon = addToCart(emptyCart, burger, 1, "", sequentialIds(), [
      { id: 7, name: "Bacon", price: Cents(200) }
    ])
    expect(JSON.parse(encodeCart(withBacon))[0].options).toEqual([{ id: 7, name: "Bacon", price: 2 }])
    expect(decodeCart(encodeCart(withBacon))).toEqual(withBacon)
  })

  it("loads a cart saved before items had options, each line with none", () => {
    const saved =
      '[{"id":"a","item":{"id":1,"name":"B","description":"","price":1,"categoryId":"","available":true},"quantity":1,"notes":""}]'
    expect(decodeCart(saved).map((line) => line.options)).toEqual([[]])
  })

  it("restores what it saved", () => {
    expect(decodeCart(encodeCart(cart))).toEqual(cart)
  })

  it.each([
    ["nothing saved", null],
    ["undefined", undefined],
    ["an empty string", ""],
    ["broken JSON", "[{"],
    ["an object instead of a list", '{"id":"a"}'],
    [
      "a zero quantity",
      '[{"id":"a","item":{"id":1,"name":"B","description":"","price":1,"categoryId":"","available":true},"quantity":0,"notes":""}]'
    ],
    [
      "a price with a third decimal",
      '[{"id":"a","item":{"id":1,"name":"B","description":"","price":1.005,"categoryId":"","available":true},"quantity":1,"notes":""}]'
    ],
    [
      "an option without a price",
      '[{"id":"a","item":{"id":1,"name":"B","description":"","price":1,"categoryId":"","available":true},"quantity":1,"notes":"","options":[{"id":2,"name":"Bacon"}]}]'
    ]
  ])("clears the cart when given %s", (_label, text) => {
    expect(decodeCart(text)).toEqual(emptyCart)
  })

  it("clears a saved cart with duplicated line ids", () => {
    const line = encodeCart(cart).slice(1, -1)
    expect(decodeCart(`[${line},${line}]`)).toEqual(emptyCart)
  })
})

describe("addedToCartToast", () => {
  it("words the toast as the spec does", () => {
    expect(addedToCartToast(2, "Clubhouse Burger")).toEqual({
      title: "Added to cart",
      description: "2 x Clubhouse Burger added to your order"
    })
  })
})

describe("the most of one line", () => {
  it("stops the plus button at 99", () => {
    const at98 = addToCart([], burger, 98, "", () => "line")
    const at99 = incrementLine(at98, "line")
    expect(at99[0]?.quantity).toBe(99)
    expect(incrementLine(at99, "line")[0]?.quantity).toBe(99)
  })

  it("refuses an order with more than 99 of a line, saying why and whom to call, instead of failing later", () => {
    expect(lineQuantityProblem([2, 100], "(770) 555-0100")).toEqual({
      title: "Too many of one item",
      description:
        "We take up to 99 of each item online. For a larger order, such as an outing, please call us at (770) 555-0100."
    })
    expect(lineQuantityProblem([99, 1], "(770) 555-0100")).toBeUndefined()
  })
})

describe("refreshCartLines", () => {
  it("replaces stale copies of menu items and keeps the same cart when nothing changed", () => {
    const cart = addToCart(emptyCart, burger, 2, "", sequentialIds())
    expect(refreshCartLines(cart, [burger])).toBe(cart)
    const dearer = new MenuItem({ ...burger, price: Cents(1500) })
    const [line] = refreshCartLines(cart, [dearer])
    expect(line?.item.price).toBe(1500)
    expect(line?.quantity).toBe(2)
  })
})
