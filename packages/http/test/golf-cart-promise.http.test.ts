import { defaultCourse, formatTimeOfDay } from "@grill/core"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { type ControlledClock, controlledClock } from "./support/controlled-clock.js"
import { eventually, type FakePrinter, printerSettings, startFakePrinter } from "./support/fake-printer.js"
import { useTestServer } from "./support/harness.js"
import { placeOrder } from "./support/order-submissions.js"

// Saturday 2026-06-13, 11:00 AM in New York (the demo venue's zone).
const START = "2026-06-13T15:00:00.000Z"
const ZONE = "America/New_York"
const MINUTE = 60_000
let clock: ControlledClock

const { client, admin } = useTestServer(() => {
  clock = controlledClock(START)
  return { clock: clock.clock, env: { GRILL_PRINT_CHECK_SECONDS: "0.05", GRILL_OPENING_HOURS: "ignore" } }
})

let printer: FakePrinter
beforeAll(async () => {
  printer = await startFakePrinter()
  expect(await admin.printers.add({ payload: printerSettings("Kitchen", printer.port) }).status()).toBe(201)
})
afterAll(() => printer.close())
beforeEach(async () => {
  clock.set(START)
  await admin.kitchen.quote({ payload: { minutes: 35 } })
})

const holeFive = defaultCourse.holes[4]!

/** The cart reports from the 5th tee and, ten minutes later (now), from its green: live, ten minutes a hole. */
const liveCart = async (cartId: string) => {
  const issued = await admin.course.issueToken({ path: { cartId } }).answer()
  const report = (at: string, point: { latitude: number; longitude: number }) =>
    client.course
      .reportPosition({
        path: { cartId },
        payload: { currentHole: 5, nextHole: 6, ...point, lastUpdated: at },
        headers: { authorization: `Bearer ${issued.value.token}` }
      })
      .status()
  expect(await report("2026-06-13T14:50:00.000Z", holeFive.tee)).toBe(204)
  expect(await report(START, holeFive.green)).toBe(204)
}

const placeFor = async (cartId: string) =>
  (await placeOrder(client, { orderType: "golf_cart", golfCartDelivery: { cartId } })).order
const byNumber = async (orderNumber: string) =>
  (await client.orders.byNumber({ path: { orderNumber } })).order
/** The order as the Golf Carts screen reads it. */
const onGolfCartsScreen = async (id: number) =>
  (await admin.orders.list({ urlParams: { type: "golf_cart" } })).find((order) => order.id === id)

describe("a golf-cart order's one promise", () => {
  it("is never sooner than the kitchen's quote: at checkout and on the order placed", async () => {
    await admin.kitchen.quote({ payload: { minutes: 60 } })
    await liveCart("1")
    const checkout = (await client.golfCarts.one({ path: { cartId: "1" } })).eta
    expect(checkout?.minutes).toBeGreaterThanOrEqual(60)
    const placed = await placeFor("1")
    expect(placed.deliveryTimeEstimate).toBe(60)
    expect(placed.eta?.minutes).toBeGreaterThanOrEqual(60)
    expect(Date.parse(placed.eta!.at)).toBeGreaterThanOrEqual(Date.parse(placed.createdAt) + 60 * MINUTE)
    // What the checkout promised is what the order keeps.
    expect(placed.eta).toEqual(checkout)
  })

  it("moves with the kitchen's accepted estimate, and the order, the Golf Carts screen and the ticket say the same", async () => {
    await liveCart("2")
    const placed = await placeFor("2")
    const quoted = placed.eta!
    const accepted = (await admin.orders.accept({ path: { id: placed.id }, payload: { minutes: 90 } })).order
    const promise = accepted.eta!
    expect(Date.parse(promise.at)).toBeGreaterThan(Date.parse(quoted.at))
    expect(Date.parse(promise.at)).toBeGreaterThanOrEqual(Date.parse(placed.createdAt) + 90 * MINUTE)

    clock.advance(7 * MINUTE)
    const read = (await byNumber(placed.orderNumber)).eta
    expect(read).toEqual({ ...promise, minutes: promise.minutes - 7 })
    expect((await onGolfCartsScreen(placed.id))?.eta).toEqual(read)

    const meeting = `Cart 2: Meet around hole ${promise.hole} at about ${formatTimeOfDay(new Date(promise.at), ZONE)}`
    await eventually("the kitchen printed the ticket", () =>
      printer.tickets().some((ticket) => ticket.lines.includes(`#${placed.orderNumber}`))
    )
    const ticket = printer.tickets().find((ticket) => ticket.lines.includes(`#${placed.orderNumber}`))
    expect(ticket?.lines).toContain(meeting)
  })

  it("holds its time across reads and when the food is ready early", async () => {
    await liveCart("3")
    const placed = await placeFor("3")
    const promised = (await admin.orders.accept({ path: { id: placed.id }, payload: {} })).order.eta!
    clock.advance(10 * MINUTE)
    const ready = await admin.orders.setStatus({ path: { id: placed.id }, payload: { status: "ready" } })
    expect(ready.order.eta?.at).toBe(promised.at)
    expect(ready.order.eta?.hole).toBe(promised.hole)
    clock.advance(3 * MINUTE)
    expect((await byNumber(placed.orderNumber)).eta?.at).toBe(promised.at)
    expect((await byNumber(placed.orderNumber)).eta?.at).toBe(promised.at)
  })

  it("moves later, never earlier, when the food is ready after the promised time", async () => {
    await liveCart("4")
    const placed = await placeFor("4")
    const promised = (await admin.orders.accept({ path: { id: placed.id }, payload: {} })).order.eta!
    clock.set(new Date(Date.parse(promised.at) + 20 * MINUTE).toISOString())
    const ready = (await admin.orders.setStatus({ path: { id: placed.id }, payload: { status: "ready" } }))
      .order.eta!
    expect(Date.parse(ready.at)).toBeGreaterThan(Date.parse(promised.at) + 20 * MINUTE)
    expect((await byNumber(placed.orderNumber)).eta).toEqual(ready)
  })
})
