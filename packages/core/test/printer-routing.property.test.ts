import { describe, expect, it } from "@effect/vitest"
import { FastCheck } from "effect"
import {
  itemsElsewhereWords,
  type RoutedPrinter,
  routeOrderToPrinters,
  routeToPrinters
} from "../src/printer-routing.js"
import { categoryIdArb } from "./arbitraries.js"

const lineArb = FastCheck.record({
  key: FastCheck.integer(),
  categoryId: categoryIdArb,
  quantity: FastCheck.integer({ min: 1, max: 20 })
})

/** Printers with distinct ids; each lists a few categories, or none (prints everything). */
const printersArb = (withCatchAll: boolean) =>
  FastCheck.array(
    FastCheck.uniqueArray(categoryIdArb, { maxLength: 3 }).filter(
      (categories) => withCatchAll || categories.length > 0
    ),
    { minLength: 1, maxLength: 4 }
  ).map((lists) =>
    lists.map((categories, index): RoutedPrinter => ({ id: index + 1, name: `P${index + 1}`, categories }))
  )

describe("routing an order's items to the kitchen printers", () => {
  it.prop(
    "with no catch-all printer, every item is on exactly one printer's ticket",
    [printersArb(false), FastCheck.array(lineArb, { maxLength: 12 })],
    ([printers, lines]) => {
      const shares = routeToPrinters(printers, lines)
      for (const line of lines) {
        expect(shares.filter((share) => share.lines.includes(line))).toHaveLength(1)
      }
      expect(shares.every((share) => share.lines.length > 0)).toBe(true)
    }
  )

  it.prop(
    "a catch-all printer carries every item; each item is on at most one other printer's ticket",
    [printersArb(true), FastCheck.array(lineArb, { minLength: 1, maxLength: 12 })],
    ([printers, lines]) => {
      const shares = routeToPrinters(printers, lines)
      const catchAll = (share: (typeof shares)[number]) => share.printer.categories.length === 0
      for (const share of shares.filter(catchAll)) expect(share.lines).toEqual(lines)
      const anyCatchAll = printers.some((printer) => printer.categories.length === 0)
      for (const line of lines) {
        const others = shares.filter((share) => !catchAll(share) && share.lines.includes(line)).length
        expect(others).toBe(anyCatchAll ? Math.min(others, 1) : 1)
      }
    }
  )

  it.prop(
    "a ticket counts the items on the other tickets, and those counts add up to the order",
    [printersArb(false), FastCheck.array(lineArb, { maxLength: 12 })],
    ([printers, lines]) => {
      const total = lines.reduce((sum, line) => sum + line.quantity, 0)
      for (const share of routeToPrinters(printers, lines)) {
        const mine = share.lines.reduce((sum, line) => sum + line.quantity, 0)
        const elsewhere = share.elsewhere.reduce((sum, other) => sum + other.items, 0)
        expect(mine + elsewhere).toBe(total)
      }
    }
  )

  it("sends drinks to the bar and food to the kitchen, each saying what the other carries", () => {
    const kitchen = { id: 1, name: "Kitchen", categories: ["burgers", "starters"] }
    const bar = { id: 2, name: "Bar", categories: ["drinks"] }
    const burger = { name: "Burger", categoryId: "burgers", quantity: 1 }
    const beer = { name: "Beer", categoryId: "drinks", quantity: 2 }
    const [food, drinks] = routeToPrinters([kitchen, bar], [burger, beer])
    expect(food?.lines).toEqual([burger])
    expect(food?.elsewhere.map(itemsElsewhereWords)).toEqual(["+2 items on the Bar ticket"])
    expect(drinks?.elsewhere.map(itemsElsewhereWords)).toEqual(["+1 item on the Kitchen ticket"])
  })

  it("puts an item no printer lists on the first printer, and prints nothing for no items", () => {
    const bar = { id: 2, name: "Bar", categories: ["drinks"] }
    const soup = { categoryId: "starters", quantity: 1 }
    expect(routeToPrinters([bar], [soup])).toEqual([{ printer: bar, lines: [soup], elsewhere: [] }])
    expect(routeToPrinters([bar, { id: 3, name: "Expo", categories: [] }], [])).toEqual([])
  })

  it("prints an order only on its own outlet's printers, naming only theirs as elsewhere", () => {
    const grillKitchen = { id: 1, name: "Kitchen", categories: ["burgers"], outlet: "grill" }
    const grillBar = { id: 2, name: "Bar", categories: ["drinks"], outlet: "grill" }
    const turn = { id: 3, name: "Turn", categories: [], outlet: "halfway" }
    const burger = { categoryId: "burgers", quantity: 1 }
    const beer = { categoryId: "drinks", quantity: 2 }
    const printers = [grillKitchen, grillBar, turn]
    const atGrill = routeOrderToPrinters(printers, { outlet: "grill", items: [burger, beer] })
    expect(atGrill.map((share) => share.printer.name)).toEqual(["Kitchen", "Bar"])
    expect(atGrill[0]?.elsewhere.map(itemsElsewhereWords)).toEqual(["+2 items on the Bar ticket"])
    const atTurn = routeOrderToPrinters(printers, { outlet: "halfway", items: [burger, beer] })
    expect(atTurn).toEqual([{ printer: turn, lines: [burger, beer], elsewhere: [] }])
    expect(routeOrderToPrinters(printers, { outlet: "pool", items: [burger] })).toEqual([])
  })
})
