import { randomUUID } from "node:crypto"
import { beforeAll, describe, expect, it } from "vitest"
import { addCarts, cartItem } from "./support/bev-carts.js"
import { type ControlledClock, controlledClock } from "./support/controlled-clock.js"
import { useTestServer } from "./support/harness.js"
import { line, placeOrder } from "./support/order-submissions.js"

/*
 * A cart's register and course queue serve its own attendants (issue 43): an account limited to
 * outlets gets its carts' register, sales and queue, and a 403 saying where it works at another
 * cart's, writing nothing; an account of every outlet (null) serves every cart as before.
 */

const NOW = "2026-06-06T16:00:00.000Z"
let clock: ControlledClock

const { admin, client, signIn, staffAs } = useTestServer(() => {
  clock = controlledClock(NOW)
  return { clock: clock.clock, env: { GRILL_OPENING_HOURS: "ignore" } }
})

let water: number
type Signed = Awaited<ReturnType<typeof signIn>>
let attendant: Signed
let manager: Signed
let unscoped: Signed

const account = async (username: string, role: "kitchen" | "manager", outlets: Array<string> | null) => {
  const password = `${username}-password`
  await admin.staffUsers.create({ payload: { username, password, role, outlets } })
  return signIn(username, password)
}

beforeAll(async () => {
  await addCarts(admin, [
    ["cart-a", "Cart A"],
    ["cart-b", "Cart B"]
  ])
  water = await cartItem(admin, ["cart-a", "cart-b"], { name: "Cart Water", price: 200 })
  attendant = await account("cart-a-attendant", "kitchen", ["cart-a"])
  manager = await account("cart-a-manager", "manager", ["cart-a", "grill"])
  unscoped = await staffAs("kitchen")
})

const saleAt = (outlet: string) => ({
  key: randomUUID(),
  madeAt: NOW,
  outlet,
  lines: [{ itemId: water, quantity: 1 }],
  tender: "cash" as const,
  memberNumber: null,
  tipCents: 0,
  cashTenderedCents: null,
  idChecked: false
})

const orderCount = async () => (await admin.orders.list({ urlParams: { limit: 500 } })).length

describe("a cart's attendants", () => {
  it("get their own cart's register, queue and sales", async () => {
    for (const who of [attendant, manager]) {
      expect((await who.bevCart.register({ path: { slug: "cart-a" } })).outlet.slug).toBe("cart-a")
      expect(await who.bevCart.queue({ path: { slug: "cart-a" }, urlParams: {} })).toEqual([])
      expect((await who.bevCart.sale({ payload: saleAt("cart-a") })).outlet).toBe("cart-a")
    }
  })

  it("get a 403 saying where they work at another cart's, writing nothing", async () => {
    const before = await orderCount()
    for (const [who, where] of [
      [attendant, "cart-a"],
      [manager, "cart-a, grill"]
    ] as const) {
      const message = `Your account works at ${where} only`
      expect(await who.bevCart.register({ path: { slug: "cart-b" } }).refused()).toMatchObject({
        status: 403,
        message
      })
      expect(await who.bevCart.queue({ path: { slug: "cart-b" }, urlParams: {} }).refused()).toMatchObject({
        status: 403,
        message
      })
      expect(await who.bevCart.sale({ payload: saleAt("cart-b") }).refused()).toMatchObject({
        status: 403,
        message
      })
    }
    expect(await orderCount()).toBe(before)
    // An unknown cart is still unknown to them.
    expect(await attendant.bevCart.register({ path: { slug: "no-such-cart" } }).status()).toBe(404)
  })

  it("refuse another cart's course order (403), and an account of every outlet serves every cart", async () => {
    const order = (
      await placeOrder(client, {
        orderType: "golf_cart",
        golfCartDelivery: { cartId: "7" },
        outlet: "cart-b",
        contactInfo: { name: "Golfer Seven", phone: "770-555-0107" },
        items: [line(water, 1)]
      })
    ).order
    expect(await attendant.bevCart.onMyWay({ path: { id: order.id } }).status()).toBe(403)
    expect(
      (await unscoped.bevCart.queue({ path: { slug: "cart-b" }, urlParams: {} })).map(
        (entry) => entry.orderId
      )
    ).toEqual([order.id])
    expect((await unscoped.bevCart.register({ path: { slug: "cart-b" } })).outlet.slug).toBe("cart-b")
    expect((await unscoped.bevCart.sale({ payload: saleAt("cart-b") })).outlet).toBe("cart-b")
    expect((await unscoped.bevCart.onMyWay({ path: { id: order.id } })).status).toBe("ready")
  })
})
