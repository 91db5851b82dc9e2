import { defaultCourse } from "@grill/core"
import { beforeAll, describe, expect, it } from "vitest"
import { addCarts, cartItem, reportCartAt } from "./support/bev-carts.js"
import { type ControlledClock, controlledClock } from "./support/controlled-clock.js"
import { useTestServer } from "./support/harness.js"
import { line, placeOrder } from "./support/order-submissions.js"

/*
 * The beverage cart's course queue over HTTP (issue 43): its open golf-cart orders, those whose
 * golfers it reaches first first, and "On my way" / "Handed over", which the customer's order
 * reads as Ready for Delivery, then Delivered.
 */

const NOW = "2026-06-06T16:00:00.000Z"
const MINUTE = 60_000
let clock: ControlledClock

const { admin, client, staff } = useTestServer(() => {
  clock = controlledClock(NOW)
  return { clock: clock.clock, env: { GRILL_OPENING_HOURS: "ignore" } }
})

let water: number

/** The golfers' cart reports from the tee of `hole`, now. */
const cartAt = (cartId: string, hole: number) =>
  reportCartAt(admin, client, cartId, hole, new Date(clock.clock.unsafeCurrentTimeMillis()).toISOString())

/** A golf-cart order from `cartId` at `outlet`, a minute after the last. */
const orderFrom = async (cartId: string, outlet = "cart-q", name = `Golfer ${cartId}`) => {
  clock.advance(MINUTE)
  return (
    await placeOrder(client, {
      orderType: "golf_cart",
      golfCartDelivery: { cartId },
      outlet,
      contactInfo: { name, phone: "770-555-0101" },
      items: [line(outlet === "cart-q" ? water : 1, 2)]
    })
  ).order
}

const queue = (query = "", slug = "cart-q") => staff("GET", `/api/bev-cart/${slug}/queue${query}`)
const step = (id: number, verb: "on-my-way" | "handed-over") =>
  staff("POST", `/api/bev-cart/orders/${id}/${verb}`)

beforeAll(async () => {
  await addCarts(admin, [["cart-q", "Cart Q"]])
  water = await cartItem(admin, ["cart-q"], { name: "Queue Water", price: 200 })
})

describe("the course queue", () => {
  it("orders the cart's golf-cart orders by where the golfers are ahead of the cart", async () => {
    await cartAt("1", 3)
    await cartAt("2", 7)
    await cartAt("3", 12)
    const third = await orderFrom("3", "cart-q", "Cy Ward")
    const second = await orderFrom("2")
    const first = await orderFrom("1")
    // Another outlet's golf-cart order is not the cart's.
    await orderFrom("4", "grill")

    const byTime = await queue()
    expect(byTime.status).toBe(200)
    expect(byTime.body.map((entry: { orderId: number }) => entry.orderId)).toEqual([
      third.id,
      second.id,
      first.id
    ])
    expect(byTime.body[0]).toMatchObject({
      orderNumber: third.orderNumber,
      firstName: "Cy",
      items: [{ name: "Queue Water", quantity: 2 }],
      status: "pending",
      golfCart: { cartId: "3", hole: 12 }
    })

    // At the 5th: the golfers on the 7th first, then the 12th, and the 3rd (behind) last.
    const atFifth = await queue("?hole=5")
    expect(atFifth.body.map((entry: { orderId: number }) => entry.orderId)).toEqual([
      second.id,
      third.id,
      first.id
    ])
    // At the 2nd green by its spot: the 3rd is just ahead.
    const green = defaultCourse.holes[1]!.green
    const atSecond = await queue(`?lat=${green.latitude}&lng=${green.longitude}`)
    expect(atSecond.body.map((entry: { orderId: number }) => entry.orderId)).toEqual([
      first.id,
      second.id,
      third.id
    ])
  })

  it("refuses a half-given spot, a hole off the course, another kind of outlet and an unknown one", async () => {
    const half = await queue("?lat=34.1")
    expect(half.status).toBe(400)
    expect(half.body.message).toBe("lat and lng go together: send both or neither")
    expect((await queue("?hole=19")).status).toBe(400)
    const grill = await queue("", "grill")
    expect(grill.status).toBe(400)
    expect(grill.body.message).toMatch(/not a beverage cart/)
    expect((await queue("", "no-such-cart")).status).toBe(404)
  })

  it("is for staff only", async () => {
    expect(await client.bevCart.queue({ path: { slug: "cart-q" }, urlParams: {} }).status()).toBe(401)
  })
})

describe("On my way and Handed over", () => {
  it("moves the order to Ready for Delivery, then Delivered, as the customer's page reads it", async () => {
    const order = await orderFrom("5")
    const onWay = await step(order.id, "on-my-way")
    expect(onWay.status).toBe(200)
    expect(onWay.body).toMatchObject({ id: order.id, status: "ready" })
    const page = await client.orders.byNumber({ path: { orderNumber: order.orderNumber } })
    expect(page.order.status).toBe("ready")

    const again = await step(order.id, "on-my-way")
    expect(again.status).toBe(409)
    expect(again.body.message).toBe(`Order ${order.orderNumber} is already on its way`)

    const handed = await step(order.id, "handed-over")
    expect(handed.status).toBe(200)
    expect(handed.body.status).toBe("delivered")
    const done = await client.orders.byNumber({ path: { orderNumber: order.orderNumber } })
    expect(done.order.statusHistory?.map((change) => change.status)).toEqual([
      "pending",
      "ready",
      "delivered"
    ])
    expect((await queue()).body.some((entry: { orderId: number }) => entry.orderId === order.id)).toBe(false)

    const twice = await step(order.id, "handed-over")
    expect(twice.status).toBe(409)
    expect(twice.body.message).toBe(`Order ${order.orderNumber} is already delivered`)
  })

  it("refuses another outlet's order and an order that does not exist", async () => {
    const atGrill = await orderFrom("6", "grill")
    const refused = await step(atGrill.id, "on-my-way")
    expect(refused.status).toBe(409)
    expect(refused.body.message).toMatch(
      new RegExp(`^Order ${atGrill.orderNumber} is .*'s, not a beverage cart's$`)
    )
    expect((await step(atGrill.id, "handed-over")).status).toBe(409)
    const missing = await step(99_999_999, "handed-over")
    expect(missing.status).toBe(404)
    expect(missing.body.message).toBe("Order not found")
  })
})
