import { describe, expect, it } from "vitest"
import { useTestServer } from "./support/harness.js"
import { pickupOrder, withServerTotals } from "./support/http.js"

const { call, staff } = useTestServer()

// The rules that must hold however requests interleave: on SQLite one transaction runs at a
// time, on PostgreSQL they run side by side (GRILL_TEST_DATABASE_URL runs this file there too).
describe("concurrent writes", () => {
  it("places every one of eight first orders racing from one new phone, under one member", async () => {
    const phone = "7705550177"
    const order = await withServerTotals(call, pickupOrder({ contactInfo: { name: "Rush Hour", phone } }))
    const replies = await Promise.all(Array.from({ length: 8 }, () => call("POST", "/api/orders", order)))
    expect(replies.map((reply) => reply.status)).toEqual(Array(8).fill(201))
    expect(new Set(replies.map((reply) => reply.body.orderNumber)).size).toBe(8)
    const lookup = await staff("GET", `/api/users/lookup/${phone}`)
    expect(lookup.body.user).toMatchObject({ firstName: "Rush", lastName: "Hour" })
  })

  it("credits an order's points once when its completion is sent eight times at once", async () => {
    const phone = "7705550178"
    const order = await withServerTotals(call, pickupOrder({ contactInfo: { name: "Double Tap", phone } }))
    const placed = await call("POST", "/api/orders", order)
    expect(placed.status).toBe(201)
    const replies = await Promise.all(
      Array.from({ length: 8 }, () =>
        staff("PUT", `/api/orders/${placed.body.order.id}/status`, { status: "delivered" })
      )
    )
    expect(replies.map((reply) => reply.status)).toEqual(Array(8).fill(200))
    const lookup = await staff("GET", `/api/users/lookup/${phone}`)
    expect(lookup.body.user.loyaltyPoints).toBe(placed.body.order.pointsEarned)
  })
})
