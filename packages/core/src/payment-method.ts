/**
 * How an order is paid (the spec's `paymentMethod`, default credit_card). Paying at the counter is
 * for orders staff enter (a walk-up, a phone call): a customer's own order is always by card.
 * Plain data, no Effect: screens that only label it skip Schema.
 */
import type { PaymentMethod } from "./payment-method-schema.js"

export const PAYMENT_METHODS = ["credit_card", "pay_at_counter"] as const

export const DEFAULT_PAYMENT_METHOD: PaymentMethod = "credit_card"

const LABELS: Record<PaymentMethod, string> = { credit_card: "Card", pay_at_counter: "Pay at counter" }

export const paymentMethodLabel = (method: PaymentMethod): string => LABELS[method]
