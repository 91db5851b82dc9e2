export const ORDER_TYPES = ["pickup", "delivery", "golf_cart"] as const

// order-type-schema.ts's OrderType, said again from the list so this module needs nothing of it.
type OrderType = (typeof ORDER_TYPES)[number]

const LABELS: Record<OrderType, string> = { pickup: "Pickup", delivery: "Delivery", golf_cart: "Golf Cart" }

export const orderTypeLabel = (type: OrderType): string => LABELS[type]
