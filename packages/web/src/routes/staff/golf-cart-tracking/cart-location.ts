import type { LiveGolfCart, Order } from "@grill/http"

export interface CartLocation {
  readonly cartId: string
  readonly currentHole: number
  readonly nextHole: number
  readonly latitude: number
  readonly longitude: number
  /** True when the fleet's position is recent (the server's tracking window), never for the order's copy. */
  readonly live: boolean
}

/**
 * Where the order's cart is: the fleet's position when it has one (live while recent), otherwise
 * what was stored on the order when it was placed (spec section 3); null when the order names no cart.
 */
export const cartLocationFor = (
  order: Pick<Order, "golfCartDelivery">,
  fleet: Readonly<Record<string, LiveGolfCart>> | undefined
): CartLocation | null => {
  const stored = order.golfCartDelivery
  if (stored === null) return null
  return fleet?.[stored.cartId] ?? { ...stored, live: false }
}

/** Stored positions default to 0,0, which means "not known", not a spot in the Gulf of Guinea. */
export const hasCoordinates = (location: CartLocation): boolean =>
  Number.isFinite(location.latitude) &&
  Number.isFinite(location.longitude) &&
  (location.latitude !== 0 || location.longitude !== 0)

/** A maps directions link to the cart, from wherever the runner's phone is. */
export const directionsUrl = (location: CartLocation): string =>
  `https://www.google.com/maps/dir/?api=1&destination=${location.latitude},${location.longitude}`
