import { Cents, defaultVenueConfig, formatDollars, priceOrder } from "@grill/core"
import { FastCheck } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { controlledClock } from "./support/controlled-clock.js"
import { useTestServer } from "./support/harness.js"
import { caller, pickupOrder, withServerTotals } from "./support/http.js"
import { staffCookie, startTestServer, type TestServer } from "./support/test-server.js"

interface WireOptionGroup {
  required: boolean
  options: Array<{ id: number; name: string; price: number }>
}
let menu: Array<{
  id: number
  price: number
  categoryId: string
  available: boolean
  name: string
  optionGroups: Array<WireOptionGroup>
}>

const { server, call, staff } = useTestServer()
beforeAll(async () => {
  menu = (await call("GET", "/api/menu/items")).body
})

const place = async (order: Record<string, unknown>, headers: Record<string, string> = {}) =>
  call("POST", "/api/orders", await withServerTotals(call, order), headers)
const orderCount = async () => (await staff("GET", "/api/orders?limit=500")).body.length as number

describe("placing an order", () => {
  it("places a pickup order priced from the menu and shows it by its order number", async () => {
    const nachos = menu.find((item) => item.name === "Loaded Nachos")
    const order = pickupOrder({ items: [{ id: nachos?.id, quantity: 2, price: 0.01, name: "tampered" }] })
    const placed = await place(order)
    expect(placed.status).toBe(201)
    expect(placed.body.orderNumber).toMatch(/^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/)
    expect(placed.body.order).toMatchObject({
      status: "pending",
      orderType: "pickup",
      subtotal: 21.98,
      tax: 1.76,
      deliveryFee: 0,
      total: 23.74,
      deliveryTimeEstimate: 35,
      contactInfo: { name: "Jane Doe", phone: "7705550101" }
    })
    expect(placed.body.order.items[0]).toMatchObject({ name: "Loaded Nachos", price: 10.99, quantity: 2 })
    const read = await call("GET", `/api/orders/${placed.body.orderNumber}`)
    expect(read.body.order.total).toBe(23.74)
  })

  it("matches the issue's worked example: 2 × $8.99 + $4.50, delivery, 18% tip", async () => {
    // Menu prices are the server's own, so price two fresh items for the example.
    const cookie = await staffCookie(server.url)
    const admin = caller(server.url, { cookie })
    const a = (
      await admin("POST", "/api/menu/items", { name: "Example A", price: 8.99, categoryId: "sides" })
    ).body
    const b = (await admin("POST", "/api/menu/items", { name: "Example B", price: 4.5, categoryId: "sides" }))
      .body
    const order = pickupOrder({
      items: [
        { id: a.id, quantity: 2 },
        { id: b.id, quantity: 1 }
      ],
      orderType: "delivery",
      deliveryAddress: { address: "104 Hickory Lane", city: "Woodstock", state: "GA" },
      gratuityPercent: 18,
      subtotal: 22.48,
      tax: 1.8,
      deliveryFee: 2,
      gratuity: 4.05,
      total: 30.33
    })
    const placed = await call("POST", "/api/orders", order)
    expect(placed.status).toBe(201)
    expect(placed.body.order).toMatchObject({
      subtotal: 22.48,
      tax: 1.8,
      deliveryFee: 2,
      gratuity: 4.05,
      total: 30.33
    })
  })

  it("charges exactly what the core prices for random carts with options, and refuses any other total", async () => {
    const available = menu.filter((item) => item.available)
    const cartArbitrary = FastCheck.record({
      lines: FastCheck.uniqueArray(
        FastCheck.record({
          index: FastCheck.nat({ max: available.length - 1 }),
          // Six lines of 15 stay under the online maximum (bad-input.http.test.ts covers orders over it).
          quantity: FastCheck.integer({ min: 1, max: 15 }),
          // Which options the line takes: a required group always answers, others sometimes.
          picks: FastCheck.nat()
        }),
        { minLength: 1, maxLength: 6, selector: (line) => line.index }
      ),
      tip: FastCheck.constantFrom(0, 15, 18, 20, 25),
      type: FastCheck.constantFrom("pickup", "golf_cart"),
      skew: FastCheck.integer({ min: -500, max: 500 }).filter((n) => n !== 0)
    })
    // Each run is a new customer, so no run depends on what an earlier one left.
    let customer = 0
    await FastCheck.assert(
      FastCheck.asyncProperty(cartArbitrary, async ({ lines, tip, type, skew }) => {
        customer += 1
        const items = lines.map((line) => {
          const item = available[line.index]!
          const options = item.optionGroups.flatMap((group, index) => {
            const pick = Math.floor(line.picks / 2 ** index) % (group.options.length + 1)
            const option = group.options[pick % group.options.length]!
            return group.required || pick < group.options.length ? [option] : []
          })
          return { item, options, quantity: line.quantity }
        })
        const expected = priceOrder(
          {
            lines: items.map(({ item, options, quantity }) => ({
              unitPrice: Cents(
                Math.round(item.price * 100) +
                  options.reduce((sum, option) => sum + Math.round(option.price * 100), 0)
              ),
              quantity,
              categoryId: item.categoryId
            })),
            orderType: type as "pickup" | "golf_cart",
            tipPercent: tip,
            isMember: false
          },
          defaultVenueConfig
        )
        const order = pickupOrder({
          items: items.map(({ item, options, quantity }) => ({
            id: item.id,
            quantity,
            optionIds: options.map((option) => option.id)
          })),
          orderType: type,
          golfCartDelivery: type === "golf_cart" ? { cartId: "2" } : null,
          contactInfo: { name: "Prop Erty", phone: `404555${String(customer).padStart(4, "0")}` },
          gratuityPercent: tip
        })
        const tampered = await call("POST", "/api/orders", {
          ...order,
          total: Number(formatDollars(Cents(Math.max(0, expected.total + skew))))
        })
        if (expected.total + skew >= 0) expect(tampered.status).toBe(409)
        const placed = await call("POST", "/api/orders", {
          ...order,
          total: Number(formatDollars(expected.total))
        })
        expect(placed.status).toBe(201)
        expect(Math.round(placed.body.order.total * 100)).toBe(expected.total)
        expect(Math.round(placed.body.order.tax * 100)).toBe(expected.tax)
        expect(Math.round(placed.body.order.gratuity * 100)).toBe(expected.gratuity)
      }),
      { numRuns: 15 }
    )
  })

  it("refuses a tampered total with 409 and the server's totals, writing nothing", async () => {
    const before = await orderCount()
    const response = await call("POST", "/api/orders", pickupOrder({ total: 0.01 }))
    expect(response.status).toBe(409)
    expect(response.body._tag).toBe("TotalsMismatch")
    expect(response.body.totals).toMatchObject({ subtotal: 21.98, total: 23.74 })
    expect(await orderCount()).toBe(before)
  })

  it("returns the first order again for a retried submit with the same Idempotency-Key", async () => {
    const order = await withServerTotals(call, pickupOrder())
    const key = { "idempotency-key": "retry-key-0001" }
    const first = await call("POST", "/api/orders", order, key)
    const before = await orderCount()
    const second = await call("POST", "/api/orders", order, key)
    expect(second.body.orderNumber).toBe(first.body.orderNumber)
    expect(await orderCount()).toBe(before)
  })

  it.each([
    ["an empty cart", { items: [] }, "Your cart is empty", "Please add items to your order"],
    [
      "no name",
      { contactInfo: { name: " ", phone: "7705550101" } },
      "Please provide your name and phone number",
      ""
    ],
    [
      "no phone",
      { contactInfo: { name: "Jane", phone: "" } },
      "Please provide your name and phone number",
      ""
    ],
    [
      "a short phone",
      { contactInfo: { name: "Jane", phone: "770-555" } },
      "Invalid phone number",
      "Please enter a valid 10-digit phone number"
    ],
    [
      "a bad email",
      { contactInfo: { name: "Jane", phone: "7705550101", email: "jane@" } },
      "Invalid Email",
      "Please provide a valid email address or leave it blank."
    ],
    [
      "a delivery without an address",
      { orderType: "delivery" },
      "Invalid delivery address",
      "Please validate your address before placing the order"
    ],
    [
      "a delivery outside the community",
      {
        orderType: "delivery",
        deliveryAddress: { address: "1 Peachtree St", city: "Atlanta", state: "GA", zipCode: "30303" }
      },
      "Sorry, delivery is only available within Towne Lake Hills",
      "Address is not in the Towne Lake Hills neighborhood"
    ],
    [
      "a golf-cart order without a cart",
      { orderType: "golf_cart" },
      "Golf Cart Information Missing",
      "Please select your golf cart before placing the order"
    ],
    [
      "a golf-cart order for a cart not on the course",
      { orderType: "golf_cart", golfCartDelivery: { cartId: "99" } },
      "Golf Cart Information Missing",
      "Please select your golf cart before placing the order"
    ],
    [
      "an item not on the menu",
      { items: [{ id: 9999, quantity: 1, name: "Lobster" }] },
      "Failed to place order",
      "Lobster is no longer on the menu"
    ],
    [
      "a tip that is not offered",
      { gratuityPercent: 7 },
      "Failed to place order",
      "Tip must be one of 0, 15, 18, 20, 25 percent"
    ]
  ])("refuses %s with the spec's message and writes nothing", async (_, overrides, title, message) => {
    const before = await orderCount()
    const response = await call("POST", "/api/orders", pickupOrder(overrides))
    expect(response.status).toBe(422)
    expect(response.body).toMatchObject({ _tag: "OrderRejected", title, message })
    expect(await orderCount()).toBe(before)
  })

  it("refuses an item that is not available right now", async () => {
    const soldOut = menu.find((item) => !item.available)
    const response = await call(
      "POST",
      "/api/orders",
      pickupOrder({ items: [{ id: soldOut?.id, quantity: 1 }] })
    )
    expect(response.body.message).toBe(`${soldOut?.name} is not available right now`)
  })

  it.each([0, 100, 1.5])("refuses quantity %s as bad input (400)", async (quantity) => {
    const response = await call("POST", "/api/orders", pickupOrder({ items: [{ id: 1, quantity }] }))
    expect(response.status).toBe(400)
    expect(response.body.message).toMatch(/Quantity must be between 1 and 99|Expected an integer/)
  })

  it("delivers a golf-cart order to the cart's position stored on the server", async () => {
    const placed = await place(
      pickupOrder({ orderType: "golf_cart", golfCartDelivery: { cartId: "3", latitude: 1 } })
    )
    expect(placed.status).toBe(201)
    const cart = (await call("GET", "/api/golf-carts/3")).body.cart
    expect(placed.body.order.golfCartDelivery).toMatchObject({ cartId: "3", latitude: cart.latitude })
  })
})

