import { Schema } from "effect"

/**
 * Every status value a stored order may hold. Three screens of the old product speak three
 * vocabularies (dashboard, admin, golf-cart); the store accepts the union and each screen
 * maps foreign values through its own table below.
 */
export const OrderStatus = Schema.Literal(
  "pending",
  "preparing",
  "ready",
  "delivered",
  "cancelled",
  "completed",
  "received",
  "in-progress"
)
export type OrderStatus = typeof OrderStatus.Type

export const ORDER_STATUSES: ReadonlyArray<OrderStatus> = OrderStatus.literals
