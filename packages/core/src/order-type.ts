import { literalSchema } from "./literal-schema.js"

export const ORDER_TYPES = ["pickup", "delivery", "golf_cart"] as const

export const OrderType = /* @__PURE__ */ literalSchema(ORDER_TYPES)
export type OrderType = typeof OrderType.Type

const LABELS: Record<OrderType, string> = { pickup: "Pickup", delivery: "Delivery", golf_cart: "Golf Cart" }

export const orderTypeLabel = (type: OrderType): string => LABELS[type]