describe("orders for staff", () => {
  it("moves an order through statuses and credits loyalty points exactly once", async () => {
    const phone = "6785550142"
    const placed = await place(pickupOrder({ contactInfo: { name: "Points Person", phone } }))
    const { id } = placed.body.order
    const points = async () => (await staff("GET", `/api/users/lookup/${phone}`)).body.user.loyaltyPoints
    expect(await points()).toBe(0)
    for (const status of ["preparing", "ready", "delivered", "pending", "completed", "delivered"]) {
      const response = await staff("PUT", `/api/orders/${id}/status`, { status })
      expect(response.body).toMatchObject({ success: true, message: "Order status updated" })
    }
    expect(await points()).toBe(21)
  })

  it("accepts every status of the union and refuses others with the list of valid ones", async () => {
    const { id } = (await place(pickupOrder())).body.order
    for (const status of [
      "pending",
      "preparing",
      "ready",
      "delivered",
      "cancelled",
      "completed",
      "received",
      "in-progress"
    ]) {
      expect((await staff("PUT", `/api/orders/${id}/status`, { status })).body.order.status).toBe(status)
    }
    const refused = await staff("PUT", `/api/orders/${id}/status`, { status: "lost" })
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe(
      "Status must be one of: pending, preparing, ready, delivered, cancelled, completed, received, in-progress"
    )
  })

  it("answers 404 for a status change or number lookup of an unknown order", async () => {
    expect((await staff("PUT", "/api/orders/999999/status", { status: "ready" })).status).toBe(404)
    expect((await staff("GET", "/api/orders/999999/number")).body.message).toBe("Order not found")
    expect((await call("GET", "/api/orders/NOPE0-NOPE0")).body).toMatchObject({ message: "Order not found" })
  })

  it("filters the list by open/closed, status and type, newest first, with a limit", async () => {
    const golf = await place(pickupOrder({ orderType: "golf_cart", golfCartDelivery: { cartId: "1" } }))
    await staff("PUT", `/api/orders/${golf.body.order.id}/status`, { status: "cancelled" })
    const open = (await staff("GET", "/api/orders?status=open")).body as Array<{ status: string }>
    expect(
      open.every((o) => ["pending", "preparing", "ready", "received", "in-progress"].includes(o.status))
    ).toBe(true)
    const closed = (await staff("GET", "/api/orders?status=closed&type=golf_cart")).body as Array<{
      id: number
    }>
    expect(closed.map((o) => o.id)).toContain(golf.body.order.id)
    const limited = (await staff("GET", "/api/orders?limit=2")).body as Array<{ createdAt: string }>
    expect(limited).toHaveLength(2)
    expect(limited[0]!.createdAt >= limited[1]!.createdAt).toBe(true)
    expect((await staff("GET", "/api/orders?status=lost")).status).toBe(400)
    expect((await staff("GET", "/api/orders?limit=0")).status).toBe(400)
  })

  it("gives the order number for an id", async () => {
    const placed = await place(pickupOrder())
    const number = await staff("GET", `/api/orders/${placed.body.order.id}/number`)
    expect(number.body).toEqual({ success: true, orderNumber: placed.body.orderNumber })
  })
})

