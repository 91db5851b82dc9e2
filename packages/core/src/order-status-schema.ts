import { literalSchema } from "./literal-schema.js"
import { DASHBOARD_STATUSES, ORDER_STATUSES } from "./order-status.js"

/** Order statuses on the wire; apart from order-status.ts so screens that only label them skip Schema. */
export const OrderStatus = /* @__PURE__ */ literalSchema(ORDER_STATUSES)
export type OrderStatus = typeof OrderStatus.Type

export const DashboardStatus = /* @__PURE__ */ literalSchema(DASHBOARD_STATUSES)
export type DashboardStatus = typeof DashboardStatus.Type
