import { Cents, defaultVenueConfig, formatDollars, type MenuItem, priceOrder } from "@grill/core"
import { FastCheck } from "effect"
import { beforeAll, describe, expect, it } from "vitest"
import { useTestServer } from "./support/harness.js"
import { line, orderSubmission, placeOrder, withServerTotals } from "./support/order-submissions.js"

let menu: ReadonlyArray<MenuItem>

const { client, admin } = useTestServer()
beforeAll(async () => {
  menu = await client.menu.items({ urlParams: {} })
})

const orderCount = async () => (await admin.orders.list({ urlParams: { limit: 500 } })).length
const place = (order: ReturnType<typeof orderSubmission>, headers: { "idempotency-key"?: string } = {}) =>
  client.orders.place({ payload: order, headers })

describe("placing an order", () => {
  it("places a pickup order priced from the menu and shows it by its order number", async () => {
    const nachos = menu.find((item) => item.name === "Loaded Nachos")
    const placed = await placeOrder(client, {
      items: [{ ...line(nachos?.id ?? 0, 2), price: 0.01, name: "tampered" }]
    })
    expect(placed.orderNumber).toMatch(/^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/)
    expect(placed.order).toMatchObject({
      status: "pending",
      orderType: "pickup",
      subtotal: Cents(2198),
      tax: Cents(176),
      deliveryFee: Cents(0),
      total: Cents(2374),
      deliveryTimeEstimate: 35,
      contactInfo: { name: "Jane Doe", phone: "7705550101" }
    })
    expect(placed.order.items[0]).toMatchObject({ name: "Loaded Nachos", price: Cents(1099), quantity: 2 })
    const read = await client.orders.byNumber({ path: { orderNumber: placed.orderNumber } })
    expect(read.order.total).toBe(Cents(2374))
  })

  it("matches the issue's worked example: 2 × $8.99 + $4.50, delivery, 18% tip", async () => {
    // Menu prices are the server's own, so price two fresh items for the example.
    const item = (name: string, price: Cents) =>
      admin.menu.create({ payload: { name, description: "", price, categoryId: "sides", available: true } })
    const a = await item("Example A", Cents(899))
    const b = await item("Example B", Cents(450))
    const order = orderSubmission({
      items: [line(a.id, 2), line(b.id, 1)],
      orderType: "delivery",
      deliveryAddress: { address: "104 Hickory Lane", city: "Woodstock", state: "GA", zipCode: "" },
      gratuityPercent: 18,
      subtotal: 22.48,
      tax: 1.8,
      deliveryFee: 2,
      gratuity: 4.05,
      total: 30.33
    })
    const placed = await place(order).answer()
    expect(placed.status).toBe(201)
    expect(placed.value.order).toMatchObject({
      subtotal: Cents(2248),
      tax: Cents(180),
      deliveryFee: Cents(200),
      gratuity: Cents(405),
      total: Cents(3033)
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
      type: FastCheck.constantFrom("pickup" as const, "golf_cart" as const),
      skew: FastCheck.integer({ min: -500, max: 500 }).filter((n) => n !== 0)
    })
    // Each run is a new customer, so no run depends on what an earlier one left.
    let customer = 0
    await FastCheck.assert(
      FastCheck.asyncProperty(cartArbitrary, async ({ lines, tip, type, skew }) => {
        customer += 1
        const items = lines.map((chosen) => {
          const item = available[chosen.index]!
          const options = item.optionGroups.flatMap((group, index) => {
            const pick = Math.floor(chosen.picks / 2 ** index) % (group.options.length + 1)
            const option = group.options[pick % group.options.length]!
            return group.required || pick < group.options.length ? [option] : []
          })
          return { item, options, quantity: chosen.quantity }
        })
        const expected = priceOrder(
          {
            lines: items.map(({ item, options, quantity }) => ({
              unitPrice: Cents(item.price + options.reduce((sum, option) => sum + option.price, 0)),
              quantity,
              categoryId: item.categoryId
            })),
            orderType: type,
            tipPercent: tip,
            isMember: false
          },
          defaultVenueConfig
        )
        const order = orderSubmission({
          items: items.map(({ item, options, quantity }) =>
            line(item.id, quantity, { optionIds: options.map((option) => option.id) })
          ),
          orderType: type,
          golfCartDelivery: type === "golf_cart" ? { cartId: "2" } : null,
          contactInfo: { name: "Prop Erty", phone: `404555${String(customer).padStart(4, "0")}` },
          gratuityPercent: tip
        })
        const tampered = place({
          ...order,
          total: Number(formatDollars(Cents(Math.max(0, expected.total + skew))))
        })
        if (expected.total + skew >= 0) expect(await tampered.status()).toBe(409)
        const placed = await place({ ...order, total: Number(formatDollars(expected.total)) }).answer()
        expect(placed.status).toBe(201)
        expect(placed.value.order.total).toBe(expected.total)
        expect(placed.value.order.tax).toBe(expected.tax)
        expect(placed.value.order.gratuity).toBe(expected.gratuity)
      }),
      { numRuns: 15 }
    )
  })

  it("refuses a tampered total with 409 and the server's totals, writing nothing", async () => {
    const before = await orderCount()
    const refused = await place(orderSubmission({ total: 0.01 })).refused()
    expect(refused).toMatchObject({ _tag: "TotalsMismatch", status: 409 })
    expect(refused._tag === "TotalsMismatch" && refused.totals).toMatchObject({
      subtotal: Cents(2198),
      total: Cents(2374)
    })
    expect(await orderCount()).toBe(before)
  })

  it("returns the first order again for a retried submit with the same Idempotency-Key", async () => {
    const order = await withServerTotals(client, orderSubmission())
    const key = { "idempotency-key": "retry-key-0001" }
    const first = await place(order, key)
    const before = await orderCount()
    const second = await place(order, key)
    expect(second.orderNumber).toBe(first.orderNumber)
    expect(await orderCount()).toBe(before)
  })

  it("delivers a golf-cart order to the cart's position stored on the server", async () => {
    const placed = await placeOrder(client, {
      orderType: "golf_cart",
      golfCartDelivery: { cartId: "3", latitude: 1 }
    })
    const { cart } = await client.golfCarts.one({ path: { cartId: "3" } })
    expect(placed.order.golfCartDelivery).toMatchObject({ cartId: "3", latitude: cart.latitude })
  })
})
