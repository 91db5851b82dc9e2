/*
 * Where an order goes and when it was placed, the same on the customer's order page and in
 * `grill orders show`: each client draws these words its own way (a card, indented lines).
 */
import { formatDateTime } from "./clock-words.js"
import { describeCartPosition } from "./golf-cart-eta.js"
import { orderTypeLabel } from "./order-type.js"
import type { OrderType } from "./order-type-schema.js"
import type { VenueConfig } from "./venue.js"

/** The stored order's fields its destination is read from. */
export interface OrderPlace {
  readonly orderType: OrderType
  readonly deliveryAddress: {
    readonly address: string
    readonly city: string
    readonly state: string
    readonly zipCode: string
  } | null
  readonly golfCartDelivery: {
    readonly cartId: string
    readonly currentHole: number
    readonly nextHole: number
  } | null
}

/** A heading ("Delivery address", "Golf cart", "Pickup") over the lines that say where. */
export interface OrderDestination {
  readonly kind: OrderType
  readonly heading: string
  readonly lines: ReadonlyArray<string>
}

/** An order without its address or cart is collected at the venue, as a pickup is. */
export const orderDestination = (
  order: OrderPlace,
  venue: Pick<VenueConfig, "name" | "streetAddress">
): OrderDestination => {
  if (order.orderType === "delivery" && order.deliveryAddress !== null) {
    const { address, city, state, zipCode } = order.deliveryAddress
    return {
      kind: "delivery",
      heading: "Delivery address",
      lines: [address, `${city}, ${state} ${zipCode}`.trimEnd()]
    }
  }
  if (order.orderType === "golf_cart" && order.golfCartDelivery !== null)
    return { kind: "golf_cart", heading: "Golf cart", lines: [describeCartPosition(order.golfCartDelivery)] }
  return { kind: "pickup", heading: "Pickup", lines: [`Collect at ${venue.name}, ${venue.streetAddress}`] }
}

/** "Delivery · placed Nov 25, 2026, 9:37 PM": the order's type and when it was placed, with the year. */
export const orderPlacedLine = (
  order: { readonly orderType: OrderType; readonly createdAt: string },
  venue: Pick<VenueConfig, "timeZone">
): string =>
  `${orderTypeLabel(order.orderType)} · placed ${formatDateTime(new Date(order.createdAt), venue.timeZone, { year: true })}`
