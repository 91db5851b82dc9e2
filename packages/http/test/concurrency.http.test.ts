import { describe, expect, it } from "vitest"
import { useTestServer } from "./support/harness.js"
import { orderSubmission, placeOrder, withServerTotals } from "./support/order-submissions.js"

const { client, admin } = useTestServer()

// The rules that must hold however requests interleave: on SQLite one transaction runs at a
// time, on PostgreSQL they run side by side (GRILL_TEST_DATABASE_URL runs this file there too).
describe("concurrent writes", () => {
  it("places every one of eight first orders racing from one new phone, under one member", async () => {
    const phone = "7705550177"
    const order = await withServerTotals(
      client,
      orderSubmission({ contactInfo: { name: "Rush Hour", phone } })
    )
    const replies = await Promise.all(
      Array.from({ length: 8 }, () => client.orders.place({ payload: order, headers: {} }).answer())
    )
    expect(replies.map((reply) => reply.status)).toEqual(Array(8).fill(201))
    expect(new Set(replies.map((reply) => reply.value.orderNumber)).size).toBe(8)
    const lookup = await admin.users.lookup({ path: { phone } })
    expect(lookup.user).toMatchObject({ firstName: "Rush", lastName: "Hour" })
  })

  it("credits an order's points once when its completion is sent eight times at once", async () => {
    const phone = "7705550178"
    const placed = await placeOrder(client, { contactInfo: { name: "Double Tap", phone } })
    const replies = await Promise.all(
      Array.from({ length: 8 }, () =>
        admin.orders.setStatus({ path: { id: placed.order.id }, payload: { status: "delivered" } }).status()
      )
    )
    expect(replies).toEqual(Array(8).fill(200))
    const lookup = await admin.users.lookup({ path: { phone } })
    expect(lookup.user?.loyaltyPoints).toBe(placed.order.pointsEarned)
  })
})
