import { literalSchema } from "./literal-schema.js"
import { ORDER_TYPES } from "./order-type.js"

/** The order types on the wire; apart from order-type.ts so screens that only label them skip Schema. */
export const OrderType = /* @__PURE__ */ literalSchema(ORDER_TYPES)
export type OrderType = typeof OrderType.Type
