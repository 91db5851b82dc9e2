import { Arbitrary, FastCheck as fc } from "effect"
import { describe, expect, it } from "vitest"
import { Order, OrderLine } from "../src/orders/api.js"
import { LINE_COLUMNS, lineRowOf, ORDER_COLUMNS, orderRowOf, trusted } from "../src/orders/rows.js"

describe("trusted", () => {
  it("builds the instance the class's constructor builds, fields in the same order", () => {
    fc.assert(
      fc.property(Arbitrary.make(Order), (order) => {
        const built = trusted(Order, { ...order })
        const constructed = new Order({ ...order })
        expect(built).toStrictEqual(constructed)
        expect(Object.keys(built)).toEqual(Object.keys(constructed))
      }),
      { numRuns: 100 }
    )
  })

  it("keeps a line's class", () => {
    const [line] = fc.sample(Arbitrary.make(OrderLine), { numRuns: 1, seed: 3 }) as [OrderLine]
    const built = trusted(OrderLine, { ...line })
    expect(built).toBeInstanceOf(OrderLine)
    expect(built).toStrictEqual(new OrderLine({ ...line }))
  })
})

describe("rows read as values", () => {
  // Each column a distinct value: a field read from the wrong position shows as the wrong value.
  const named = (columns: ReadonlyArray<string>) =>
    Object.fromEntries(columns.map((column) => [column, `value of ${column}`]))
  const values = (columns: ReadonlyArray<string>) => columns.map((column) => `value of ${column}`)

  it("names an order's values by the columns selected", () => {
    expect(orderRowOf(values(ORDER_COLUMNS))).toStrictEqual(named(ORDER_COLUMNS))
  })

  it("names a line's values by the columns selected", () => {
    expect(lineRowOf(values(LINE_COLUMNS))).toStrictEqual(named(LINE_COLUMNS))
  })
})
