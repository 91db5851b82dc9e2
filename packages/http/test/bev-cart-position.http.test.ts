import { beforeAll, describe, expect, it } from "vitest"
import { addCarts, cartItem, reportCartAt } from "./support/bev-carts.js"
import { type ControlledClock, controlledClock } from "./support/controlled-clock.js"
import { useTestServer } from "./support/harness.js"
import { line, placeOrder } from "./support/order-submissions.js"

/*
 * The beverage cart's position shared with the golfers (issue 43): the attendant's phone sends
 * fixes while sharing; a golf-cart order of the cart that is "On my way" reads that the cart is on
 * its way and, while the last fix is a few minutes old at most, where it is; sharing stops on off.
 */

const NOW = "2026-06-06T16:00:00.000Z"
const MINUTE = 60_000
let clock: ControlledClock

const { admin, client, signIn, staff } = useTestServer(() => {
  clock = controlledClock(NOW)
  return { clock: clock.clock, env: { GRILL_OPENING_HOURS: "ignore" } }
})

let water: number
const SPOT = { latitude: 34.1012, longitude: -84.5191 }

beforeAll(async () => {
  await addCarts(admin, [
    ["cart-p", "Cart P"],
    ["cart-o", "Cart O"]
  ])
  water = await cartItem(admin, ["cart-p", "cart-o"], { name: "Cart Water", price: 200 })
})

const orderAt = async (outlet: string, orderType: "golf_cart" | "pickup" = "golf_cart", cartId = "4") =>
  (
    await placeOrder(client, {
      orderType,
      ...(orderType === "golf_cart" ? { golfCartDelivery: { cartId } } : {}),
      outlet,
      contactInfo: { name: "Golfer Four", phone: "770-555-0104" },
      items: [line(outlet === "grill" ? 1 : water, 1)]
    })
  ).order

const onItsWay = (orderNumber: string) => client.bevCartOrders.onItsWay({ path: { orderNumber } })
const share = (slug: string, body: unknown) => staff("PUT", `/api/bev-cart/${slug}/position`, body)

describe("the cart's position shared with the golfers", () => {
  it("shows the cart on its way, and where it is, once the attendant says On my way", async () => {
    const order = await orderAt("cart-p")
    expect(await onItsWay(order.orderNumber)).toEqual({ onItsWay: false, position: null, yourCart: null })
    expect((await share("cart-p", SPOT)).status).toBe(204)
    // Shared, but the cart is not on its way with this order yet.
    expect(await onItsWay(order.orderNumber)).toEqual({ onItsWay: false, position: null, yourCart: null })
    expect((await staff("POST", `/api/bev-cart/orders/${order.id}/on-my-way`)).status).toBe(200)
    expect(await onItsWay(order.orderNumber)).toEqual({
      onItsWay: true,
      position: { ...SPOT, at: NOW },
      yourCart: null
    })

    // A newer fix replaces the last.
    clock.advance(MINUTE)
    const moved = { latitude: 34.102, longitude: -84.52 }
    expect((await share("cart-p", moved)).status).toBe(204)
    const at = new Date(Date.parse(NOW) + MINUTE).toISOString()
    expect((await onItsWay(order.orderNumber)).position).toEqual({ ...moved, at })

    // A phone gone quiet for more than five minutes: on its way, but no position to show.
    clock.advance(5 * MINUTE)
    expect((await onItsWay(order.orderNumber)).position).toEqual({ ...moved, at })
    clock.advance(MINUTE)
    expect(await onItsWay(order.orderNumber)).toEqual({ onItsWay: true, position: null, yourCart: null })

    // Sharing again, then off: forgotten at once.
    expect((await share("cart-p", SPOT)).status).toBe(204)
    expect((await onItsWay(order.orderNumber)).position).not.toBeNull()
    expect((await staff("DELETE", "/api/bev-cart/cart-p/position")).status).toBe(204)
    expect(await onItsWay(order.orderNumber)).toEqual({ onItsWay: true, position: null, yourCart: null })

    // Handed over: no longer on its way.
    expect((await share("cart-p", SPOT)).status).toBe(204)
    expect((await staff("POST", `/api/bev-cart/orders/${order.id}/handed-over`)).status).toBe(200)
    expect(await onItsWay(order.orderNumber)).toEqual({ onItsWay: false, position: null, yourCart: null })
  })

  it("shows the golfers' own cart beside it while that cart reports", async () => {
    clock.set(NOW)
    const order = await orderAt("cart-p", "golf_cart", "7")
    expect((await staff("POST", `/api/bev-cart/orders/${order.id}/on-my-way`)).status).toBe(200)
    // Cart 7 has never reported: nothing to show of it.
    expect((await onItsWay(order.orderNumber)).yourCart).toBeNull()
    const tee = await reportCartAt(admin, client, "7", 3, NOW)
    expect((await onItsWay(order.orderNumber)).yourCart).toEqual({ ...tee, at: NOW })
    // Quiet for longer than the course's tracking window (two minutes): no longer shown as live.
    clock.advance(2 * MINUTE - 1000)
    expect((await onItsWay(order.orderNumber)).yourCart).toEqual({ ...tee, at: NOW })
    clock.advance(1000)
    expect((await onItsWay(order.orderNumber)).yourCart).toBeNull()
  })

  it("shows another cart's position to none of its orders, nor a grill order anything", async () => {
    clock.set(NOW)
    expect((await share("cart-p", SPOT)).status).toBe(204)
    const other = await orderAt("cart-o")
    expect((await staff("POST", `/api/bev-cart/orders/${other.id}/on-my-way`)).status).toBe(200)
    expect(await onItsWay(other.orderNumber)).toEqual({ onItsWay: true, position: null, yourCart: null })
    const atGrill = await orderAt("grill")
    expect(await onItsWay(atGrill.orderNumber)).toEqual({ onItsWay: false, position: null, yourCart: null })
    expect((await client.bevCartOrders.onItsWay({ path: { orderNumber: "NO-SUCH" } }).refused()).status).toBe(
      404
    )
  })

  it("refuses a spot off the globe, another cart's attendant, and anyone without a session", async () => {
    const bad = await share("cart-p", { latitude: 91, longitude: 0 })
    expect(bad.status).toBe(400)
    expect(JSON.stringify(bad.body)).toContain("latitude must be a number from -90 to 90")
    expect((await share("grill", SPOT)).status).toBe(400)
    expect((await share("nowhere", SPOT)).status).toBe(404)
    await admin.staffUsers.create({
      payload: {
        username: "cart-o-only",
        password: "cart-o-only-password",
        role: "kitchen",
        outlets: ["cart-o"]
      }
    })
    const attendant = await signIn("cart-o-only", "cart-o-only-password")
    expect(
      await attendant.bevCart.sharePosition({ path: { slug: "cart-p" }, payload: SPOT }).refused()
    ).toMatchObject({ status: 403, message: "Your account works at cart-o only" })
    expect(await attendant.bevCart.stopSharing({ path: { slug: "cart-p" } }).status()).toBe(403)
    expect(await client.bevCart.sharePosition({ path: { slug: "cart-p" }, payload: SPOT }).status()).toBe(401)
  })
})
