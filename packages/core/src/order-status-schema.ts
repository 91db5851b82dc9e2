import * as Schema from "effect/Schema"
import { DASHBOARD_STATUSES, ORDER_STATUSES } from "./order-status.js"

/** Order statuses on the wire; apart from order-status.ts so screens that only label them skip Schema. */
export const OrderStatus = Schema.Literal(...ORDER_STATUSES)
export type OrderStatus = typeof OrderStatus.Type

export const DashboardStatus = Schema.Literal(...DASHBOARD_STATUSES)
export type DashboardStatus = typeof DashboardStatus.Type
