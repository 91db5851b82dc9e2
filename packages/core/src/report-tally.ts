/*
 * The orders an end-of-day report covers, added up by group: the database's GROUP BY gives these
 * tallies, and `tallyOrders` makes the same from orders in memory. Money in cents. Plain, no Effect.
 */

import { reportPaymentOf } from "./order-settlement.js"
import type { OrderStatus } from "./order-status-schema.js"
import type { OrderType } from "./order-type-schema.js"
import type { PaymentMethod } from "./payment-method-schema.js"
import { reportBucketKey } from "./report-period.js"

/** How an order came in: the counter (staff-entered) first, then golf carts at the turn apart. */
export const REPORT_CHANNELS = ["pickup", "delivery", "golf_cart", "golf_cart_turn", "counter"] as const
export type ReportChannel = (typeof REPORT_CHANNELS)[number]

const CHANNEL_LABELS: Record<ReportChannel, string> = {
  pickup: "Pickup",
  delivery: "Delivery",
  golf_cart: "Golf cart",
  golf_cart_turn: "Golf cart at the turn",
  counter: "Counter (staff-entered)"
}
export const reportChannelLabel = (channel: ReportChannel): string => CHANNEL_LABELS[channel]

/** Sold (anything not cancelled), cancelled by staff or the customer, or rejected by the kitchen (with a reason). */
export type ReportOutcome = "sale" | "cancelled" | "rejected"

export const SCHEDULED_ORDERS_NOTE =
  "Scheduled orders count on the day they were placed, not the day they were due."

/** One order as the report reads it: money in cents. */
/** An order's amounts, or a group's sums of them, in cents. */
export interface ReportAmounts {
  readonly subtotal: number
  readonly memberDiscount: number
  readonly rewardDiscount: number
  /** An outlet's automatic service charge (0 where it has none). */
  readonly serviceCharge: number
  readonly tax: number
  readonly deliveryFee: number
  readonly gratuity: number
  readonly total: number
}

export interface ReportOrder extends ReportAmounts {
  readonly placedAt: string
  /** The outlet it was placed at (its slug). */
  readonly outlet: string
  readonly orderType: OrderType
  readonly enteredByStaff: boolean
  /** Ordered for later (a pickup or delivery time, or a golf cart at the turn). */
  readonly scheduled: boolean
  /** As stored: a member charge is stored as the card default, with its house account named. */
  readonly paymentMethod: PaymentMethod
  readonly chargedToMember: boolean
  /**
   * False for a card order held for its authorisation, or given up before it: never the
   * kitchen's, so left out of every figure (not even counted as cancelled).
   */
  readonly reachedKitchen: boolean
  readonly status: OrderStatus
  readonly rejectionReason: string | null
  readonly rewardUsed: boolean
  readonly lines: ReadonlyArray<ReportOrderLine>
}

export interface ReportOption {
  readonly name: string
  readonly price: number
}

export interface ReportOrderLine {
  readonly itemId: number
  readonly name: string
  readonly quantity: number
  /** The item's own price; options are priced apart. */
  readonly unitPrice: number
  readonly options: ReadonlyArray<ReportOption>
}

export const reportChannelOf = (order: Pick<ReportOrder, "orderType" | "enteredByStaff" | "scheduled">) =>
  order.enteredByStaff
    ? "counter"
    : order.orderType === "golf_cart" && order.scheduled
      ? "golf_cart_turn"
      : (order.orderType as ReportChannel)

export const reportOutcomeOf = (order: Pick<ReportOrder, "status" | "rejectionReason">): ReportOutcome =>
  order.status !== "cancelled" ? "sale" : order.rejectionReason === null ? "cancelled" : "rejected"

/** The money of a group of orders, in cents. */
export interface ReportMoney extends ReportAmounts {
  readonly orders: number
  readonly rewardsUsed: number
}

