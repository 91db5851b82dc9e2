import * as Schema from "effect/Schema"
import { ORDER_TYPES } from "./order-type.js"

/** The order types on the wire; apart from order-type.ts so screens that only label them skip Schema. */
export const OrderType = Schema.Literal(...ORDER_TYPES)
export type OrderType = typeof OrderType.Type
