import type { PaymentMethod } from "@grill/core"
import type { Order } from "../orders/api.js"
import { orderPayment } from "../orders/order-payment.js"

/**
 * The order as a customer reads it: charged to "Member account", without a digit of its number
 * (the number is printed on statements and locker tags; only staff reads carry it).
 */
export const withMemberNumberHidden = (order: Order): Order =>
  order.payment.memberNumber === null
    ? order
    : { ...order, payment: { ...order.payment, memberNumber: null } }

/** The order just placed, as it reads once its charge is posted. */
export const chargedTo = (order: Order, memberNumber: string): Order => ({
  ...order,
  paymentMethod: "member_charge",
  payment: orderPayment({ method: "member_charge", status: order.status, memberNumber })
})

/**
 * What orders.payment_method stores: its CHECK predates member charges and cannot be widened in
 * place on SQLite, so a member charge is stored as the card default and named by house_account.
 */
export const storedPaymentMethod = (method: PaymentMethod): "credit_card" | "pay_at_counter" =>
  method === "member_charge" ? "credit_card" : method
