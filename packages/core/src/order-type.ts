import type { OrderType } from "./order-type-schema.js"

export const ORDER_TYPES = ["pickup", "delivery", "golf_cart"] as const

const LABELS: Record<OrderType, string> = { pickup: "Pickup", delivery: "Delivery", golf_cart: "Golf Cart" }

export const orderTypeLabel = (type: OrderType): string => LABELS[type]
