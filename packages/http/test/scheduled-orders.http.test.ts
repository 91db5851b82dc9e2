import { beforeEach, describe, expect, it } from "vitest"
import { type ControlledClock, controlledClock } from "./support/controlled-clock.js"
import { openEventStream } from "./support/event-stream.js"
import { useTestServer } from "./support/harness.js"
import { pickupOrder, withServerTotals } from "./support/http.js"
import { staffCookie } from "./support/test-server.js"

// Monday 2026-06-15, 12:00 PM in New York (Mon-Thu 11am-9pm, last orders 15 minutes before).
const MONDAY_NOON = "2026-06-15T16:00:00.000Z"
// Sunday 2026-06-14, 11:35 PM in New York: closed until Monday 11 AM.
const SUNDAY_LATE = "2026-06-15T03:35:00.000Z"
// Monday 11:45 AM: the first slot after opening (11 AM) plus the 35-minute preparation.
const MONDAY_FIRST_SLOT = "2026-06-15T15:45:00.000Z"

let clock: ControlledClock

const { server, call, staff } = useTestServer(() => {
  clock = controlledClock(MONDAY_NOON)
  return {
    clock: clock.clock,
    // The announcer looks for due orders often, so a test waits fractions of a second for it.
    env: { GRILL_OPENING_HOURS: "enforce", GRILL_SCHEDULE_CHECK_SECONDS: "0.05" }
  }
})
beforeEach(async () => {
  clock.set(MONDAY_NOON)
  expect((await staff("DELETE", "/api/kitchen/pause")).status).toBe(200)
  expect((await staff("PUT", "/api/kitchen/quote", { minutes: 35 })).status).toBe(200)
  expect((await staff("PUT", "/api/kitchen/capacity", { ordersPerSlot: null })).status).toBe(200)
})

const scheduledOrder = (phone: string, pickupTime: string | null, overrides: Record<string, unknown> = {}) =>
  withServerTotals(
    call,
    pickupOrder({ contactInfo: { name: "Sched Uler", phone }, pickupTime, ...overrides })
  )
const listed = async (status: "open" | "scheduled", orderNumber: string) =>
  ((await staff("GET", `/api/orders?status=${status}`)).body as Array<{ orderNumber: string }>).some(
    (order) => order.orderNumber === orderNumber
  )
const orderCount = async () => (await staff("GET", "/api/orders?limit=500")).body.length

describe("the bookable times", () => {
  it("offers quarter hours from now plus the kitchen's time, today and tomorrow, inside the hours", async () => {
    const status = (await call("GET", "/api/ordering/status")).body
    expect(status).toMatchObject({
      state: "open",
      quotedMinutes: 35,
      preparationMinutes: 35,
      slotCapacity: null
    })
    // 12:35 PM is the soonest the food is ready: 12:45 PM is the first slot.
    expect(status.nextSlots[0]).toBe("2026-06-15T16:45:00.000Z")
    // Monday's last is its closing (9 PM); Tuesday's first is 11:45 AM; nothing on Wednesday.
    expect(status.nextSlots).toContain("2026-06-16T01:00:00.000Z")
    expect(status.nextSlots).toContain("2026-06-16T15:45:00.000Z")
    expect(status.nextSlots).not.toContain("2026-06-16T15:30:00.000Z")
    expect(status.nextSlots.at(-1)).toBe("2026-06-17T01:00:00.000Z")
  })

  it("offers none while the kitchen is paused", async () => {
    await staff("POST", "/api/kitchen/pause", { reason: "Kitchen fire drill" })
    expect((await call("GET", "/api/ordering/status")).body.nextSlots).toEqual([])
  })
})

