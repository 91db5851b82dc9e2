import { describe, expect, it } from "@effect/vitest"
import { FastCheck } from "effect"
import { Cents } from "../src/money.js"
import {
  cardCoversOrder,
  kitchenWaitsSentence,
  type OrderSettlement,
  reportPaymentOf,
  statusChangeRefusal
} from "../src/order-settlement.js"
import { ORDER_STATUSES, toDashboardStatus } from "../src/order-status.js"
import { PAYMENT_STATES, type Payment } from "../src/payment.js"

const statusArb = FastCheck.constantFrom(...ORDER_STATUSES)
const paymentArb: FastCheck.Arbitrary<Payment> = FastCheck.record({
  state: FastCheck.constantFrom(...PAYMENT_STATES),
  authorised: FastCheck.integer({ min: 0, max: 10_000 }).map(Cents),
  captured: FastCheck.integer({ min: 0, max: 10_000 }).map(Cents),
  refunded: FastCheck.integer({ min: 0, max: 10_000 }).map(Cents)
})
const settlementArb: FastCheck.Arbitrary<OrderSettlement> = FastCheck.oneof(
  FastCheck.constant({ kind: "member_charge" as const }),
  FastCheck.constant({ kind: "none" as const }),
  FastCheck.record({
    kind: FastCheck.constant("online_card" as const),
    payment: paymentArb,
    totalCents: FastCheck.integer({ min: 1, max: 10_000 })
  })
)

const authorised = (cents: number): Payment => ({
  state: "authorised",
  authorised: Cents(cents),
  captured: Cents(0),
  refunded: Cents(0)
})

describe("what settled an order, and what that allows of its status", () => {
  it("lets the kitchen have a card order only when the authorisation covers its total", () => {
    expect(cardCoversOrder(authorised(7015), 7015)).toBe(true)
    expect(cardCoversOrder(authorised(100), 7015)).toBe(false)
    expect(cardCoversOrder({ ...authorised(7015), state: "authorising" }, 7015)).toBe(false)
    expect(statusChangeRefusal("AB", "pending", "preparing", card(authorised(100), 7015))).toBe(
      kitchenWaitsSentence("AB")
    )
  })

  it("refuses every kitchen status to a card order its authorisation does not cover", () => {
    FastCheck.assert(
      FastCheck.property(statusArb, statusArb, paymentArb, (from, to, payment) => {
        const refusal = statusChangeRefusal("AB", from, to, card(payment, 5_000))
        const lapsed = payment.state === "released" && payment.authorised >= 5_000
        if (toDashboardStatus(to) === "cancelled") expect(refusal).toBeUndefined()
        else if (
          toDashboardStatus(from) === "cancelled" &&
          (!cardCoversOrder(payment, 5_000) ||
            ["captured", "partly_refunded", "refunded"].includes(payment.state))
        )
          expect(refusal).toMatch(/cannot be reopened/)
        else if (!cardCoversOrder(payment, 5_000) && !lapsed) expect(refusal).toBe(kitchenWaitsSentence("AB"))
        else expect(refusal).toBeUndefined()
      })
    )
  })

  it("never reopens a cancelled or rejected order that was settled; cancelling is always allowed", () => {
    FastCheck.assert(
      FastCheck.property(statusArb, statusArb, settlementArb, (from, to, settlement) => {
        const refusal = statusChangeRefusal("AB", from, to, settlement)
        const reopens = toDashboardStatus(from) === "cancelled" && toDashboardStatus(to) !== "cancelled"
        const settled =
          settlement.kind === "member_charge" ||
          (settlement.kind === "online_card" &&
            ["captured", "partly_refunded", "refunded"].includes(settlement.payment.state))
        if (reopens && settled) expect(refusal).toMatch(/cannot be reopened/)
        if (toDashboardStatus(to) === "cancelled" || settlement.kind === "none")
          expect(refusal).toBeUndefined()
        if (settlement.kind === "member_charge" && !reopens) expect(refusal).toBeUndefined()
      })
    )
    expect(statusChangeRefusal("AB", "cancelled", "completed", { kind: "member_charge" })).toBe(
      "Order AB was cancelled and its member charge reversed: it cannot be reopened (place a new order instead)"
    )
  })

  it("files a house charge under member charge, whatever method it is stored as", () => {
    expect(reportPaymentOf({ paymentMethod: "credit_card", chargedToMember: true })).toBe("member_charge")
    expect(reportPaymentOf({ paymentMethod: "credit_card", chargedToMember: false })).toBe("credit_card")
    expect(reportPaymentOf({ paymentMethod: "pay_at_counter", chargedToMember: false })).toBe(
      "pay_at_counter"
    )
  })
})

function card(payment: Payment, totalCents: number): OrderSettlement {
  return { kind: "online_card", payment, totalCents }
}
