import * as HttpServerResponse from "@effect/platform/HttpServerResponse"
import type { Order, OrderLine } from "./api.js"

type WireOrder = typeof Order.Encoded
type WireLine = typeof OrderLine.Encoded

/** Cents to the wire's dollars, as core's `Dollars` schema encodes them. */
const dollars = (cents: number): number => cents / 100

const lineToWire = (line: OrderLine): WireLine => ({
  id: line.id,
  name: line.name,
  description: line.description,
  price: dollars(line.price),
  categoryId: line.categoryId,
  quantity: line.quantity,
  notes: line.notes,
  options: line.options.map((option) => ({ id: option.id, name: option.name, price: dollars(option.price) }))
})

/**
 * An order in its wire form, written out by hand. The `Order` schema stays the contract (the
 * API declaration, OpenAPI and the clients use it); this is the same encoding without the
 * schema walk, which dominated the staff lists (PERFORMANCE.md, "Order encoding"). A property
 * test (order-wire.test.ts) holds it equal to `Schema.encode(Order)` for arbitrary orders, so a
 * field added to `Order` and forgotten here fails the build.
 */
export const orderToWire = (order: Order): WireOrder => {
  const wire: { -readonly [K in keyof WireOrder]: WireOrder[K] } = {
    id: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    createdAt: order.createdAt,
    orderType: order.orderType,
    items: order.items.map(lineToWire),
    contactInfo: {
      name: order.contactInfo.name,
      phone: order.contactInfo.phone,
      email: order.contactInfo.email,
      specialInstructions: order.contactInfo.specialInstructions
    },
    deliveryAddress: order.deliveryAddress === null ? null : { ...order.deliveryAddress },
    golfCartDelivery: order.golfCartDelivery === null ? null : { ...order.golfCartDelivery },
    subtotal: dollars(order.subtotal),
    memberDiscount: dollars(order.memberDiscount),
    rewardCode: order.rewardCode,
    rewardName: order.rewardName,
    rewardDiscount: dollars(order.rewardDiscount),
    tax: dollars(order.tax),
    deliveryFee: dollars(order.deliveryFee),
    gratuity: dollars(order.gratuity),
    gratuityPercent: order.gratuityPercent,
    total: dollars(order.total),
    deliveryTimeEstimate: order.deliveryTimeEstimate,
    pickupTime: order.pickupTime,
    pointsEarned: order.pointsEarned,
    paymentMethod: order.paymentMethod,
    enteredBy: order.enteredBy,
    payment: { ...order.payment }
  }
  if (order.eta !== undefined) wire.eta = order.eta === null ? null : { ...order.eta }
  if (order.statusHistory !== undefined)
    wire.statusHistory = order.statusHistory.map((change) => ({ ...change }))
  if (order.rejectionReason !== undefined) wire.rejectionReason = order.rejectionReason
  return wire
}

/** A list of orders as the JSON response the list endpoint declares, encoded by `orderToWire`. */
export const orderListResponse = (orders: ReadonlyArray<Order>) =>
  HttpServerResponse.unsafeJson(orders.map(orderToWire))