describe("placing a scheduled order", () => {
  it("takes one for tomorrow's opening while closed, keeps it off the open list until its fire time, then announces it", async () => {
    clock.set(SUNDAY_LATE)
    const closed = (await call("GET", "/api/ordering/status")).body
    expect(closed.state).toBe("closed")
    expect(closed.nextSlots[0]).toBe(MONDAY_FIRST_SLOT)

    const placed = await call("POST", "/api/orders", await scheduledOrder("4045550931", MONDAY_FIRST_SLOT))
    expect(placed.status).toBe(201)
    const { orderNumber } = placed.body
    expect(placed.body.order).toMatchObject({ pickupTime: MONDAY_FIRST_SLOT, deliveryTimeEstimate: 35 })
    expect((await call("GET", `/api/orders/${orderNumber}`)).body.order.pickupTime).toBe(MONDAY_FIRST_SLOT)
    expect(await listed("open", orderNumber)).toBe(false)
    expect(await listed("scheduled", orderNumber)).toBe(true)

    const stream = await openEventStream(`${server.url}/api/events`, {
      cookie: (await staffCookie(server.url)) ?? ""
    })
    try {
      // The kitchen starts 35 minutes before the pickup: 11:10 AM.
      clock.set("2026-06-15T15:09:59.000Z")
      expect(await listed("open", orderNumber)).toBe(false)
      clock.set("2026-06-15T15:10:00.000Z")
      expect(await listed("open", orderNumber)).toBe(true)
      expect(await listed("scheduled", orderNumber)).toBe(false)
      const announced = await stream.next(
        (event) => event.event === "order.created" && JSON.parse(event.data).orderNumber === orderNumber,
        5000
      )
      expect(JSON.parse(announced.data)).toMatchObject({ orderNumber, status: "pending" })
    } finally {
      stream.close()
    }
  })

  it("still refuses an ASAP order while closed", async () => {
    clock.set(SUNDAY_LATE)
    const order = await scheduledOrder("4045550932", MONDAY_FIRST_SLOT)
    const refused = await call("POST", "/api/orders", { ...order, pickupTime: null })
    expect(refused.status).toBe(422)
    expect(refused.body.title).toBe("We're closed")
  })

  it("refuses a time that cannot be booked, saying why, and writes nothing", async () => {
    const order = await scheduledOrder("4045550933", "2026-06-15T22:30:00.000Z")
    const before = await orderCount()
    const refusals: Array<[string, string]> = [
      ["2026-06-15T22:37:00.000Z", "Please choose a pickup time on the quarter hour"],
      ["2026-06-15T16:30:00.000Z", "We can't have it ready by 12:30 PM: please choose a later time"],
      ["2026-06-16T02:00:00.000Z", "We're not open at 10:00 PM: please choose another time"],
      ["2026-06-17T18:00:00.000Z", "Orders can be scheduled for today or tomorrow"]
    ]
    for (const [pickupTime, message] of refusals) {
      const refused = await call("POST", "/api/orders", { ...order, pickupTime })
      expect(refused.status).toBe(422)
      expect(refused.body).toMatchObject({ title: "Please choose another time", message })
    }
    const garbled = await call("POST", "/api/orders", { ...order, pickupTime: "tomorrow at six" })
    expect(garbled.status).toBe(400)
    expect(garbled.body.message).toContain(
      "The pickup time must be an ISO 8601 date and time with its offset"
    )
    expect(await orderCount()).toBe(before)
    // The same instant written with the venue's offset is the same slot.
    const withOffset = await call("POST", "/api/orders", {
      ...order,
      pickupTime: "2026-06-15T18:30:00-04:00"
    })
    expect(withOffset.status).toBe(201)
    expect(withOffset.body.order.pickupTime).toBe("2026-06-15T22:30:00.000Z")
  })

  it("refuses scheduling while paused, with the kitchen's reason", async () => {
    const order = await scheduledOrder("4045550934", "2026-06-15T22:30:00.000Z")
    await staff("POST", "/api/kitchen/pause", { reason: "Private event" })
    const refused = await call("POST", "/api/orders", order)
    expect(refused.status).toBe(422)
    expect(refused.body).toMatchObject({
      title: "Ordering paused",
      message: "Online ordering is paused: Private event."
    })
  })

  it("brings golf-cart orders as soon as they are ready only", async () => {
    const refused = await call("POST", "/api/orders", {
      ...pickupOrder({ orderType: "golf_cart", golfCartDelivery: { cartId: "1" } }),
      pickupTime: "2026-06-15T22:30:00.000Z"
    })
    expect(refused.status).toBe(422)
    expect(refused.body.title).toBe("Please choose another time")
  })
})

describe("the kitchen's capacity per quarter hour", () => {
  it("closes a full slot for scheduling and quotes ASAP orders past a full one", async () => {
    const capacity = await staff("PUT", "/api/kitchen/capacity", { ordersPerSlot: 1 })
    expect(capacity.body).toMatchObject({ slotCapacity: 1, quotedMinutes: 35 })

    const slot = "2026-06-15T23:00:00.000Z"
    const first = await scheduledOrder("4045550941", slot)
    expect((await call("POST", "/api/orders", first)).status).toBe(201)
    expect((await call("GET", "/api/ordering/status")).body.nextSlots).not.toContain(slot)
    const second = await call("POST", "/api/orders", {
      ...first,
      contactInfo: { name: "Late Comer", phone: "4045550942" }
    })
    expect(second.status).toBe(422)
    expect(second.body.message).toBe("7:00 PM is fully booked: please choose another time")

    // An ASAP order now is due at 12:35 PM, in the 12:45 slot; the next ASAP order is quoted to 1:00 PM.
    expect((await call("POST", "/api/orders", await scheduledOrder("4045550943", null))).status).toBe(201)
    const busy = (await call("GET", "/api/ordering/status")).body
    expect(busy).toMatchObject({ quotedMinutes: 60, preparationMinutes: 35 })
    const next = await call("POST", "/api/orders", await scheduledOrder("4045550944", null))
    expect(next.body.order.deliveryTimeEstimate).toBe(60)

    const lifted = await staff("PUT", "/api/kitchen/capacity", { ordersPerSlot: null })
    expect(lifted.body).toMatchObject({ slotCapacity: null, quotedMinutes: 35 })
    expect(lifted.body.nextSlots).toContain(slot)
  })

  it("gives a quarter hour's last place to one of the orders racing for it", async () => {
    expect((await staff("PUT", "/api/kitchen/capacity", { ordersPerSlot: 2 })).status).toBe(200)
    const slot = "2026-06-15T23:30:00.000Z"
    const bodies = await Promise.all(
      ["4045550961", "4045550962", "4045550963", "4045550964", "4045550965"].map((phone) =>
        scheduledOrder(phone, slot)
      )
    )
    const answers = await Promise.all(bodies.map((body) => call("POST", "/api/orders", body)))
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 422, 422, 422])
    const scheduled = (await staff("GET", "/api/orders?status=scheduled")).body as Array<{
      pickupTime: string
    }>
    expect(scheduled.filter((order) => order.pickupTime === slot)).toHaveLength(2)
  })

  it("is set by staff only, within bounds", async () => {
    expect((await call("PUT", "/api/kitchen/capacity", { ordersPerSlot: 4 })).status).toBe(401)
    const zero = await staff("PUT", "/api/kitchen/capacity", { ordersPerSlot: 0 })
    expect(zero.status).toBe(400)
    expect(zero.body.message).toContain("Orders per quarter hour must be a whole number from 1 to 200")
  })
})
