import { Cents, MenuItemId } from "@grill/core"
import { afterAll, beforeEach, describe, expect, it } from "vitest"
import { type ControlledClock, controlledClock } from "./support/controlled-clock.js"
import { type OpenStream, openEventStream } from "./support/event-stream.js"
import { useTestServer } from "./support/harness.js"
import { line, orderSubmission, placeOrder, withServerTotals } from "./support/order-submissions.js"
import { TEST_ADMIN_PASSWORD } from "./support/test-server.js"

// Noon on a Monday in Woodstock (EDT): the venue's counts reset at 04:00 on its clock.
const MONDAY_NOON = "2026-06-01T16:00:00.000Z"
let clock: ControlledClock
const { server, client, admin, call, staff, staffAs, signIn } = useTestServer(() => {
  clock = controlledClock(MONDAY_NOON)
  return { clock: clock.clock }
})
const opened: Array<OpenStream> = []
afterAll(() => {
  for (const stream of opened) stream.close()
})
beforeEach(() => clock.set(MONDAY_NOON))

let items = 0
/** A new item of the grill's, with `count` left today. */
const countedItem = async (count: number | null, name = "Classic Burger") => {
  items += 1
  const item = await admin.menu.create({
    payload: {
      name,
      description: `counted ${items}`,
      price: Cents(1299),
      categoryId: "burgers",
      available: true
    }
  })
  await admin.menu.setCount({ path: { id: item.id }, payload: { count } })
  return item.id
}
const leftOf = async (id: number) =>
  (await client.menu.items({ urlParams: {} })).find((item) => item.id === id)?.count
const order = (id: number, quantity = 1, phone = "7705550301") =>
  placeOrder(client, { items: [line(id, quantity)], contactInfo: { name: "Count Test", phone } })
const refusalOf = async (id: number, quantity = 1) => {
  const payload = await withServerTotals(
    client,
    orderSubmission({ items: [line(id, quantity)], contactInfo: { name: "Count Test", phone: "7705550302" } })
  )
  return client.orders.place({ payload, headers: {} }).refused()
}

