import { beforeEach, describe, expect, it } from "vitest"
import { type ControlledClock, controlledClock } from "./support/controlled-clock.js"
import { openEventStream } from "./support/event-stream.js"
import { useTestServer } from "./support/harness.js"
import { caller, pickupOrder, withServerTotals } from "./support/http.js"
import { staffCookie, startTestServer } from "./support/test-server.js"

// Monday 2026-06-15, 12:00 PM in New York: open (Mon-Thu 11am-9pm, last orders 15 minutes before).
const MONDAY_NOON = "2026-06-15T16:00:00.000Z"
// Sunday 2026-06-14, 11:35 PM in New York (Sunday closes at 8pm).
const SUNDAY_LATE = "2026-06-15T03:35:00.000Z"

let clock: ControlledClock

const { server, call, staff } = useTestServer(() => {
  clock = controlledClock(MONDAY_NOON)
  return { clock: clock.clock, env: { GRILL_OPENING_HOURS: "enforce" } }
})
beforeEach(async () => {
  clock.set(MONDAY_NOON)
  expect((await staff("DELETE", "/api/kitchen/pause")).status).toBe(200)
  expect((await staff("PUT", "/api/kitchen/quote", { minutes: 35 })).status).toBe(200)
})

const orderFrom = async (phone: string) =>
  withServerTotals(call, pickupOrder({ contactInfo: { name: "Hour Tester", phone } }))
const orderCount = async () => (await staff("GET", "/api/orders?status=pending")).body.length

describe("opening hours", () => {
  it("refuses an ASAP order outside the hours with the next opening, and writes nothing", async () => {
    const order = await orderFrom("4045550901")
    clock.set(SUNDAY_LATE)
    const status = await call("GET", "/api/ordering/status")
    expect(status.status).toBe(200)
    expect(status.body).toMatchObject({
      state: "closed",
      message: "We're closed — we open tomorrow at 11:00 AM",
      opensAt: "2026-06-15T15:00:00.000Z",
      lastOrdersAt: null,
      pause: null
    })
    const before = await orderCount()
    const refused = await call("POST", "/api/orders", order)
    expect(refused.status).toBe(422)
    expect(refused.body).toMatchObject({
      title: "We're closed",
      message:
        "We're closed — we open tomorrow at 11:00 AM. Choose \"Schedule for later\" to order for a time we're open."
    })
    expect(await orderCount()).toBe(before)
    expect((await staff("GET", "/api/users/lookup/4045550901")).body).toMatchObject({
      success: false,
      user: null
    })
  })

  it("takes orders inside the hours until last orders, quoting the kitchen's time", async () => {
    const status = (await call("GET", "/api/ordering/status")).body
    expect(status).toEqual({
      state: "open",
      message: null,
      quotedMinutes: 35,
      preparationMinutes: 35,
      lastOrdersAt: "2026-06-16T00:45:00.000Z",
      opensAt: null,
      pause: null,
      nextSlots: expect.arrayContaining(["2026-06-15T16:45:00.000Z"]),
      slotCapacity: null
    })
    const placed = await call("POST", "/api/orders", await orderFrom("4045550902"))
    expect(placed.status).toBe(201)
    expect(placed.body.order.deliveryTimeEstimate).toBe(35)

    const late = await orderFrom("4045550903")
    clock.set("2026-06-16T00:44:59.000Z")
    expect((await call("GET", "/api/ordering/status")).body.state).toBe("open")
    clock.set("2026-06-16T00:45:00.000Z")
    expect((await call("POST", "/api/orders", late)).body.message).toBe(
      "We're closed — we open tomorrow at 11:00 AM. Choose \"Schedule for later\" to order for a time we're open."
    )
  })

  it("answers a retry of an order placed before closing with that order", async () => {
    const order = await orderFrom("4045550904")
    const placed = await call("POST", "/api/orders", order, { "idempotency-key": "before-closing-1" })
    expect(placed.status).toBe(201)
    clock.set(SUNDAY_LATE)
    const retried = await call("POST", "/api/orders", order, { "idempotency-key": "before-closing-1" })
    expect(retried.body.orderNumber).toBe(placed.body.orderNumber)
  })
})

