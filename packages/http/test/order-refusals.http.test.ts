import type { MenuItem } from "@grill/core"
import { beforeAll, describe, expect, it } from "vitest"
import type { OrderSubmission } from "../src/orders/order-input.js"
import { useTestServer } from "./support/harness.js"
import { pickupOrder } from "./support/http.js"
import { line, orderSubmission } from "./support/order-submissions.js"

let menu: ReadonlyArray<MenuItem>

const { call, client, admin } = useTestServer()
beforeAll(async () => {
  menu = await client.menu.items({ urlParams: {} })
})

const orderCount = async () => (await admin.orders.list({ urlParams: { limit: 500 } })).length
const refusalOf = (order: OrderSubmission) => client.orders.place({ payload: order, headers: {} }).refused()

describe("an order the grill refuses", () => {
  it.each<[string, Partial<OrderSubmission>, string, string]>([
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
      { items: [{ ...line(9999, 1), name: "Lobster" }] },
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
    expect(await refusalOf(orderSubmission(overrides))).toMatchObject({
      _tag: "OrderRejected",
      status: 422,
      title,
      message
    })
    expect(await orderCount()).toBe(before)
  })

  it("refuses an item that is not available right now", async () => {
    const soldOut = menu.find((item) => !item.available)
    const refused = await refusalOf(orderSubmission({ items: [line(soldOut?.id ?? 0, 1)] }))
    expect(refused.message).toBe(`${soldOut?.name} is not available right now`)
  })

  it.each([0, 1.5])("refuses quantity %s as bad input (400)", async (quantity) => {
    // Raw: quantities the declaration refuses before sending.
    const response = await call("POST", "/api/orders", pickupOrder({ items: [{ id: 1, quantity }] }))
    expect(response.status).toBe(400)
    expect(response.body.message).toMatch(/Quantity must be at least 1|Expected an integer/)
  })

  it("refuses more than 99 of an item, saying so and whom to call (the venue's phone), writing nothing", async () => {
    const before = await orderCount()
    const { phone } = await client.venue.get()
    const refused = await refusalOf(
      orderSubmission({ items: [line(menu.find((item) => item.available)?.id ?? 0, 150)] })
    )
    expect(refused).toMatchObject({
      status: 422,
      title: "Too many of one item",
      message: `We take up to 99 of each item online. For a larger order, such as an outing, please call us at ${phone}.`
    })
    expect(await orderCount()).toBe(before)
  })
})
