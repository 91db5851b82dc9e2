import { beforeEach, describe, expect, it } from "vitest"
import { type ControlledClock, controlledClock } from "./support/controlled-clock.js"
import { openEventStream } from "./support/event-stream.js"
import { clientsOf, useTestServer } from "./support/harness.js"
import { orderSubmission, withServerTotals } from "./support/order-submissions.js"
import { staffCookie, startTestServer } from "./support/test-server.js"

// Monday 2026-06-15, 12:00 PM in New York: open (Mon-Thu 11am-9pm, last orders 15 minutes before).
const MONDAY_NOON = "2026-06-15T16:00:00.000Z"
// Sunday 2026-06-14, 11:35 PM in New York (Sunday closes at 8pm).
const SUNDAY_LATE = "2026-06-15T03:35:00.000Z"

let clock: ControlledClock

const { server, staff, client, admin } = useTestServer(() => {
  clock = controlledClock(MONDAY_NOON)
  return { clock: clock.clock, env: { GRILL_OPENING_HOURS: "enforce" } }
})
beforeEach(async () => {
  clock.set(MONDAY_NOON)
  await admin.kitchen.resume()
  await admin.kitchen.quote({ payload: { minutes: 35 } })
})

const orderFrom = async (phone: string) =>
  withServerTotals(client, orderSubmission({ contactInfo: { name: "Hour Tester", phone } }))
const place = (order: Awaited<ReturnType<typeof orderFrom>>, headers = {}) =>
  client.orders.place({ payload: order, headers })
const orderCount = async () => (await admin.orders.list({ urlParams: { status: "pending" } })).length

describe("opening hours", () => {
  it("refuses an ASAP order outside the hours with the next opening, and writes nothing", async () => {
    const order = await orderFrom("4045550901")
    clock.set(SUNDAY_LATE)
    const status = await client.ordering.status().answer()
    expect(status.status).toBe(200)
    expect(status.value).toMatchObject({
      state: "closed",
      message: "We're closed — we open tomorrow at 11:00 AM",
      opensAt: "2026-06-15T15:00:00.000Z",
      lastOrdersAt: null,
      pause: null
    })
    const before = await orderCount()
    expect(await place(order).refused()).toMatchObject({
      _tag: "OrderRejected",
      status: 422,
      title: "We're closed",
      message:
        "We're closed — we open tomorrow at 11:00 AM. Choose \"Schedule for later\" to order for a time we're open."
    })
    expect(await orderCount()).toBe(before)
    expect(await admin.users.lookup({ path: { phone: "4045550901" } })).toMatchObject({
      success: false,
      user: null
    })
  })

  it("takes orders inside the hours until last orders, quoting the kitchen's time", async () => {
    const status = await client.ordering.status()
    expect(status).toEqual({
      outlet: "grill",
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
    const placed = await place(await orderFrom("4045550902")).answer()
    expect(placed.status).toBe(201)
    expect(placed.value.order.deliveryTimeEstimate).toBe(35)

    const late = await orderFrom("4045550903")
    clock.set("2026-06-16T00:44:59.000Z")
    expect((await client.ordering.status()).state).toBe("open")
    clock.set("2026-06-16T00:45:00.000Z")
    expect((await place(late).refused()).message).toBe(
      "We're closed — we open tomorrow at 11:00 AM. Choose \"Schedule for later\" to order for a time we're open."
    )
  })

  it("answers a retry of an order placed before closing with that order", async () => {
    const order = await orderFrom("4045550904")
    const placed = await place(order, { "idempotency-key": "before-closing-1" }).answer()
    expect(placed.status).toBe(201)
    clock.set(SUNDAY_LATE)
    const retried = await place(order, { "idempotency-key": "before-closing-1" })
    expect(retried.orderNumber).toBe(placed.value.orderNumber)
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
    expect((await client.ordering.status()).message).toBe(message)
    expect(await place(order).refused()).toMatchObject({ status: 422, title: "Ordering paused", message })

    clock.advance(20 * 60_000)
    expect((await client.ordering.status()).state).toBe("open")
    expect((await place(order).answer()).status).toBe(201)
  })

  it("pauses until resumed, and resumes on request", async () => {
    await admin.kitchen.pause({ payload: { reason: "Kitchen fire drill" } })
    clock.advance(5 * 60 * 60_000)
    expect(await client.ordering.status()).toMatchObject({
      state: "paused",
      message: "Online ordering is paused: Kitchen fire drill.",
      pause: { reason: "Kitchen fire drill", until: null }
    })
    expect(await admin.kitchen.resume()).toMatchObject({ state: "open", pause: null })
  })

  it("quotes new orders the time the kitchen sets", async () => {
    expect((await admin.kitchen.quote({ payload: { minutes: 50 } })).quotedMinutes).toBe(50)
    const placed = await place(await orderFrom("4045550921"))
    expect(placed.order.deliveryTimeEstimate).toBe(50)
  })

  it("is for staff only, and refuses bad settings with a clear message", async () => {
    expect((await client.kitchen.pause({ payload: { reason: "x" } }).refused()).status).toBe(401)
    expect((await client.kitchen.resume().refused()).status).toBe(401)
    expect((await client.kitchen.quote({ payload: { minutes: 40 } }).refused()).status).toBe(401)
    // Raw: settings the declaration refuses before sending.
    const blank = await staff("POST", "/api/kitchen/pause", { reason: "   " })
    expect(blank.status).toBe(400)
    expect(blank.body.message).toContain("Please say why ordering is paused (customers see it)")
    const long = await staff("POST", "/api/kitchen/pause", { minutes: 0, reason: "Rush" })
    expect(long.status).toBe(400)
    expect(long.body.message).toContain("A pause must be a whole number of minutes from 1 to 720")
    const quote = await staff("PUT", "/api/kitchen/quote", { minutes: 2.5 })
    expect(quote.status).toBe(400)
    expect(quote.body.message).toContain("The quoted time must be a whole number of minutes from 5 to 240")
    expect((await client.ordering.status()).state).toBe("open")
  })

  it("tells every staff screen on the event stream", async () => {
    const stream = await openEventStream(`${server.url}/api/events`, {
      cookie: (await staffCookie(server.url)) ?? ""
    })
    try {
      await admin.kitchen.pause({ payload: { minutes: 10, reason: "Restocking" } })
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
      const on = clientsOf(lenient.url)
      clock.set(SUNDAY_LATE)
      expect(await on.client.ordering.status()).toMatchObject({ state: "open", lastOrdersAt: null })
      const order = await withServerTotals(on.client, orderSubmission())
      expect((await on.client.orders.place({ payload: order, headers: {} }).answer()).status).toBe(201)
      await on.admin.kitchen.pause({ payload: { reason: "Closed for a private event" } })
      expect(await on.client.orders.place({ payload: order, headers: {} }).refused()).toMatchObject({
        title: "Ordering paused"
      })
    } finally {
      await lenient.close()
    }
  })
})