describe("counts that run down", () => {
  it("gives exactly 12 of 20 racing orders for the 12 left, and refuses the rest clearly", {
    timeout: 120_000
  }, async () => {
    const id = await countedItem(12)
    expect(await leftOf(id)).toEqual({ daily: 12, left: 12 })
    const replies = await Promise.all(
      Array.from({ length: 20 }, async (_, n) => {
        const payload = await withServerTotals(
          client,
          orderSubmission({
            items: [line(id, 1)],
            contactInfo: { name: "Rush Hour", phone: `77055503${String(n + 10)}` }
          })
        )
        const placing = client.orders.place({ payload, headers: {} })
        const status = await placing.status()
        return status === 201 ? { status } : { status, refusal: await placing.refused() }
      })
    )
    const placed = replies.filter((reply) => reply.status === 201)
    const refused = replies.flatMap((reply) => (reply.status === 201 ? [] : [reply]))
    expect(placed).toHaveLength(12)
    expect(refused).toHaveLength(8)
    for (const reply of refused) {
      expect(reply.status).toBe(422)
      expect(reply.refusal).toMatchObject({ message: "Only 0 left of Classic Burger" })
    }
    expect(await leftOf(id)).toEqual({ daily: 12, left: 0 })
    // Nothing oversold: the open orders hold exactly twelve of it.
    const open = await admin.orders.list({ urlParams: { status: "open" } })
    const sold = open
      .flatMap((o) => o.items)
      .filter((item) => item.id === id)
      .reduce((sum, item) => sum + item.quantity, 0)
    expect(sold).toBe(12)
  })

  it("refuses the 13th burger with the issue's words, writing nothing", { timeout: 60_000 }, async () => {
    const id = await countedItem(12)
    await order(id, 12)
    const before = await admin.orders.list({ urlParams: { status: "open" } })
    expect(await refusalOf(id)).toMatchObject({
      _tag: "OrderRejected",
      status: 422,
      message: "Only 0 left of Classic Burger"
    })
    expect((await admin.orders.list({ urlParams: { status: "open" } })).length).toBe(before.length)
  })

  it("takes an order's lines of one item together, all or nothing", async () => {
    const id = await countedItem(3)
    const payload = await withServerTotals(
      client,
      orderSubmission({
        items: [line(id, 2), line(id, 2, { notes: "no onion" })],
        contactInfo: { name: "Two Lines", phone: "7705550303" }
      })
    )
    expect(await client.orders.place({ payload, headers: {} }).refused()).toMatchObject({
      message: "Only 3 left of Classic Burger"
    })
    expect(await leftOf(id)).toEqual({ daily: 3, left: 3 })
  })

  it("gives a cancelled or rejected order's count back, once, and takes it again if reopened", async () => {
    const id = await countedItem(5)
    const first = (await order(id, 3)).order
    const second = (await order(id, 2)).order
    expect(await leftOf(id)).toEqual({ daily: 5, left: 0 })
    await admin.orders.setStatus({ path: { id: first.id }, payload: { status: "cancelled" } })
    expect(await leftOf(id)).toEqual({ daily: 5, left: 3 })
    await admin.orders.setStatus({ path: { id: first.id }, payload: { status: "cancelled" } })
    expect(await leftOf(id)).toEqual({ daily: 5, left: 3 })
    await admin.orders.reject({ path: { id: second.id }, payload: { reason: "Out of buns" } })
    expect(await leftOf(id)).toEqual({ daily: 5, left: 5 })
    // Reopened, the first takes its three again; with only two left it could not be.
    await order(id, 3)
    expect(
      await admin.orders.setStatus({ path: { id: first.id }, payload: { status: "pending" } }).refused()
    ).toMatchObject({
      status: 409,
      message: `Order ${first.orderNumber} cannot be reopened: Only 2 left of Classic Burger`
    })
    await admin.menu.setCount({ path: { id }, payload: { count: 6 } })
    await admin.orders.setStatus({ path: { id: first.id }, payload: { status: "pending" } })
    expect(await leftOf(id)).toEqual({ daily: 6, left: 3 })
  })

  it("lets any staff role set or clear a count (86 is 0), audited; never a customer", async () => {
    const id = await countedItem(null, "Fish Tacos")
    expect(await leftOf(id)).toBeNull()
    const kitchen = await staffAs("kitchen")
    expect(await kitchen.menu.setCount({ path: { id }, payload: { count: 0 } })).toMatchObject({
      count: { daily: 0, left: 0 }
    })
    expect((await refusalOf(id)).message).toBe("Only 0 left of Fish Tacos")
    await kitchen.menu.setCount({ path: { id }, payload: { count: null } })
    expect(await leftOf(id)).toBeNull()
    await order(id, 40)
    expect(await client.menu.setCount({ path: { id }, payload: { count: 4 } }).refused()).toMatchObject({
      status: 401
    })
    expect((await call("PUT", `/api/menu/items/${id}/count`, { count: 4 })).status).toBe(401)
    const bad = await staff("PUT", `/api/menu/items/${id}/count`, { count: -1 })
    expect(bad.status).toBe(400)
    expect(JSON.stringify(bad.body)).toContain("Count must be a whole number from 0 to 9999, or off")
    const audit = await admin.audit.recent({ urlParams: {} })
    expect(audit.entries.find((entry) => entry.action === "menu.counted")).toMatchObject({
      subject: expect.stringContaining("Fish Tacos")
    })
    expect(
      await admin.menu.setCount({ path: { id: MenuItemId.make(999_999) }, payload: { count: 1 } }).refused()
    ).toMatchObject({ status: 404 })
  })

  it("tells every open menu when an item sells out, on the public menu stream", async () => {
    const id = await countedItem(1)
    const stream = await openEventStream(`${server.url}/api/menu/events`)
    opened.push(stream)
    expect(stream.status).toBe(200)
    await order(id, 1)
    // The item's making and counting are menu updates too, which on PostgreSQL (LISTEN/NOTIFY) may
    // reach a stream opened just after them: the sale is the update that says none are left.
    const soldOut = (data: string) => (JSON.parse(data) as { count?: { left?: number } }).count?.left === 0
    const event = await stream.next((e) => e.event === "menu.updated" && soldOut(e.data), 5000)
    expect(JSON.parse(event.data)).toEqual({ itemId: id, count: { daily: 1, left: 0 } })
    expect(await leftOf(id)).toEqual({ daily: 1, left: 0 })
  })
  // Last: it moves the clock a day on, past the admin session's day.
  it("resets to the day's count at 04:00 on the venue's clock, and yesterday's cancellations stay yesterday's", async () => {
    const id = await countedItem(3)
    const yesterday = (await order(id, 3)).order
    expect((await refusalOf(id)).message).toBe("Only 0 left of Classic Burger")
    clock.set("2026-06-02T07:59:00.000Z") // 03:59 EDT
    expect(await leftOf(id)).toEqual({ daily: 3, left: 0 })
    clock.set("2026-06-02T08:00:00.000Z") // 04:00 EDT
    expect(await leftOf(id)).toEqual({ daily: 3, left: 3 })
    await order(id, 1)
    expect(await leftOf(id)).toEqual({ daily: 3, left: 2 })
    // A session opened today (the admin's began yesterday).
    const today = await signIn("admin", TEST_ADMIN_PASSWORD)
    await today.orders.setStatus({ path: { id: yesterday.id }, payload: { status: "cancelled" } })
    expect(await leftOf(id)).toEqual({ daily: 3, left: 2 })
  })
})
