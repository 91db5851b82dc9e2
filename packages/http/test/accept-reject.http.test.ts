import { describe, expect, it } from "vitest"
import { useTestServer } from "./support/harness.js"
import { pickupOrder, withServerTotals } from "./support/http.js"

const { call, staff } = useTestServer()

const newOrder = async () => {
  const placed = await call("POST", "/api/orders", await withServerTotals(call, pickupOrder()))
  expect(placed.status).toBe(201)
  return placed.body.order as { id: number; orderNumber: string; deliveryTimeEstimate: number }
}

describe("the kitchen's answer to a new order", () => {
  it("accepts it into the kitchen with the estimate it now quotes, once", async () => {
    const order = await newOrder()
    const accepted = await staff("POST", `/api/orders/${order.id}/accept`, { minutes: 50 })
    expect(accepted.status).toBe(200)
    expect(accepted.body).toMatchObject({
      message: "Order accepted",
      order: { status: "preparing", deliveryTimeEstimate: 50 }
    })
    expect(accepted.body.order).not.toHaveProperty("rejectionReason")
    const again = await staff("POST", `/api/orders/${order.id}/reject`, { reason: "Too late" })
    expect(again.status).toBe(409)
    expect(again.body.message).toBe(
      `Order ${order.orderNumber} is already preparing: only a new order can be rejected`
    )
    expect((await call("GET", `/api/orders/${order.orderNumber}`)).body.order.status).toBe("preparing")
  })

  it("keeps the estimate when accepted without minutes", async () => {
    const order = await newOrder()
    const accepted = await staff("POST", `/api/orders/${order.id}/accept`, {})
    expect(accepted.body.order.deliveryTimeEstimate).toBe(order.deliveryTimeEstimate)
  })

  it("rejects it with a reason the customer reads on the order's page, counted as cancelled", async () => {
    const order = await newOrder()
    const rejected = await staff("POST", `/api/orders/${order.id}/reject`, {
      reason: "  The fryer is down for the night  "
    })
    expect(rejected.status).toBe(200)
    expect(rejected.body.order).toMatchObject({
      status: "cancelled",
      rejectionReason: "The fryer is down for the night"
    })
    const page = (await call("GET", `/api/orders/${order.orderNumber}`)).body.order
    expect(page.rejectionReason).toBe("The fryer is down for the night")
    expect(page.statusHistory.map((change: { status: string }) => change.status)).toEqual([
      "pending",
      "cancelled"
    ])
    const closed = (await staff("GET", "/api/orders?status=closed")).body as Array<{
      id: number
      rejectionReason?: string
    }>
    expect(closed.find((entry) => entry.id === order.id)?.rejectionReason).toBe(
      "The fryer is down for the night"
    )
    expect((await staff("POST", `/api/orders/${order.id}/accept`, {})).status).toBe(409)
  })

  it("lets exactly one of two racing answers land", async () => {
    const order = await newOrder()
    const answers = await Promise.all([
      staff("POST", `/api/orders/${order.id}/accept`, {}),
      staff("POST", `/api/orders/${order.id}/reject`, { reason: "Closing early" }),
      staff("POST", `/api/orders/${order.id}/accept`, { minutes: 20 })
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409])
    const history = (await call("GET", `/api/orders/${order.orderNumber}`)).body.order.statusHistory
    expect(history).toHaveLength(2)
  })

  it("is for staff, with clear refusals", async () => {
    const order = await newOrder()
    expect((await call("POST", `/api/orders/${order.id}/accept`, {})).status).toBe(401)
    expect((await call("POST", `/api/orders/${order.id}/reject`, { reason: "x" })).status).toBe(401)
    const blank = await staff("POST", `/api/orders/${order.id}/reject`, { reason: "   " })
    expect(blank.status).toBe(400)
    expect(blank.body.message).toContain("Please give the customer a reason")
    const quick = await staff("POST", `/api/orders/${order.id}/accept`, { minutes: 2 })
    expect(quick.status).toBe(400)
    expect(quick.body.message).toContain("The estimate must be a whole number of minutes from 5 to 240")
    expect((await staff("POST", "/api/orders/999999/accept", {})).status).toBe(404)
    expect((await call("GET", `/api/orders/${order.orderNumber}`)).body.order.status).toBe("pending")
  })
})
