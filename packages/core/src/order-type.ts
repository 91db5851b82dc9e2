import { Schema } from "effect"

export const OrderType = Schema.Literal("pickup", "delivery", "golf_cart")
export type OrderType = typeof OrderType.Type

export const ORDER_TYPES: ReadonlyArray<OrderType> = OrderType.literals

const LABELS: Record<OrderType, string> = { pickup: "Pickup", delivery: "Delivery", golf_cart: "Golf Cart" }

export const orderTypeLabel = (type: OrderType): string => LABELS[type]
