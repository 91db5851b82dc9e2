import {
  applyPaymentEvent,
  Cents,
  isCompletionStatus,
  type OrderStatus,
  type Payment,
  type PaymentEvent,
  toDashboardStatus
} from "@grill/core"
import type { NewEntry } from "./payment-repo.js"
import type { IntentView } from "./stripe-gateway.js"

export const outcomeOf = (status: OrderStatus) =>
  isCompletionStatus(status) ? "completed" : toDashboardStatus(status) === "cancelled" ? "cancelled" : "open"

/**
 * The entries that bring our record of a payment up to what Stripe says now. The provider is the
 * final word: whatever order its events arrived in (a capture before its authorisation), this
 * reads its current state and appends the missing steps, so applying it twice adds nothing.
 */
export const catchUp = (record: Payment, intent: IntentView): ReadonlyArray<NewEntry> => {
  const wanted: Array<NewEntry> = []
  const last4 = intent.cardLast4
  const held = intent.status === "requires_capture" || intent.status === "succeeded"
  if (held) {
    wanted.push({
      kind: "authorised",
      amount: Cents(intent.status === "succeeded" ? intent.amount : intent.amountCapturable),
      cardLast4: last4
    })
  }
  if (intent.status === "succeeded") wanted.push({ kind: "captured", amount: Cents(intent.amountReceived) })
  if (intent.status === "canceled") wanted.push({ kind: "released", amount: Cents(0) })
  if (intent.status === "requires_payment_method" && intent.declined)
    wanted.push({ kind: "failed", amount: Cents(0) })
  const owedRefund = intent.amountRefunded - record.refunded
  if (owedRefund > 0) wanted.push({ kind: "refunded", amount: Cents(owedRefund) })
  // Only the steps the machine accepts from where we stand; the rest we already have.
  const taken: Array<NewEntry> = []
  let payment = record
  for (const entry of wanted) {
    const step = applyPaymentEvent(payment, { type: entry.kind, amount: entry.amount } as PaymentEvent)
    if (step.ok) {
      payment = step.payment
      taken.push(entry)
    }
  }
  return taken
}
