import { describe, expect, it } from "@effect/vitest"
import { FastCheck } from "effect"
import {
  booksCheckVerdict,
  cardPaymentProblems,
  houseChargeProblems,
  reportDifferences,
  statementBatchProblems
} from "../src/books-check.js"
import { Cents } from "../src/money.js"
import { applyPaymentEvent, type Payment, type PaymentEvent, UNPAID } from "../src/payment.js"

const count = FastCheck.integer({ min: 0, max: 3 })

const amountArb = FastCheck.integer({ min: 1, max: 20_000 }).map((n) => Cents(n))
const eventArb: FastCheck.Arbitrary<PaymentEvent> = FastCheck.oneof(
  FastCheck.constant({ type: "intent_created" as const }),
  amountArb.map((amount) => ({ type: "authorised" as const, amount })),
  FastCheck.constant({ type: "failed" as const }),
  amountArb.map((amount) => ({ type: "captured" as const, amount })),
  FastCheck.constant({ type: "released" as const }),
  amountArb.map((amount) => ({ type: "refunded" as const, amount }))
)

/** The events of a history the machine accepts, as the server records them (it never writes a refused one). */
const accepted = (events: ReadonlyArray<PaymentEvent>) => {
  const kept: Array<PaymentEvent> = []
  let payment: Payment = UNPAID
  let everAuthorised = false
  for (const event of events) {
    const step = applyPaymentEvent(payment, event)
    if (!step.ok) continue
    kept.push(event)
    payment = step.payment
    everAuthorised ||= payment.state === "authorised"
  }
  return { kept, payment, everAuthorised }
}

describe("books check properties", () => {
  it.prop(
    "a member charge's ledger is clean exactly when it has one charge, and one reversal only if cancelled",
    [FastCheck.boolean(), FastCheck.boolean(), count, count],
    ([memberCharged, cancelled, charges, reversals]) => {
      const clean = memberCharged
        ? charges === 1 && reversals === (cancelled ? 1 : 0)
        : charges === 0 && reversals === 0
      expect(houseChargeProblems({ memberCharged, cancelled, charges, reversals }).length === 0).toBe(clean)
    }
  )

  it.prop(
    "a batch is clean exactly when its recorded count and total are its file's",
    [
      count,
      FastCheck.integer({ min: -5000, max: 5000 }),
      count,
      FastCheck.integer({ min: -5000, max: 5000 })
    ],
    ([entries, total, rows, fileTotal]) => {
      const problems = statementBatchProblems({ entries, total }, { rows, total: fileTotal })
      expect(problems.length).toBe((entries === rows ? 0 : 1) + (total === fileTotal ? 0 : 1))
    }
  )

  it.prop(
    "a card payment recorded as the server records it, with the hold its state implies, has no problem",
    [FastCheck.array(eventArb, { maxLength: 30 })],
    ([events]) => {
      const { kept, payment, everAuthorised } = accepted(events)
      const hold = everAuthorised ? "kitchen" : payment.state === "authorising" ? "held" : "never_reached"
      expect(
        cardPaymentProblems(kept, { hold, intentCents: payment.captured === 0 ? null : payment.captured })
      ).toEqual([])
    }
  )

  it.prop(
    "an entry the machine refuses is reported with its position",
    [FastCheck.array(eventArb, { maxLength: 30 }), eventArb],
    ([events, extra]) => {
      const { kept, payment } = accepted(events)
      FastCheck.pre(!applyPaymentEvent(payment, extra).ok)
      const problems = cardPaymentProblems([...kept, extra], { hold: "kitchen", intentCents: null })
      expect(problems.some((problem) => problem.startsWith(`payment entry ${kept.length + 1} `))).toBe(true)
    }
  )

  it("an order held for its card whose entries say captured, or never authorised yet with the kitchen, is reported", () => {
    const captured: ReadonlyArray<PaymentEvent> = [
      { type: "intent_created" },
      { type: "authorised", amount: Cents(1000) },
      { type: "captured", amount: Cents(1000) }
    ]
    expect(cardPaymentProblems(captured, { hold: "held", intentCents: 1000 })).toEqual([
      'is held for its card, but its payment entries read "Captured"'
    ])
    expect(cardPaymentProblems(captured, { hold: "never_reached", intentCents: 900 })).toEqual([
      "never reached the kitchen, but $10.00 was captured",
      "captured $10.00, more than its card intent's $9.00"
    ])
    expect(cardPaymentProblems([{ type: "intent_created" }], { hold: "kitchen", intentCents: null })).toEqual(
      ['is with the kitchen, but its card was never authorised (its entries read "Awaiting card")']
    )
  })

  const plainArb = FastCheck.letrec((tie) => ({
    value: FastCheck.oneof(
      { depthSize: "small" },
      FastCheck.integer(),
      FastCheck.string({ maxLength: 4 }),
      FastCheck.array(tie("value"), { maxLength: 3 }),
      FastCheck.dictionary(FastCheck.constantFrom("a", "b", "c"), tie("value"), { maxKeys: 3 })
    )
  })).value

  it.prop("a report never differs from itself", [plainArb], ([report]) => {
    expect(reportDifferences(report, structuredClone(report))).toEqual([])
  })

  it.prop(
    "one figure changed is one difference, named by its path",
    [
      FastCheck.array(FastCheck.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 5 }),
      FastCheck.nat()
    ],
    ([hours, pick]) => {
      const index = pick % hours.length
      const rolled = { summary: { orders: 3 }, hourly: hours.map((orders) => ({ orders })) }
      const recounted = structuredClone(rolled)
      ;(recounted.hourly[index] as { orders: number }).orders += 1
      expect(reportDifferences(rolled, recounted)).toEqual([
        `hourly[${index}].orders: ${hours[index]} from the roll-up, ${(hours[index] as number) + 1} from the orders`
      ])
    }
  )

  it("names a list's element by its name field when it has one", () => {
    const rolled = { byChannel: [{ channel: "pickup", orders: 2 }] }
    expect(reportDifferences(rolled, { byChannel: [{ channel: "pickup", orders: 1 }] })).toEqual([
      "byChannel[pickup].orders: 2 from the roll-up, 1 from the orders"
    ])
  })

  it("says how the check went in one line", () => {
    expect(booksCheckVerdict(12, 0)).toBe("Books check: all 12 checks passed")
    expect(booksCheckVerdict(12, 1)).toBe("Books check: 1 mismatch in 12 checks")
  })
})