describe("today's delivered summary, on the venue's clock", () => {
  // The demo venue is in America/New_York: 23:50 there on 23 Nov 2026 is 04:50 UTC on the 24th.
  const clock = controlledClock("2026-11-24T04:50:00.000Z")
  let clocked: TestServer
  beforeAll(async () => {
    clocked = await startTestServer({ clock: clock.clock })
  })
  afterAll(() => clocked.close())

  it("counts orders delivered since the venue's midnight, and starts again after it", async () => {
    const call = caller(clocked.url)
    const staff = caller(clocked.url, { cookie: await staffCookie(clocked.url) })
    const placed = await call("POST", "/api/orders", await withServerTotals(call, pickupOrder()))
    await staff("PUT", `/api/orders/${placed.body.order.id}/status`, { status: "delivered" })
    const lateEvening = (await staff("GET", "/api/orders/summary/today")).body
    expect(lateEvening.pickupOrders).toBe(1)
    expect(lateEvening.totalSales).toBe(placed.body.order.total)

    clock.advance(20 * 60_000) // 00:10 the next day in the venue's zone
    const nextDay = (await staff("GET", "/api/orders/summary/today")).body
    expect(nextDay).toEqual({ pickupOrders: 0, deliveryOrders: 0, golfCartOrders: 0, totalSales: 0 })
  })
})
