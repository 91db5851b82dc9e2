import { describe, expect, it } from "@effect/vitest"
import { FastCheck } from "effect"
import { Cents } from "../src/money.js"
import {
  applyPaymentEvent,
  PAYMENT_STATES,
  type Payment,
  type PaymentEvent,
  paymentActionForOrder,
  paymentStateLabel,
  paymentWords,
  replayPayment,
  UNPAID
} from "../src/payment.js"

const amountArb = FastCheck.integer({ min: -100, max: 20_000 }).map((n) => Cents(n))

const eventArb: FastCheck.Arbitrary<PaymentEvent> = FastCheck.oneof(
  FastCheck.constant({ type: "intent_created" as const }),
  amountArb.map((amount) => ({ type: "authorised" as const, amount })),
  FastCheck.constant({ type: "failed" as const }),
  amountArb.map((amount) => ({ type: "captured" as const, amount })),
  FastCheck.constant({ type: "released" as const }),
  amountArb.map((amount) => ({ type: "refunded" as const, amount }))
)

/** Every payment a history reaches, step by step (refused events leave it as it was). */
const walk = (events: ReadonlyArray<PaymentEvent>): ReadonlyArray<Payment> => {
  const seen: Array<Payment> = [UNPAID]
  for (const event of events) {
    const step = applyPaymentEvent(seen[seen.length - 1] as Payment, event)
    seen.push(step.ok ? step.payment : (seen[seen.length - 1] as Payment))
  }
  return seen
}

describe("payment machine properties", () => {
  it.prop(
    "no sequence of events captures more than was authorised or refunds more than was captured",
    [FastCheck.array(eventArb, { maxLength: 40 })],
    ([events]) => {
      for (const payment of walk(events)) {
        expect(payment.captured).toBeLessThanOrEqual(payment.authorised)
        expect(payment.refunded).toBeLessThanOrEqual(payment.captured)
        expect(payment.refunded).toBeGreaterThanOrEqual(0)
        if (payment.state === "refunded") expect(payment.refunded).toBe(payment.captured)
      }
    }
  )

  it.prop(
    "once released, no later event moves money",
    [FastCheck.array(eventArb, { maxLength: 20 }), FastCheck.array(eventArb, { maxLength: 20 })],
    ([before, after]) => {
      const released = applyPaymentEvent(replayPayment(before), { type: "released" })
      if (!released.ok) return
      const end = replayPayment([...before, { type: "released" }, ...after])
      expect(end).toEqual(released.payment)
    }
  )

  /**
   * The server's loop: provider reports arrive in any order, the kitchen rejects or completes the
   * order at any point, and the order's outcome asks for a capture or a release. A rejected order
   * ends with no money captured, however the reports interleave.
   */
  it.prop(
    "a rejected order is never captured",
    [
      FastCheck.array(
        FastCheck.oneof(
          amountArb.map((amount) => ({ type: "authorised" as const, amount })),
          FastCheck.constant({ type: "failed" as const }),
          FastCheck.constant({ type: "reject" as const }),
          FastCheck.constant({ type: "deliver" as const })
        ),
        { maxLength: 30 }
      )
    ],
    ([happenings]) => {
      let payment = replayPayment([{ type: "intent_created" }])
      let outcome: "open" | "cancelled" | "completed" = "open"
      for (const happening of happenings) {
        if (happening.type === "reject" || happening.type === "deliver") {
          // The kitchen answers an open order once; a closed one stays closed.
          if (outcome !== "open") continue
          // The kitchen sees (and so serves) only an order whose card is authorised.
          if (happening.type === "deliver" && payment.state !== "authorised") continue
          outcome = happening.type === "reject" ? "cancelled" : "completed"
        } else {
          const step = applyPaymentEvent(payment, happening)
          if (step.ok) payment = step.payment
        }
        const action = paymentActionForOrder(outcome, payment)
        const event: PaymentEvent | null =
          action === "capture"
            ? { type: "captured", amount: payment.authorised }
            : action === "release"
              ? { type: "released" }
              : null
        if (event !== null) {
          const step = applyPaymentEvent(payment, event)
          if (step.ok) payment = step.payment
        }
      }
      if (outcome === "cancelled") {
        expect(payment.captured).toBe(0)
        expect(payment.state).toBe("released")
      }
      if (outcome === "completed") expect(payment.state).toBe("captured")
    }
  )
})

describe("payment words", () => {
  const paid = replayPayment([
    { type: "intent_created" },
    { type: "authorised", amount: Cents(2390) },
    { type: "captured", amount: Cents(2390) }
  ])

  it("says how the order was paid and what went back", () => {
    expect(paymentWords(paid, "4242")).toBe("Paid by card ••4242")
    const partly = replayPayment([
      { type: "intent_created" },
      { type: "authorised", amount: Cents(2390) },
      { type: "captured", amount: Cents(2390) },
      { type: "refunded", amount: Cents(500) }
    ])
    expect(partly.state).toBe("partly_refunded")
    expect(paymentWords(partly, "4242")).toBe("Paid by card ••4242 · Refunded $5.00")
    const full = applyPaymentEvent(partly, { type: "refunded", amount: Cents(1890) })
    expect(full.ok && full.payment.state).toBe("refunded")
    expect(full.ok && paymentWords(full.payment, "4242")).toBe("Refunded $23.90")
  })

  it("refuses a refund beyond what is left, with the amounts", () => {
    const step = applyPaymentEvent(paid, { type: "refunded", amount: Cents(2391) })
    expect(step).toEqual({ ok: false, reason: "Cannot refund $23.91: only $23.90 is left to refund" })
  })

  it("labels every state", () => {
    const labels = PAYMENT_STATES.map(paymentStateLabel)
    expect(new Set(labels).size).toBe(PAYMENT_STATES.length)
  })
})
