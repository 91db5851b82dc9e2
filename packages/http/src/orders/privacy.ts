import { maskHouseNumber } from "@grill/core"
import type { Order } from "./api.js"

/**
 * The order as a caller without proof of the phone may see it when it went to the member's
 * saved address: the house number masked, as the phone lookup shows it. Knowing a phone (or
 * an order number one placed oneself) must not turn into knowing where someone lives.
 */
export const withSavedAddressMasked = (order: Order): Order =>
  order.deliveryAddress === null
    ? order
    : {
        ...order,
        deliveryAddress: { ...order.deliveryAddress, address: maskHouseNumber(order.deliveryAddress.address) }
      }
