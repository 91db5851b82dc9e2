import { defaultCourse } from "@grill/core"
import { beforeEach, describe, expect, it } from "vitest"
import type { OrderSubmission } from "../src/orders/order-input.js"
import { type ControlledClock, controlledClock } from "./support/controlled-clock.js"
import { useTestServer } from "./support/harness.js"
import { orderSubmission, placeOrder, withServerTotals } from "./support/order-submissions.js"

const START = "2026-06-13T15:00:00.000Z"
let clock: ControlledClock

const { call, client, admin } = useTestServer(() => {
  clock = controlledClock(START)
  return { clock: clock.clock }
})
beforeEach(() => clock.set(START))

const holeFive = defaultCourse.holes[4]!
const onHoleFive = {
  currentHole: 5,
  nextHole: 6,
  latitude: holeFive.tee.latitude,
  longitude: holeFive.tee.longitude
}

const issueToken = async (cartId: string): Promise<string> => {
  const issued = await admin.course.issueToken({ path: { cartId } }).answer()
  expect(issued.status).toBe(201)
  return issued.value.token
}

type Position = typeof onHoleFive & { readonly lastUpdated?: string }
/** A cart's GPS unit reporting its position with its device token; the status it got. */
const report = (cartId: string, token: string | undefined, payload: Position) =>
  client.course
    .reportPosition({
      path: { cartId },
      payload,
      headers: token === undefined ? {} : { authorization: `Bearer ${token}` }
    })
    .status()
/** Raw: a position the declaration refuses before sending, as a faulty unit sends it. */
const reportRaw = (cartId: string, token: string, body: unknown) =>
  call("POST", `/api/golf-carts/${cartId}/position`, body, { authorization: `Bearer ${token}` })

const cartReply = (cartId: string) => client.golfCarts.one({ path: { cartId } })
const cart = async (cartId: string) => (await cartReply(cartId)).cart
const placeFor = (order: OrderSubmission) => client.orders.place({ payload: order, headers: {} })

describe("the course", () => {
  it("is served with 18 holes and the clubhouse", async () => {
    // Raw: the course as the wire carries it, equal to core's definition.
    const { status, body } = await call("GET", "/api/course")
    expect(status).toBe(200)
    expect(body).toEqual(JSON.parse(JSON.stringify(defaultCourse)))
  })
})

