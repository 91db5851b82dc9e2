import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startFakePushService } from "./support/fake-push-service.js"
import { caller, pickupOrder, withServerTotals } from "./support/http.js"
import { staffCookie, startTestServer, type TestServer } from "./support/test-server.js"

let pushService: Awaited<ReturnType<typeof startFakePushService>>
let server: TestServer
let call: ReturnType<typeof caller>
let staff: ReturnType<typeof caller>

const eventually = async (check: () => void, withinMs = 10_000) => {
  const deadline = Date.now() + withinMs
  for (;;) {
    try {
      return check()
    } catch (error) {
      if (Date.now() > deadline) throw error
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
  }
}

const placeOrder = async (phone: string) => {
  const placed = await call(
    "POST",
    "/api/orders",
    await withServerTotals(call, pickupOrder({ contactInfo: { name: "Push Test", phone } }))
  )
  expect(placed.status).toBe(201)
  return placed.body.order as { id: number; orderNumber: string }
}

beforeAll(async () => {
  pushService = await startFakePushService()
  server = await startTestServer({ pushAgent: pushService.agent })
  call = caller(server.url)
  staff = caller(server.url, { cookie: await staffCookie(server.url) })
})
afterAll(async () => {
  await server.close()
  await pushService.close()
})

describe("Web Push", () => {
  it("serves the VAPID public key made on first start, the same after a restart", async () => {
    const { body } = await call("GET", "/api/notifications/vapid-public-key")
    expect(body.publicKey).toMatch(/^[A-Za-z0-9_-]{80,90}$/)
    const restarted = await startTestServer({ database: server.database })
    try {
      expect((await caller(restarted.url)("GET", "/api/notifications/vapid-public-key")).body.publicKey).toBe(
        body.publicKey
      )
    } finally {
      await restarted.stop()
    }
  })

  it("pushes every new order to a staff device, encrypted so only that browser reads it", async () => {
    const kitchenTablet = pushService.browser()
    const registered = await staff("POST", "/api/notifications/register", kitchenTablet.subscription)
    expect(registered.status).toBe(200)
    const order = await placeOrder("7705550171")
    await eventually(() =>
      expect(kitchenTablet.received).toContainEqual({
        title: "New order",
        body: `${order.orderNumber} · pickup`,
        url: `/dashboard/order/${order.orderNumber}`
      })
    )
    const request = pushService.requests.at(-1)
    expect(request?.headers["content-encoding"]).toBe("aes128gcm")
    expect(String(request?.headers.authorization)).toMatch(/^vapid t=/)
  })

  it("tells a customer who opted in when their order is ready and when delivered, and no one else", async () => {
    const order = await placeOrder("7705550172")
    const golfer = pushService.browser()
    const bystander = pushService.browser()
    const other = await placeOrder("7705550173")
    expect(
      (
        await call("POST", "/api/notifications/register", {
          ...golfer.subscription,
          orderNumber: order.orderNumber
        })
      ).status
    ).toBe(200)
    await call("POST", "/api/notifications/register", {
      ...bystander.subscription,
      orderNumber: other.orderNumber
    })

    await staff("PUT", `/api/orders/${order.id}/status`, { status: "preparing" })
    await staff("PUT", `/api/orders/${order.id}/status`, { status: "ready" })
    await staff("PUT", `/api/orders/${order.id}/status`, { status: "delivered" })
    await eventually(() =>
      expect(golfer.received).toEqual([
        {
          title: "Your order is ready",
          body: `Order ${order.orderNumber} is ready for pickup at the grill.`,
          url: `/order/${order.orderNumber}`
        },
        {
          title: "Your order was delivered",
          body: `Order ${order.orderNumber}: enjoy!`,
          url: `/order/${order.orderNumber}`
        }
      ])
    )
    expect(bystander.received).toEqual([])
  })

  it("sends the staff test notification to the caller's devices and says how many got it", async () => {
    const own = await startTestServer({ pushAgent: pushService.agent })
    try {
      const ownStaff = caller(own.url, { cookie: await staffCookie(own.url) })
      const none = await ownStaff("GET", "/api/test-notification")
      expect(none.body).toEqual({
        success: false,
        message: "No device of yours is registered for push notifications"
      })
      const phone = pushService.browser()
      await ownStaff("POST", "/api/notifications/register", phone.subscription)
      const sent = await ownStaff("GET", "/api/test-notification")
      expect(sent.body).toEqual({ success: true, message: "Test notification sent to 1 device(s)" })
      expect(phone.received).toEqual([
        { title: "Test notification", body: "Push notifications work on this device.", url: "/notifications" }
      ])

      // The browser unsubscribed: the push service answers 410 and the subscription is forgotten.
      pushService.answer(phone, 410)
      expect((await ownStaff("GET", "/api/test-notification")).body.success).toBe(false)
      const requestsBefore = pushService.requests.length
      expect((await ownStaff("GET", "/api/test-notification")).body.message).toBe(
        "No device of yours is registered for push notifications"
      )
      expect(pushService.requests.length).toBe(requestsBefore)
    } finally {
      await own.close()
    }
  })

  it("refuses a subscription without an order or a staff session, a bad endpoint, and an unknown order", async () => {
    const browser = pushService.browser()
    const anonymous = await call("POST", "/api/notifications/register", browser.subscription)
    expect(anonymous.status).toBe(400)
    const insecure = await call("POST", "/api/notifications/register", {
      ...browser.subscription,
      endpoint: "http://127.0.0.1/push",
      orderNumber: "ABCDE-FGHJK"
    })
    expect(insecure.status).toBe(400)
    const unknown = await call("POST", "/api/notifications/register", {
      ...browser.subscription,
      orderNumber: "ZZZZZ-ZZZZZ"
    })
    expect(unknown.status).toBe(404)
    expect((await call("POST", "/api/notifications/register", { token: "device-token-1" })).status).toBe(200)
  })
})
