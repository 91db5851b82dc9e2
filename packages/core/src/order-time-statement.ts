/*
 * What an order's page says about its time, the same on the customer's order page and in
 * `grill orders show`: why it was turned down, else while it is open the one time it promises.
 */
import { type MeetingEstimate, orderPromise } from "./order-promise.js"
import { isClosedStatus, rejectionSentence } from "./order-status.js"
import type { OrderStatus } from "./order-status-schema.js"
import type { OrderType } from "./order-type-schema.js"
import type { VenueConfig } from "./venue.js"

/** The stored order's fields its time is read from. */
export interface OrderTimes {
  readonly status: OrderStatus
  /** Present once the kitchen has turned the order down. */
  readonly rejectionReason?: string | undefined
  readonly orderType: OrderType
  readonly pickupTime: string | null
  readonly createdAt: string
  /** The kitchen's quote in minutes; 0 when none was stored, and the venue's default stands in. */
  readonly deliveryTimeEstimate: number
  readonly eta?: MeetingEstimate | null | undefined
}

/**
 * A refusal is set apart from a promise, and both from an order still waiting for its card (no
 * promise yet): each page marks them its own way.
 */
export interface OrderTimeStatement {
  readonly kind: "rejected" | "promise" | "payment"
  readonly sentence: string
}

/** The rejection sentence, else an open order's promise (core orderPromise), else nothing once it is finished. */
export const orderTimeStatement = (
  order: OrderTimes,
  venue: Pick<VenueConfig, "timeZone" | "defaultDeliveryEstimateMinutes">,
  now: Date
): OrderTimeStatement | undefined => {
  if (order.rejectionReason !== undefined)
    return { kind: "rejected", sentence: rejectionSentence(order.rejectionReason) }
  if (isClosedStatus(order.status)) return undefined
  return {
    kind: "promise",
    sentence: orderPromise({
      orderType: order.orderType,
      pickupTime: order.pickupTime,
      createdAt: order.createdAt,
      estimateMinutes: order.deliveryTimeEstimate || venue.defaultDeliveryEstimateMinutes,
      eta: order.eta,
      now,
      timeZone: venue.timeZone
    })
  }
}
