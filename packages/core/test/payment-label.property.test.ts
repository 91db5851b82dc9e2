import { describe, expect, it } from "@effect/vitest"
import { FastCheck } from "effect"
import { Cents } from "../src/money.js"
import { ORDER_PAYMENT_STATES } from "../src/payment.js"
import { orderPaymentLabel, PAYMENT_METHODS } from "../src/payment-method.js"

const centsArb = FastCheck.integer({ min: 0, max: 20_000 }).map((n) => Cents(n))

const orderArb = FastCheck.record({
  paymentMethod: FastCheck.constantFrom(...PAYMENT_METHODS),
  state: FastCheck.constantFrom(...ORDER_PAYMENT_STATES),
  amount: centsArb,
  cardLast4: FastCheck.option(FastCheck.constantFrom("4242", "0005"), { nil: null }),
  memberNumber: FastCheck.option(FastCheck.constantFrom("1034", "77"), { nil: null })
}).map(({ paymentMethod, state, amount, cardLast4, memberNumber }) => ({
  paymentMethod,
  payment: {
    method: paymentMethod,
    state,
    amountAuthorised: amount,
    amountCaptured: amount,
    amountRefunded: state === "refunded" ? amount : Cents(0),
    cardLast4,
    memberNumber
  }
}))

describe("the payment label on a staff row", () => {
  it.prop("every order has one, and it names its own method's kind of payment", [orderArb], ([order]) => {
    const label = orderPaymentLabel(order)
    expect(label.trim()).not.toBe("")
    expect(/member/i.test(label)).toBe(order.paymentMethod === "member_charge")
  })

  it("reads a member charge, a card's state, and the counter's collect in core's words", () => {
    const payment = {
      amountAuthorised: Cents(1_250),
      amountCaptured: Cents(0),
      amountRefunded: Cents(0),
      cardLast4: null,
      memberNumber: null
    }
    expect(
      orderPaymentLabel({
        paymentMethod: "member_charge",
        payment: { ...payment, method: "member_charge", state: "charged", memberNumber: "1034" }
      })
    ).toBe("Charged to member account 1034")
    expect(
      orderPaymentLabel({
        paymentMethod: "credit_card",
        payment: { ...payment, method: "credit_card", state: "authorised", cardLast4: "4242" }
      })
    ).toBe("Paid by card ••4242")
    // A card taken on the counter's own terminal (no online payment): the method, not "Not paid yet".
    expect(
      orderPaymentLabel({
        paymentMethod: "credit_card",
        payment: { ...payment, method: "credit_card", state: "unpaid" }
      })
    ).toBe("Card")
    expect(
      orderPaymentLabel({
        paymentMethod: "pay_at_counter",
        payment: { ...payment, method: "pay_at_counter", state: "unpaid" }
      })
    ).toBe("Pay at counter")
    expect(orderPaymentLabel({ paymentMethod: "pay_at_counter" })).toBe("Pay at counter")
  })
})
