import { maskMemberNumber, type OrderStatus, type PaymentMethod, toDashboardStatus } from "@grill/core"
import { Order, type OrderPayment } from "../orders/api.js"

/**
 * An order's payment as its reads carry it. The ledger posts a reversal in the same transaction
 * that cancels a charged order, so the status alone says which state the charge is in.
 */
export const orderPayment = (row: {
  readonly house_account: string | null
  readonly payment_method: PaymentMethod
  readonly status: OrderStatus
}): OrderPayment =>
  row.house_account === null
    ? { method: row.payment_method, state: "not_settled", memberNumber: null }
    : {
        method: "member_charge",
        state: toDashboardStatus(row.status) === "cancelled" ? "reversed" : "charged",
        memberNumber: row.house_account
      }

/** The order as a customer reads it: the member number masked ("••34"), never whole off a staff screen. */
export const withMemberNumberMasked = (order: Order): Order =>
  order.payment.memberNumber === null
    ? order
    : new Order(
        {
          ...order,
          payment: { ...order.payment, memberNumber: maskMemberNumber(order.payment.memberNumber) }
        },
        true
      )

/** The order just placed, as it reads once its charge is posted. */
export const chargedTo = (order: Order, memberNumber: string): Order =>
  new Order(
    {
      ...order,
      paymentMethod: "member_charge",
      payment: { method: "member_charge", state: "charged", memberNumber }
    },
    true
  )

/**
 * What orders.payment_method stores: its CHECK predates member charges and cannot be widened in
 * place on SQLite, so a member charge is stored as the card default and named by house_account.
 */
export const storedPaymentMethod = (method: PaymentMethod): "credit_card" | "pay_at_counter" =>
  method === "member_charge" ? "credit_card" : method
