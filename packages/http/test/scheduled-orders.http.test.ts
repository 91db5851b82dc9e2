import { beforeEach, describe, expect, it } from "vitest"
import type { OrderSubmission } from "../src/orders/order-input.js"
import { type ControlledClock, controlledClock } from "./support/controlled-clock.js"
import { openEventStream } from "./support/event-stream.js"
import { useTestServer } from "./support/harness.js"
import { orderSubmission, withServerTotals } from "./support/order-submissions.js"
import { staffCookie } from "./support/test-server.js"

// Monday 2026-06-15, 12:00 PM in New York (Mon-Thu 11am-9pm, last orders 15 minutes before).
const MONDAY_NOON = "2026-06-15T16:00:00.000Z"
// Sunday 2026-06-14, 11:35 PM in New York: closed until Monday 11 AM.
const SUNDAY_LATE = "2026-06-15T03:35:00.000Z"
// Monday 11:45 AM: the first slot after opening (11 AM) plus the 35-minute preparation.
const MONDAY_FIRST_SLOT = "2026-06-15T15:45:00.000Z"

let clock: ControlledClock

const { server, call, staff, client, admin } = useTestServer(() => {
  clock = controlledClock(MONDAY_NOON)
  return {
    clock: clock.clock,
    // The announcer looks for due orders often, so a test waits fractions of a second for it.
    env: { GRILL_OPENING_HOURS: "enforce", GRILL_SCHEDULE_CHECK_SECONDS: "0.05" }
  }
})
beforeEach(async () => {
  clock.set(MONDAY_NOON)
  await admin.kitchen.resume()
  await admin.kitchen.quote({ payload: { minutes: 35 } })
  await admin.kitchen.capacity({ payload: { ordersPerSlot: null } })
})

const scheduledOrder = (phone: string, pickupTime: string | null) =>
  withServerTotals(client, orderSubmission({ contactInfo: { name: "Sched Uler", phone }, pickupTime }))
const place = (order: OrderSubmission) => client.orders.place({ payload: order, headers: {} })
const listed = async (status: "open" | "scheduled", orderNumber: string) =>
  (await admin.orders.list({ urlParams: { status } })).some((order) => order.orderNumber === orderNumber)
const orderCount = async () => (await admin.orders.list({ urlParams: { limit: 500 } })).length

describe("the bookable times", () => {
  it("offers quarter hours from now plus the kitchen's time, today and tomorrow, inside the hours", async () => {
    const status = await client.ordering.status()
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
    await admin.kitchen.pause({ payload: { reason: "Kitchen fire drill" } })
    expect((await client.ordering.status()).nextSlots).toEqual([])
  })
})

describe("placing a scheduled order", () => {
  it("takes one for tomorrow's opening while closed, keeps it off the open list until its fire time, then announces it", async () => {
    clock.set(SUNDAY_LATE)
    const closed = await client.ordering.status()
    expect(closed.state).toBe("closed")
    expect(closed.nextSlots[0]).toBe(MONDAY_FIRST_SLOT)

    const placed = await place(await scheduledOrder("4045550931", MONDAY_FIRST_SLOT)).answer()
    expect(placed.status).toBe(201)
    const { orderNumber } = placed.value
    expect(placed.value.order).toMatchObject({ pickupTime: MONDAY_FIRST_SLOT, deliveryTimeEstimate: 35 })
    expect((await client.orders.byNumber({ path: { orderNumber } })).order.pickupTime).toBe(MONDAY_FIRST_SLOT)
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
    expect(await place({ ...order, pickupTime: null }).refused()).toMatchObject({
      status: 422,
      title: "We're closed"
    })
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
      expect(await place({ ...order, pickupTime }).refused()).toMatchObject({
        status: 422,
        title: "Please choose another time",
        message
      })
    }
    // Raw: a time the declaration refuses before sending.
    const garbled = await call("POST", "/api/orders", { ...order, pickupTime: "tomorrow at six" })
    expect(garbled.status).toBe(400)
    expect(garbled.body.message).toContain(
      "The pickup time must be an ISO 8601 date and time with its offset"
    )
    expect(await orderCount()).toBe(before)
    // The same instant written with the venue's offset is the same slot.
    const withOffset = await place({ ...order, pickupTime: "2026-06-15T18:30:00-04:00" }).answer()
    expect(withOffset.status).toBe(201)
    expect(withOffset.value.order.pickupTime).toBe("2026-06-15T22:30:00.000Z")
  })

  it("refuses scheduling while paused, with the kitchen's reason", async () => {
    const order = await scheduledOrder("4045550934", "2026-06-15T22:30:00.000Z")
    await admin.kitchen.pause({ payload: { reason: "Private event" } })
    expect(await place(order).refused()).toMatchObject({
      status: 422,
      title: "Ordering paused",
      message: "Online ordering is paused: Private event."
    })
  })

  it("brings golf-cart orders as soon as they are ready only", async () => {
    const order = orderSubmission({
      orderType: "golf_cart",
      golfCartDelivery: { cartId: "1" },
      pickupTime: "2026-06-15T22:30:00.000Z"
    })
    expect(await place(order).refused()).toMatchObject({ status: 422, title: "Please choose another time" })
  })
})