describe("cart telemetry", () => {
  it("seeds demo carts with old positions, so none is live", async () => {
    const fleet = (await admin.golfCarts.fleet()).carts
    expect(Object.values(fleet).map((c) => c.live)).toEqual(Array(8).fill(false))
  })

  it("moves the cart and makes it live with a good device token", async () => {
    const token = await issueToken("1")
    expect(await report("1", token, onHoleFive)).toBe(204)
    expect(await cart("1")).toEqual({ cartId: "1", ...onHoleFive, lastUpdated: START, live: true })
    const fleet = (await admin.golfCarts.fleet()).carts
    expect(fleet["1"]).toMatchObject({ ...onHoleFive, live: true })
  })

  it("keeps the time of the fix the unit sends, and refuses one from the future", async () => {
    const token = await issueToken("2")
    const fixedAt = "2026-06-13T14:59:30.000Z"
    expect(await report("2", token, { ...onHoleFive, lastUpdated: fixedAt })).toBe(204)
    expect(await cart("2")).toMatchObject({ lastUpdated: fixedAt, live: true })
    const future = client.course.reportPosition({
      path: { cartId: "2" },
      payload: { ...onHoleFive, currentHole: 6, lastUpdated: "2026-06-13T15:01:00Z" },
      headers: { authorization: `Bearer ${token}` }
    })
    expect(await future.refused()).toMatchObject({
      status: 400,
      message: "lastUpdated cannot be in the future"
    })
    expect(await cart("2")).toMatchObject({ currentHole: 5, lastUpdated: fixedAt })
  })

  it("refuses a missing, wrong, other cart's or revoked token with 401 and moves nothing", async () => {
    const before = await cart("3")
    const token = await issueToken("3")
    const otherCartsToken = await issueToken("4")
    for (const bad of [undefined, "", "not-the-token", otherCartsToken]) {
      const refused = await client.course
        .reportPosition({
          path: { cartId: "3" },
          payload: onHoleFive,
          headers: bad === undefined ? {} : { authorization: `Bearer ${bad}` }
        })
        .refused()
      expect(refused.status).toBe(401)
      expect(refused.message).toMatch(/token/)
    }
    expect(await admin.course.revokeToken({ path: { cartId: "3" } }).status()).toBe(204)
    expect(await report("3", token, onHoleFive)).toBe(401)
    expect(await cart("3")).toEqual(before)
  })

  it("revokes the old token when a new one is issued", async () => {
    const first = await issueToken("5")
    const second = await issueToken("5")
    expect(second).not.toBe(first)
    expect(await report("5", first, onHoleFive)).toBe(401)
    expect(await report("5", second, onHoleFive)).toBe(204)
  })

  it.each([
    ["a hole past 18", { ...onHoleFive, currentHole: 19 }, "Expected a hole number from 1 to 18"],
    ["a hole 0", { ...onHoleFive, nextHole: 0 }, "Expected a hole number from 1 to 18"],
    ["a latitude past 90", { ...onHoleFive, latitude: 91 }, "Expected a latitude between -90 and 90"],
    ["a longitude past 180", { ...onHoleFive, longitude: -181 }, "Expected a longitude between -180 and 180"],
    ["a text hole", { ...onHoleFive, currentHole: "5" }, "Expected a hole number from 1 to 18"],
    ["a missing longitude", { currentHole: 5, nextHole: 6, latitude: 34.1 }, "longitude: is missing"],
    ["an unreadable time", { ...onHoleFive, lastUpdated: "yesterday" }, "Expected an ISO date and time"]
  ])("refuses %s with 400 and moves nothing", async (_, body, message) => {
    const token = await issueToken("6")
    const before = await cart("6")
    const response = await reportRaw("6", token, body)
    expect(response.status).toBe(400)
    expect(response.body.message).toContain(message)
    expect(await cart("6")).toEqual(before)
  })

  it("lets only staff issue and revoke tokens, for carts that exist", async () => {
    expect(await client.course.issueToken({ path: { cartId: "1" } }).status()).toBe(401)
    expect(await client.course.revokeToken({ path: { cartId: "1" } }).status()).toBe(401)
    expect(await admin.course.issueToken({ path: { cartId: "99" } }).status()).toBe(404)
  })

  it("turns live off once the last position is two minutes old", async () => {
    const token = await issueToken("7")
    expect(await report("7", token, onHoleFive)).toBe(204)
    clock.advance(119_000)
    expect((await cart("7")).live).toBe(true)
    clock.advance(1_000)
    expect((await cart("7")).live).toBe(false)
  })
})

describe("golf-cart order ETA", () => {
  it("tells the golfer when and around which hole the food meets the cart", async () => {
    const token = await issueToken("8")
    clock.set("2026-06-13T14:50:00.000Z")
    expect(await report("8", token, onHoleFive)).toBe(204)
    clock.set(START)
    const green = { ...onHoleFive, latitude: holeFive.green.latitude, longitude: holeFive.green.longitude }
    expect(await report("8", token, green)).toBe(204)
    const placed = await placeOrder(client, { orderType: "golf_cart", golfCartDelivery: { cartId: "8" } })
    const eta = placed.order.eta
    // Ten minutes a hole, measured: the kitchen's 35 minutes carry the cart three and a half holes on.
    expect(eta?.hole).toBe(9)
    expect(eta?.minutes).toBeGreaterThan(35)
    expect(eta?.minutes).toBeLessThan(50)
    const read = await client.orders.byNumber({ path: { orderNumber: placed.orderNumber } })
    expect(read.order.eta).toEqual(eta)
    // The checkout promised the same before the order was placed.
    expect((await cartReply("8")).eta).toEqual(eta)
  })

  it("is promised at checkout only for a cart whose position says something about now", async () => {
    const seeded = await cartReply("3")
    expect(seeded.eta).toMatchObject({ hole: expect.any(Number), minutes: expect.any(Number) })
    expect(seeded.eta?.minutes).toBeGreaterThanOrEqual(35)
    clock.advance(5 * 60 * 60_000)
    expect((await cartReply("3")).eta).toBeNull()
  })

  it("keeps the time it promised, is null once the order is done, and absent from other order types", async () => {
    const placed = (await placeOrder(client, { orderType: "golf_cart", golfCartDelivery: { cartId: "4" } }))
      .order
    expect(placed.eta).toMatchObject({ hole: expect.any(Number), at: expect.any(String) })
    // The demo cart's position grows old, but the promise was made when it said something.
    clock.advance(4 * 60 * 60_000)
    const later = (await client.orders.byNumber({ path: { orderNumber: placed.orderNumber } })).order.eta
    expect(later).toEqual({ ...placed.eta, minutes: 0 })
    const delivered = await admin.orders.setStatus({
      path: { id: placed.id },
      payload: { status: "delivered" }
    })
    expect(delivered.order.eta).toBeNull()
    const pickup = (await placeOrder(client)).order
    expect(pickup).not.toHaveProperty("eta")
  })
})

