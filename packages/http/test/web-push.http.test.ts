import { afterAll, describe, expect, it } from "vitest"
import { startFakePushService } from "./support/fake-push-service.js"
import { clientsOf, useTestServer } from "./support/harness.js"
import { placeOrder as place } from "./support/order-submissions.js"
import { putOnMenus } from "./support/outlet-menus.js"
import { startTestServer } from "./support/test-server.js"

let pushService: Awaited<ReturnType<typeof startFakePushService>>

const { server, call, client, admin, staff, signIn } = useTestServer(async () => {
  pushService = await startFakePushService()
  return { pushAgent: pushService.agent }
})
afterAll(() => pushService.close())

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

const placeOrder = async (phone: string) =>
  (await place(client, { contactInfo: { name: "Push Test", phone } })).order

describe("Web Push", () => {
  it("serves the VAPID public key made on first start, the same after a restart", async () => {
    const { publicKey } = await client.notifications.vapidPublicKey()
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]{80,90}$/)
    const restarted = await startTestServer({ database: server.database })
    try {
      expect((await clientsOf(restarted.url).client.notifications.vapidPublicKey()).publicKey).toBe(publicKey)
    } finally {
      await restarted.stop()
    }
  })

  it("pushes every new order to a staff device, encrypted so only that browser reads it", async () => {
    const kitchenTablet = pushService.browser()
    const registered = await admin.notifications.register({ payload: kitchenTablet.subscription }).answer()
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

  it("pushes an outlet's new order only to the devices of accounts that work there", async () => {
    const added = await staff("POST", "/api/outlets", {
      slug: "halfway",
      name: "Halfway House",
      kind: "halfway"
    })
    expect(added.status).toBe(201)
    await putOnMenus(staff, admin, ["grill", "halfway"])
    const devices = new Map<string, ReturnType<typeof pushService.browser>>()
    for (const [username, outlets] of [
      ["grill-cook", ["grill"]],
      ["turn-cook", ["halfway"]]
    ] as const) {
      await admin.staffUsers.create({
        payload: { username, password: `${username}-password`, role: "kitchen", outlets: [...outlets] }
      })
      const device = pushService.browser()
      const signedIn = await signIn(username, `${username}-password`)
      expect((await signedIn.notifications.register({ payload: device.subscription }).answer()).status).toBe(
        200
      )
      devices.set(username, device)
    }
    const order = (
      await place(client, { outlet: "halfway", contactInfo: { name: "Push Test", phone: "7705550175" } })
    ).order
    const heard = (username: string) =>
      devices
        .get(username)
        ?.received.some((message) => (message as { body?: string }).body?.startsWith(order.orderNumber)) ??
      false
    await eventually(() => expect(heard("turn-cook")).toBe(true))
    // One send picked the devices that hear of it (the halfway house's staff and the unlimited):
    // the grill's cook's was left out of it.
    expect(heard("grill-cook")).toBe(false)
  })

  it("tells a customer who opted in when their order is ready and when delivered, and no one else", async () => {
    const order = await placeOrder("7705550172")
    const golfer = pushService.browser()
    const bystander = pushService.browser()
    const other = await placeOrder("7705550173")
    const register = (subscription: typeof golfer.subscription, orderNumber: string) =>
      client.notifications.register({ payload: { ...subscription, orderNumber } })
    expect(await register(golfer.subscription, order.orderNumber).status()).toBe(200)
    await register(bystander.subscription, other.orderNumber)

    for (const status of ["preparing", "ready", "delivered"] as const)
      await admin.orders.setStatus({ path: { id: order.id }, payload: { status } })
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
      const ownStaff = clientsOf(own.url).admin
      const none = await ownStaff.notifications.test()
      expect(none).toEqual({
        success: false,
        message: "No device of yours is registered for push notifications"
      })
      const phone = pushService.browser()
      await ownStaff.notifications.register({ payload: phone.subscription })
      const sent = await ownStaff.notifications.test()
      expect(sent).toEqual({ success: true, message: "Test notification sent to 1 device(s)" })
      expect(phone.received).toEqual([
        { title: "Test notification", body: "Push notifications work on this device.", url: "/notifications" }
      ])

      // The browser unsubscribed: the push service answers 410 and the subscription is forgotten.
      pushService.answer(phone, 410)
      expect((await ownStaff.notifications.test()).success).toBe(false)
      const requestsBefore = pushService.requests.length
      expect((await ownStaff.notifications.test()).message).toBe(
        "No device of yours is registered for push notifications"
      )
      expect(pushService.requests.length).toBe(requestsBefore)
    } finally {
      await own.close()
    }
  })

  it("refuses a subscription without an order or a staff session, a bad endpoint, and an unknown order", async () => {
    const browser = pushService.browser()
    expect(await client.notifications.register({ payload: browser.subscription }).status()).toBe(400)
    // Raw: an endpoint the declaration may refuse before sending.
    const insecure = await call("POST", "/api/notifications/register", {
      ...browser.subscription,
      endpoint: "http://127.0.0.1/push",
      orderNumber: "ABCDE-FGHJK"
    })
    expect(insecure.status).toBe(400)
    const unknown = client.notifications.register({
      payload: { ...browser.subscription, orderNumber: "ZZZZZ-ZZZZZ" }
    })
    expect(await unknown.status()).toBe(404)
    expect(await client.notifications.register({ payload: { token: "device-token-1" } }).status()).toBe(200)
  })
})