/** Orders added up by bucket (see reportBucketKey), channel, payment, outcome and scheduling. */
export interface OrderTally extends ReportMoney {
  readonly bucket: string
  readonly channel: ReportChannel
  /** What settled the orders (reportPaymentOf): a member charge apart from the card. */
  readonly paymentMethod: PaymentMethod
  readonly outcome: ReportOutcome
  readonly scheduled: boolean
}

/**
 * Orders added up by outlet (its slug), what settled them and outcome, over the whole period: the
 * by-outlet rows (apart from the tallies by bucket, which would be one per outlet each hour).
 */
export interface OutletTally extends ReportMoney {
  readonly outlet: string
  readonly paymentMethod: PaymentMethod
  readonly outcome: ReportOutcome
}

/** Sold lines added up by item and chosen options; `baseSales` is the item's own price times quantity. */
export interface LineTally {
  readonly itemId: number
  readonly name: string
  readonly options: ReadonlyArray<ReportOption>
  readonly quantity: number
  readonly baseSales: number
}

/** Rejected orders by the kitchen's reason. */
export interface ReasonTally {
  readonly reason: string
  readonly orders: number
  readonly value: number
}

const MONEY_FIELDS = [
  "orders",
  "subtotal",
  "memberDiscount",
  "rewardDiscount",
  "serviceCharge",
  "tax",
  "deliveryFee",
  "gratuity",
  "total",
  "rewardsUsed"
] as const

export const EMPTY_MONEY: ReportMoney = Object.fromEntries(
  MONEY_FIELDS.map((field) => [field, 0])
) as unknown as ReportMoney

export const addMoney = (a: ReportMoney, b: ReportMoney): ReportMoney =>
  Object.fromEntries(MONEY_FIELDS.map((field) => [field, a[field] + b[field]])) as unknown as ReportMoney

const moneyOf = (order: ReportOrder): ReportMoney => ({
  ...order,
  orders: 1,
  rewardsUsed: order.rewardUsed ? 1 : 0
})

/** What the database's GROUP BY does, for orders held in memory (tests, and the proof of the sums). */
export const tallyOrders = (orders: ReadonlyArray<ReportOrder>, bucketMinutes: 15 | 60) => {
  const tallies = new Map<string, OrderTally>()
  const outletTallies = new Map<string, OutletTally>()
  const lines = new Map<string, LineTally>()
  const reasons = new Map<string, ReasonTally>()
  for (const order of orders) {
    if (!order.reachedKitchen) continue
    const group = {
      bucket: reportBucketKey(order.placedAt, bucketMinutes),
      channel: reportChannelOf(order),
      paymentMethod: reportPaymentOf(order),
      outcome: reportOutcomeOf(order),
      scheduled: order.scheduled
    }
    const key = JSON.stringify(group)
    tallies.set(key, { ...group, ...addMoney(tallies.get(key) ?? EMPTY_MONEY, moneyOf(order)) })
    const at = { outlet: order.outlet, paymentMethod: group.paymentMethod, outcome: group.outcome }
    const atKey = JSON.stringify(at)
    outletTallies.set(atKey, { ...at, ...addMoney(outletTallies.get(atKey) ?? EMPTY_MONEY, moneyOf(order)) })
    if (group.outcome === "rejected" && order.rejectionReason !== null) {
      const held = reasons.get(order.rejectionReason) ?? {
        reason: order.rejectionReason,
        orders: 0,
        value: 0
      }
      reasons.set(order.rejectionReason, {
        ...held,
        orders: held.orders + 1,
        value: held.value + order.total
      })
    }
    if (group.outcome !== "sale") continue
    for (const line of order.lines) {
      const lineKey = JSON.stringify([line.itemId, line.name, line.options])
      const held = lines.get(lineKey) ?? { ...line, quantity: 0, baseSales: 0 }
      lines.set(lineKey, {
        ...held,
        quantity: held.quantity + line.quantity,
        baseSales: held.baseSales + line.unitPrice * line.quantity
      })
    }
  }
  return {
    tallies: [...tallies.values()],
    outletTallies: [...outletTallies.values()],
    lines: [...lines.values()],
    reasons: [...reasons.values()]
  }
}