describe("delivery at the turn", () => {
  const onHole = (number: number) => {
    const hole = defaultCourse.holes[number - 1]!
    return { currentHole: number, nextHole: number + 1, ...hole.tee }
  }
  const golfOrder = (cartId: string, pickupTime: string) =>
    withServerTotals(
      client,
      orderSubmission({ orderType: "golf_cart", golfCartDelivery: { cartId }, pickupTime })
    )

  it("offers the time the cart comes back past the clubhouse, and takes an order for it", async () => {
    const token = await issueToken("5")
    expect(await report("5", token, onHole(5))).toBe(204)
    const turnAt = (await cartReply("5")).turnAt ?? ""
    // Four and a bit holes to go at the default 15 minutes a hole.
    const minutes = (Date.parse(turnAt) - Date.parse(START)) / 60_000
    expect(minutes).toBeGreaterThan(30)
    expect(minutes).toBeLessThan(120)

    const order = await golfOrder("5", turnAt)
    const placed = await placeFor(order).answer()
    expect(placed.status).toBe(201)
    expect(
      Math.abs(Date.parse(placed.value.order.pickupTime ?? "") - Date.parse(turnAt))
    ).toBeLessThanOrEqual(60_000)
    // Its one promise is the turn it was scheduled for, at the clubhouse: what the ticket prints,
    // the Golf Carts screen shows, and still after the food is ready.
    const turnPromise = { at: placed.value.order.pickupTime, hole: 10, ...defaultCourse.clubhouse }
    expect(placed.value.order.eta).toMatchObject(turnPromise)
    const ready = await admin.orders.setStatus({
      path: { id: placed.value.order.id },
      payload: { status: "ready" }
    })
    expect(ready.order.eta).toMatchObject(turnPromise)

    // A time far from the cart's turn is refused with the turn the server now expects.
    const wrong = new Date(Date.parse(turnAt) + 60 * 60_000).toISOString()
    const refused = await placeFor({ ...order, pickupTime: wrong }).refused()
    expect(refused.status).toBe(422)
    expect(refused.message).toMatch(/^Cart 5 is now expected at the turn at \d{1,2}:\d{2} (AM|PM)/)
  })

  it("is not offered for a cart on the back nine, and such an order is refused", async () => {
    const token = await issueToken("6")
    expect(await report("6", token, onHole(12))).toBe(204)
    expect((await cartReply("6")).turnAt).toBeNull()
    const later = new Date(Date.parse(START) + 60 * 60_000).toISOString()
    const refused = await placeFor(
      orderSubmission({ orderType: "golf_cart", golfCartDelivery: { cartId: "6" }, pickupTime: later })
    ).refused()
    expect(refused.status).toBe(422)
    expect(refused.message).toBe(
      "Cart 6 will be past the turn before we can have it ready: please order it as soon as possible"
    )
  })
})
