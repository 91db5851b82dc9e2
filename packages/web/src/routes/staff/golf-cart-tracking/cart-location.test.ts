import { describeCartPosition } from "@grill/core"
import { describe, expect, it } from "vitest"
import { cartLocationFor, directionsUrl, hasCoordinates } from "./cart-location"

// The location reads nothing of the order but its stored cart.
const orderWithCart = (golfCartDelivery: typeof storedCart | null) => ({ golfCartDelivery })

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
