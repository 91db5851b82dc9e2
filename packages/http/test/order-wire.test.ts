import { Arbitrary, FastCheck as fc, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { Order } from "../src/orders/api.js"
import { orderToWire } from "../src/orders/wire.js"

const encode = Schema.encodeSync(Order)

describe("orderToWire", () => {
  it("encodes every order exactly as the Order schema does", () => {
    fc.assert(
      fc.property(Arbitrary.make(Order), (order) => {
        expect(orderToWire(order)).toStrictEqual(encode(order))
      }),
      { numRuns: 300 }
    )
  })

  it("writes money as dollars and keeps an absent eta absent", () => {
    const [order] = fc.sample(Arbitrary.make(Order), { numRuns: 1, seed: 7 }) as [Order]
    const { eta: _, ...withoutEta } = order
    const wire = orderToWire({ ...withoutEta, total: 1299 as Order["total"] })
    expect(wire.total).toBe(12.99)
    expect("eta" in wire).toBe(false)
  })
})
