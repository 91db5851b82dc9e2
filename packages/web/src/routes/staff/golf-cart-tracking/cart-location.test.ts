import { describeCartPosition } from "@grill/core"
import { Order } from "@grill/http"
import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { cartLocationFor, directionsUrl, hasCoordinates } from "./cart-location"

const orderWithCart = (golfCartDelivery: unknown) =>
  Schema.decodeUnknownSync(Order)({
    id: 1,
    orderNumber: "ABC12-DEF34",
    status: "pending",
    createdAt: "2025-06-01T14:00:00.000Z",
    orderType: "golf_cart",
    items: [],
    contactInfo: { name: "Ann Lee", phone: "4045550103", email: null, specialInstructions: null },
    deliveryAddress: null,
    golfCartDelivery,
    subtotal: 0,
    memberDiscount: 0,
    rewardCode: null,
    rewardName: null,
    rewardDiscount: 0,
    tax: 0,
    deliveryFee: 0,
    gratuity: 0,
    gratuityPercent: 0,
    total: 0,
    deliveryTimeEstimate: 35,
    pickupTime: null,
    pointsEarned: 0,
    paymentMethod: "credit_card",
    enteredBy: null,
    payment: { method: "credit_card", state: "not_settled", memberNumber: null }
  })

const storedCart = {
  cartId: "3",
  currentHole: 5,
  nextHole: 6,
  latitude: 0,
  longitude: 0,
  lastUpdated: "2025-06-01T14:00:00.000Z"
}

describe("cartLocationFor", () => {
  it("prefers the fleet's position, live only when the fleet says it is recent", () => {
    const moved = { ...storedCart, currentHole: 9, nextHole: 10, latitude: 34.1, longitude: -84.5 }
    const location = cartLocationFor(orderWithCart(storedCart), { "3": { ...moved, live: true } })
    expect(location).toMatchObject({ currentHole: 9, nextHole: 10, live: true })
    expect(location && describeCartPosition(location)).toBe("Cart 3 at hole 9, heading to hole 10")
    const stale = cartLocationFor(orderWithCart(storedCart), { "3": { ...moved, live: false } })
    expect(stale).toMatchObject({ currentHole: 9, live: false })
  })

  it("falls back to the order's stored cart, not live, without coordinates when they are 0,0", () => {
    const location = cartLocationFor(orderWithCart(storedCart), {
      "4": { ...storedCart, cartId: "4", live: true }
    })
    expect(location).toMatchObject({ cartId: "3", currentHole: 5, live: false })
    expect(location && hasCoordinates(location)).toBe(false)
  })

  it("has nothing to say about an order without a cart", () => {
    expect(cartLocationFor(orderWithCart(null), undefined)).toBeNull()
  })
})

describe("directionsUrl", () => {
  it("points a maps directions search at the cart's coordinates", () => {
    const location = { ...storedCart, latitude: 34.1015, longitude: -84.5194, live: true }
    expect(hasCoordinates(location)).toBe(true)
    expect(directionsUrl(location)).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=34.1015,-84.5194"
    )
  })
})