describe("kitchen control", () => {
  it("pauses ordering with a reason for some minutes, tells customers, and resumes by itself", async () => {
    const order = await orderFrom("4045550911")
    const paused = await staff("POST", "/api/kitchen/pause", { minutes: 20, reason: " Rush at the turn " })
    expect(paused.status).toBe(200)
    const message = "Online ordering is paused: Rush at the turn. We expect to take orders again at 12:20 PM."
    expect(paused.body).toMatchObject({
      state: "paused",
      message,
      pause: { reason: "Rush at the turn", until: "2026-06-15T16:20:00.000Z" }
    })
    expect((await call("GET", "/api/ordering/status")).body.message).toBe(message)
    const refused = await call("POST", "/api/orders", order)
    expect(refused.status).toBe(422)
    expect(refused.body).toMatchObject({ title: "Ordering paused", message })

    clock.advance(20 * 60_000)
    expect((await call("GET", "/api/ordering/status")).body.state).toBe("open")
    expect((await call("POST", "/api/orders", order)).status).toBe(201)
  })

  it("pauses until resumed, and resumes on request", async () => {
    await staff("POST", "/api/kitchen/pause", { reason: "Kitchen fire drill" })
    clock.advance(5 * 60 * 60_000)
    expect((await call("GET", "/api/ordering/status")).body).toMatchObject({
      state: "paused",
      message: "Online ordering is paused: Kitchen fire drill.",
      pause: { reason: "Kitchen fire drill", until: null }
    })
    const resumed = await staff("DELETE", "/api/kitchen/pause")
    expect(resumed.body).toMatchObject({ state: "open", pause: null })
  })

  it("quotes new orders the time the kitchen sets", async () => {
    expect((await staff("PUT", "/api/kitchen/quote", { minutes: 50 })).body.quotedMinutes).toBe(50)
    const placed = await call("POST", "/api/orders", await orderFrom("4045550921"))
    expect(placed.body.order.deliveryTimeEstimate).toBe(50)
  })

  it("is for staff only, and refuses bad settings with a clear message", async () => {
    expect((await call("POST", "/api/kitchen/pause", { reason: "x" })).status).toBe(401)
    expect((await call("DELETE", "/api/kitchen/pause")).status).toBe(401)
    expect((await call("PUT", "/api/kitchen/quote", { minutes: 40 })).status).toBe(401)
    const blank = await staff("POST", "/api/kitchen/pause", { reason: "   " })
    expect(blank.status).toBe(400)
    expect(blank.body.message).toContain("Please say why ordering is paused (customers see it)")
    const long = await staff("POST", "/api/kitchen/pause", { minutes: 0, reason: "Rush" })
    expect(long.status).toBe(400)
    expect(long.body.message).toContain("A pause must be a whole number of minutes from 1 to 720")
    const quote = await staff("PUT", "/api/kitchen/quote", { minutes: 2.5 })
    expect(quote.status).toBe(400)
    expect(quote.body.message).toContain("The quoted time must be a whole number of minutes from 5 to 240")
    expect((await call("GET", "/api/ordering/status")).body.state).toBe("open")
  })

  it("tells every staff screen on the event stream", async () => {
    const stream = await openEventStream(`${server.url}/api/events`, {
      cookie: (await staffCookie(server.url)) ?? ""
    })
    try {
      await staff("POST", "/api/kitchen/pause", { minutes: 10, reason: "Restocking" })
      const event = await stream.next((e) => e.event === "ordering.updated")
      expect(JSON.parse(event.data)).toMatchObject({ state: "paused", pause: { reason: "Restocking" } })
    } finally {
      stream.close()
    }
  })
})

describe("a grill that leaves its hours unenforced (GRILL_OPENING_HOURS=ignore)", () => {
  it("takes orders at any hour, but not while paused", async () => {
    const lenient = await startTestServer({ clock: clock.clock })
    try {
      const lenientCall = caller(lenient.url)
      const lenientStaff = caller(lenient.url, { cookie: await staffCookie(lenient.url) })
      clock.set(SUNDAY_LATE)
      expect((await lenientCall("GET", "/api/ordering/status")).body).toMatchObject({
        state: "open",
        lastOrdersAt: null
      })
      const order = await withServerTotals(lenientCall, pickupOrder())
      expect((await lenientCall("POST", "/api/orders", order)).status).toBe(201)
      await lenientStaff("POST", "/api/kitchen/pause", { reason: "Closed for a private event" })
      expect((await lenientCall("POST", "/api/orders", order)).body.title).toBe("Ordering paused")
    } finally {
      await lenient.close()
    }
  })
})