describe("the kitchen's capacity per quarter hour", () => {
  it("closes a full slot for scheduling and quotes ASAP orders past a full one", async () => {
    const capacity = await admin.kitchen.capacity({ payload: { ordersPerSlot: 1 } })
    expect(capacity).toMatchObject({ slotCapacity: 1, quotedMinutes: 35 })

    const slot = "2026-06-15T23:00:00.000Z"
    const first = await scheduledOrder("4045550941", slot)
    expect((await place(first).answer()).status).toBe(201)
    expect((await client.ordering.status()).nextSlots).not.toContain(slot)
    const second = await place({
      ...first,
      contactInfo: { name: "Late Comer", phone: "4045550942" }
    }).refused()
    expect(second).toMatchObject({
      status: 422,
      message: "7:00 PM is fully booked: please choose another time"
    })

    // An ASAP order now is due at 12:35 PM, in the 12:45 slot; the next ASAP order is quoted to 1:00 PM.
    expect((await place(await scheduledOrder("4045550943", null)).answer()).status).toBe(201)
    const busy = await client.ordering.status()
    expect(busy).toMatchObject({ quotedMinutes: 60, preparationMinutes: 35 })
    const next = await place(await scheduledOrder("4045550944", null))
    expect(next.order.deliveryTimeEstimate).toBe(60)

    const lifted = await admin.kitchen.capacity({ payload: { ordersPerSlot: null } })
    expect(lifted).toMatchObject({ slotCapacity: null, quotedMinutes: 35 })
    expect(lifted.nextSlots).toContain(slot)
  })

  it("gives a quarter hour's last place to one of the orders racing for it", async () => {
    expect(await admin.kitchen.capacity({ payload: { ordersPerSlot: 2 } }).status()).toBe(200)
    const slot = "2026-06-15T23:30:00.000Z"
    const bodies = await Promise.all(
      ["4045550961", "4045550962", "4045550963", "4045550964", "4045550965"].map((phone) =>
        scheduledOrder(phone, slot)
      )
    )
    const answers = await Promise.all(bodies.map((body) => place(body).status()))
    expect(answers.sort()).toEqual([201, 201, 422, 422, 422])
    const scheduled = await admin.orders.list({ urlParams: { status: "scheduled" } })
    expect(scheduled.filter((order) => order.pickupTime === slot)).toHaveLength(2)
  })

  it("is set by staff only, within bounds", async () => {
    expect(await client.kitchen.capacity({ payload: { ordersPerSlot: 4 } }).status()).toBe(401)
    // Raw: a capacity the declaration refuses before sending.
    const zero = await staff("PUT", "/api/kitchen/capacity", { ordersPerSlot: 0 })
    expect(zero.status).toBe(400)
    expect(zero.body.message).toContain("Orders per quarter hour must be a whole number from 1 to 200")
  })
})
