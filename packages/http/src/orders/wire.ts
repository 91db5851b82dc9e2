import * as HttpServerResponse from "@effect/platform/HttpServerResponse"
import { compiledFieldsEncoder } from "../db/compiled-columns.js"
import { type Order, type OrderLine, OrderLineOption, OrderPayment } from "./api.js"
import { CONTACT_COLUMNS, type Columns, LINE_COLUMNS, ORDER_COLUMNS, wireFields } from "./order-definition.js"

type WireOrder = typeof Order.Encoded
type WireLine = typeof OrderLine.Encoded

const lineFields = compiledFieldsEncoder(wireFields(LINE_COLUMNS))
const optionToWire = compiledFieldsEncoder(OrderLineOption.fields)
const contactToWire = compiledFieldsEncoder(wireFields(CONTACT_COLUMNS))
const paymentToWire = compiledFieldsEncoder(OrderPayment.fields)

const lineToWire = (line: OrderLine): WireLine => {
  const wire = lineFields(line)
  wire.options = line.options.map(optionToWire)
  return wire as WireLine
}

/**
 * An order's wire form for a definition of its own columns (ORDER_COLUMNS; a test adds one): the
 * `Order` schema's encoding without its walk of every field, which dominated the staff lists
 * (PERFORMANCE.md, "Order encoding"). Derived from the same definition as the schema; a property
 * test (order-wire.test.ts) holds it equal to `Schema.encode(Order)` for arbitrary orders.
 */
export const orderWire = <C extends Columns>(columns: C) => {
  const ownFields = compiledFieldsEncoder(wireFields(columns))
  return (order: Order): WireOrder => {
    const wire = ownFields(order)
    wire.items = order.items.map(lineToWire)
    wire.contactInfo = contactToWire(order.contactInfo)
    wire.deliveryAddress = order.deliveryAddress === null ? null : { ...order.deliveryAddress }
    wire.golfCartDelivery = order.golfCartDelivery === null ? null : { ...order.golfCartDelivery }
    wire.paymentMethod = order.paymentMethod
    wire.outlet = order.outlet
    wire.outletName = order.outletName
    if (order.eta !== undefined) wire.eta = order.eta === null ? null : { ...order.eta }
    if (order.statusHistory !== undefined)
      wire.statusHistory = order.statusHistory.map((change) => ({ ...change }))
    if (order.rejectionReason !== undefined) wire.rejectionReason = order.rejectionReason
    wire.payment = paymentToWire(order.payment)
    return wire as WireOrder
  }
}

export const orderToWire = orderWire(ORDER_COLUMNS)

/** A list of orders as the JSON response the list endpoint declares, encoded by `orderToWire`. */
export const orderListResponse = (orders: ReadonlyArray<Order>) =>
  HttpServerResponse.unsafeJson(orders.map(orderToWire))
