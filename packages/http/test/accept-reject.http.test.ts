import { describe, expect, it } from "vitest"
import { useTestServer } from "./support/harness.js"
import { placeOrder } from "./support/order-submissions.js"

const { client, admin, staff, call } = useTestServer()

const newOrder = async () => (await placeOrder(client)).order

describe("the kitchen's answer to a new order", () => {
  it("accepts it into the kitchen with the estimate it now quotes, once", async () => {
    const order = await newOrder()
    const accepted = await admin.orders.accept({ path: { id: order.id }, payload: { minutes: 50 } })
    expect(accepted).toMatchObject({
      message: "Order accepted",
      order: { status: "preparing", deliveryTimeEstimate: 50 }
    })
    expect(accepted.order).not.toHaveProperty("rejectionReason")
    const again = await admin.orders
      .reject({ path: { id: order.id }, payload: { reason: "Too late" } })
      .refused()
    expect(again).toMatchObject({
      _tag: "Conflict",
      status: 409,
      message: `Order ${order.orderNumber} is already preparing: only a new order can be rejected`
    })
    expect((await client.orders.byNumber({ path: { orderNumber: order.orderNumber } })).order.status).toBe(
      "preparing"
    )
  })

  it("keeps the estimate when accepted without minutes", async () => {
    const order = await newOrder()
    const accepted = await admin.orders.accept({ path: { id: order.id }, payload: {} })
    expect(accepted.order.deliveryTimeEstimate).toBe(order.deliveryTimeEstimate)
  })

  it("rejects it with a reason the customer reads on the order's page, counted as cancelled", async () => {
    const order = await newOrder()
    // Raw: the typed client would trim the reason itself; the server must.
    const rejected = await staff("POST", `/api/orders/${order.id}/reject`, {
      reason: "  The fryer is down for the night  "
    })
    expect(rejected.status).toBe(200)
    expect(rejected.body.order).toMatchObject({
      status: "cancelled",
      rejectionReason: "The fryer is down for the night"
    })
    const page = (await client.orders.byNumber({ path: { orderNumber: order.orderNumber } })).order
    expect(page.rejectionReason).toBe("The fryer is down for the night")
    expect(page.statusHistory?.map((change) => change.status)).toEqual(["pending", "cancelled"])
    const closed = await admin.orders.list({ urlParams: { status: "closed" } })
    expect(closed.find((entry) => entry.id === order.id)?.rejectionReason).toBe(
      "The fryer is down for the night"
    )
    expect(await admin.orders.accept({ path: { id: order.id }, payload: {} }).refused()).toMatchObject({
      status: 409
    })
  })

  it("lets exactly one of two racing answers land", async () => {
    const order = await newOrder()
    const answers = await Promise.all(
      [
        admin.orders.accept({ path: { id: order.id }, payload: {} }),
        admin.orders.reject({ path: { id: order.id }, payload: { reason: "Closing early" } }),
        admin.orders.accept({ path: { id: order.id }, payload: { minutes: 20 } })
      ].map((answer) => answer.status())
    )
    expect(answers.sort()).toEqual([200, 409, 409])
    const history = (await client.orders.byNumber({ path: { orderNumber: order.orderNumber } })).order
      .statusHistory
    expect(history).toHaveLength(2)
  })

  it("is for staff, with clear refusals", async () => {
    const order = await newOrder()
    expect(await client.orders.accept({ path: { id: order.id }, payload: {} }).refused()).toMatchObject({
      _tag: "Unauthorized",
      status: 401
    })
    expect(
      await client.orders.reject({ path: { id: order.id }, payload: { reason: "x" } }).refused()
    ).toMatchObject({ _tag: "Unauthorized", status: 401 })
    // Raw: what the declaration refuses before sending, the server must refuse too.
    const blank = await staff("POST", `/api/orders/${order.id}/reject`, { reason: "   " })
    expect(blank.status).toBe(400)
    expect(blank.body.message).toContain("Please give the customer a reason")
    const quick = await staff("POST", `/api/orders/${order.id}/accept`, { minutes: 2 })
    expect(quick.status).toBe(400)
    expect(quick.body.message).toContain("The estimate must be a whole number of minutes from 5 to 240")
    expect(await admin.orders.accept({ path: { id: 999999 }, payload: {} }).refused()).toMatchObject({
      _tag: "NotFound",
      status: 404
    })
    expect((await call("GET", `/api/orders/${order.orderNumber}`)).body.order.status).toBe("pending")
  })
  it("cancels an accepted order with a reason the customer reads, and refuses a reason with any other status", async () => {
    const order = await newOrder()
    await admin.orders.accept({ path: { id: order.id }, payload: {} })
    // Raw: the server trims and checks the reason, whatever a client sends.
    const blank = await staff("PUT", `/api/orders/${order.id}/status`, { status: "cancelled", reason: "  " })
    expect(blank.status).toBe(400)
    expect(blank.body.message).toContain("Please give the customer a reason")
    const misplaced = await staff("PUT", `/api/orders/${order.id}/status`, {
      status: "ready",
      reason: "Soon"
    })
    expect(misplaced.status).toBe(400)
    expect(misplaced.body.message).toContain("A reason goes only with a cancellation")
    expect((await call("GET", `/api/orders/${order.orderNumber}`)).body.order.status).toBe("preparing")
    const cancelled = await staff("PUT", `/api/orders/${order.id}/status`, {
      status: "cancelled",
      reason: "  The cart path is closed by the storm  "
    })
    expect(cancelled.status).toBe(200)
    const page = (await client.orders.byNumber({ path: { orderNumber: order.orderNumber } })).order
    expect(page).toMatchObject({
      status: "cancelled",
      rejectionReason: "The cart path is closed by the storm"
    })
    expect(page.statusHistory?.map((change) => change.status)).toEqual(["pending", "preparing", "cancelled"])
  })

  it("still cancels without a reason (the terminal's cancel)", async () => {
    const order = await newOrder()
    const cancelled = await admin.orders.setStatus({
      path: { id: order.id },
      payload: { status: "cancelled" }
    })
    expect(cancelled.order.status).toBe("cancelled")
    expect(cancelled.order).not.toHaveProperty("rejectionReason")
  })
})
