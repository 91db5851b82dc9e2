import { describe, expect, it } from "@effect/vitest"
import { orderDestination, orderPlacedLine } from "../src/order-destination.js"

const venue = {
  name: "Clubhouse Grill",
  streetAddress: "100 Fairway Club Drive",
  timeZone: "America/New_York"
}
const pickup = { orderType: "pickup", deliveryAddress: null, golfCartDelivery: null } as const

describe("orderDestination: where an order's page says it goes", () => {
  it("collects a pickup at the venue", () => {
    expect(orderDestination(pickup, venue)).toEqual({
      kind: "pickup",
      heading: "Pickup",
      lines: ["Collect at Clubhouse Grill, 100 Fairway Club Drive"]
    })
  })

  it("writes a delivery's address on two lines, with no gap where a postal code is missing", () => {
    const deliveryAddress = { address: "104 Hickory Lane", city: "Woodstock", state: "GA", zipCode: "30188" }
    expect(orderDestination({ ...pickup, orderType: "delivery", deliveryAddress }, venue)).toEqual({
      kind: "delivery",
      heading: "Delivery address",
      lines: ["104 Hickory Lane", "Woodstock, GA 30188"]
    })
    const withoutZip = { ...deliveryAddress, zipCode: "" }
    expect(
      orderDestination({ ...pickup, orderType: "delivery", deliveryAddress: withoutZip }, venue).lines
    ).toEqual(["104 Hickory Lane", "Woodstock, GA"])
  })

  it("names a golf-cart order's cart and where it is heading", () => {
    const golfCartDelivery = { cartId: "3", currentHole: 5, nextHole: 6 }
    expect(orderDestination({ ...pickup, orderType: "golf_cart", golfCartDelivery }, venue)).toEqual({
      kind: "golf_cart",
      heading: "Golf cart",
      lines: ["Cart 3 at hole 5, heading to hole 6"]
    })
  })

  it("collects at the venue an order whose address or cart is missing", () => {
    expect(orderDestination({ ...pickup, orderType: "delivery" }, venue).heading).toBe("Pickup")
    expect(orderDestination({ ...pickup, orderType: "golf_cart" }, venue).heading).toBe("Pickup")
  })
})

describe("orderPlacedLine", () => {
  it("gives the order's type and when it was placed on the venue's clock, with the year", () => {
    const order = { orderType: "golf_cart", createdAt: "2026-11-26T02:37:00Z" } as const
    expect(orderPlacedLine(order, venue)).toBe("Golf Cart · placed Nov 25, 2026, 9:37 PM")
  })
})
