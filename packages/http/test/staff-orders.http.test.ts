import { Cents, ORDER_STATUSES, type OrderStatus } from "@grill/core"
import { describe, expect, it } from "vitest"
import { controlledClock } from "./support/controlled-clock.js"
import { useTestServer } from "./support/harness.js"
import { placeOrder } from "./support/order-submissions.js"

const { staff, client, admin } = useTestServer()

const setStatus = (id: number, status: OrderStatus) =>
  admin.orders.setStatus({ path: { id }, payload: { status } })

describe("orders for staff", () => {
  it("moves an order through statuses and credits loyalty points exactly once", async () => {
    const phone = "6785550142"
    const placed = await placeOrder(client, { contactInfo: { name: "Points Person", phone } })
    const { id } = placed.order
    const points = async () => (await admin.users.lookup({ path: { phone } })).user?.loyaltyPoints
    expect(await points()).toBe(0)
    for (const status of ["preparing", "ready", "delivered", "pending", "completed", "delivered"] as const) {
      expect(await setStatus(id, status)).toMatchObject({ success: true, message: "Order status updated" })
    }
    expect(await points()).toBe(21)
  })

  it("accepts every status of the union and refuses others with the list of valid ones", async () => {
    const { id } = (await placeOrder(client)).order
    for (const status of ORDER_STATUSES) {
      expect((await setStatus(id, status)).order.status).toBe(status)
    }
    // Raw: a status outside the union, which the declaration refuses before sending.
    const refused = await staff("PUT", `/api/orders/${id}/status`, { status: "lost" })
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe(
      "Status must be one of: pending, preparing, ready, delivered, cancelled, completed, received, in-progress"
    )
  })

  it("answers 404 for a status change or number lookup of an unknown order", async () => {
    expect(await setStatus(999999, "ready").status()).toBe(404)
    expect((await admin.orders.number({ path: { id: 999999 } }).refused()).message).toBe("Order not found")
    expect(await client.orders.byNumber({ path: { orderNumber: "NOPE0-NOPE0" } }).refused()).toMatchObject({
      message: "Order not found"
    })
  })

  it("filters the list by open/closed, status and type, newest first, with a limit", async () => {
    const golf = await placeOrder(client, { orderType: "golf_cart", golfCartDelivery: { cartId: "1" } })
    await setStatus(golf.order.id, "cancelled")
    const open = await admin.orders.list({ urlParams: { status: "open" } })
    expect(
      open.every((o) => ["pending", "preparing", "ready", "received", "in-progress"].includes(o.status))
    ).toBe(true)
    const closed = await admin.orders.list({ urlParams: { status: "closed", type: "golf_cart" } })
    expect(closed.map((o) => o.id)).toContain(golf.order.id)
    const limited = await admin.orders.list({ urlParams: { limit: 2 } })
    expect(limited).toHaveLength(2)
    expect(limited[0]!.createdAt >= limited[1]!.createdAt).toBe(true)
    // Raw: filters the declaration refuses before sending.
    expect((await staff("GET", "/api/orders?status=lost")).status).toBe(400)
    expect((await staff("GET", "/api/orders?limit=0")).status).toBe(400)
  })

  it("gives the order number for an id", async () => {
    const placed = await placeOrder(client)
    expect(await admin.orders.number({ path: { id: placed.order.id } })).toEqual({
      success: true,
      orderNumber: placed.orderNumber
    })
  })
})

describe("today's delivered summary, on the venue's clock", () => {
  // The demo venue is in America/New_York: 23:50 there on 23 Nov 2026 is 04:50 UTC on the 24th.
  const clock = controlledClock("2026-11-24T04:50:00.000Z")
  const clocked = useTestServer({ clock: clock.clock })

  it("counts orders delivered since the venue's midnight, and starts again after it", async () => {
    const placed = await placeOrder(clocked.client)
    await clocked.admin.orders.setStatus({ path: { id: placed.order.id }, payload: { status: "delivered" } })
    const lateEvening = await clocked.admin.orders.summary({ urlParams: {} })
    expect(lateEvening.pickupOrders).toBe(1)
    expect(lateEvening.totalSales).toBe(placed.order.total)

    clock.advance(20 * 60_000) // 00:10 the next day in the venue's zone
    const nextDay = await clocked.admin.orders.summary({ urlParams: {} })
    expect(nextDay).toEqual({ pickupOrders: 0, deliveryOrders: 0, golfCartOrders: 0, totalSales: Cents(0) })
  })
})
