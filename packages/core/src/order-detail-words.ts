/*
 * What an order's page says, the same on the customer's order page and in `grill orders show`:
 * where it goes, when it was placed, its time, reward, payment, contact and points. Each client
 * draws these words its own way (a card, indented lines).
 */
import { formatDateTime } from "./clock-words.js"
import { describeCartPosition } from "./golf-cart-eta.js"
import { orderPointsSentence } from "./order-promise.js"
import { isClosedStatus } from "./order-status.js"
import type { OrderStatus } from "./order-status-schema.js"
import { type OrderTimeStatement, type OrderTimes, orderTimeStatement } from "./order-time-statement.js"
import { orderTypeLabel } from "./order-type.js"
import type { OrderType } from "./order-type-schema.js"
import { isWaitingForCard, orderPaymentWords, type PaymentRead } from "./payment.js"
import { orderEntryNotes } from "./payment-method.js"
import type { PaymentMethod } from "./payment-method-schema.js"
import { orderPhoneText } from "./phone.js"
import { type OrderReward, orderRewardText } from "./reward-effect.js"
import type { VenueConfig } from "./venue.js"

/** A delivery order's address as stored. */
export interface OrderAddress {
  readonly address: string
  readonly city: string
  readonly state: string
  readonly zipCode: string
}

/** The stored order's fields its destination is read from. */
export interface OrderPlace {
  readonly orderType: OrderType
  readonly deliveryAddress: OrderAddress | null
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

/** The stored order's fields its page is read from (the API's order read fits it as it is). */
export interface OrderDetailFacts extends OrderTimes, OrderPlace, OrderReward {
  readonly status: OrderStatus
  readonly pointsEarned: number
  readonly contactInfo: { readonly phone: string }
  readonly enteredBy: string | null
  readonly paymentMethod: PaymentMethod
  /** Without it there is nothing to say of a card, as orderPaymentWords and orderEntryNotes allow. */
  readonly payment?: PaymentRead & { readonly memberNumber: string | null }
}

export interface OrderDetailWords {
  /** "Delivery · placed Nov 25, 2026, 9:37 PM": the type and when it was placed, with the year. */
  readonly placed: string
  /**
   * Why it was turned down, else while it is open the one time it promises; a card order still
   * waiting for its card promises nothing: it says its payment is not finished.
   */
  readonly time: OrderTimeStatement | undefined
  /** A card order the kitchen has not seen: its status reads "Waiting for payment", not "Received". */
  readonly waitingForPayment: boolean
  /** The reward code it used and what it took off. */
  readonly reward: string | undefined
  /** What became of a card payment, once there is something to say. */
  readonly payment: string | null
  readonly phone: string
  /** Who entered it at the counter and how it is settled there, " · " between. */
  readonly entry: string | undefined
  readonly destination: OrderDestination
  /** The loyalty points it earns or earned. */
  readonly points: string | undefined
}

/** What an order waiting for its card says in place of a time. */
export const PAYMENT_NOT_FINISHED =
  "Payment not finished: your order goes to the kitchen once your card is accepted."

/** The status an order waiting for its card shows in place of "Received". */
export const WAITING_FOR_PAYMENT = "Waiting for payment"

export const orderDetailWords = (
  order: OrderDetailFacts,
  venue: Pick<VenueConfig, "name" | "streetAddress" | "timeZone" | "defaultDeliveryEstimateMinutes">,
  now: Date
): OrderDetailWords => {
  const entry = orderEntryNotes(order)
  const waitingForPayment = !isClosedStatus(order.status) && isWaitingForCard(order.payment)
  return {
    placed: `${orderTypeLabel(order.orderType)} · placed ${formatDateTime(new Date(order.createdAt), venue.timeZone, { year: true })}`,
    time: waitingForPayment
      ? { kind: "payment", sentence: PAYMENT_NOT_FINISHED }
      : orderTimeStatement(order, venue, now),
    waitingForPayment,
    reward: orderRewardText(order),
    payment: orderPaymentWords(order.payment),
    phone: orderPhoneText(order.contactInfo.phone),
    entry: entry.length > 0 ? entry.join(" · ") : undefined,
    destination: orderDestination(order, venue),
    points: orderPointsSentence(order.status, order.pointsEarned)
  }
}
