import { describe, expect, it } from "@effect/vitest"
import { FastCheck } from "effect"
import { rejectionReasonWords, rejectionSentence } from "../src/order-status.js"
import { orderTimeStatement } from "../src/order-time-statement.js"

const venue = { timeZone: "America/New_York", defaultDeliveryEstimateMinutes: 45 }
// 12:00 PM in New York (EST).
const now = new Date("2026-01-15T17:00:00Z")
const order = {
  status: "pending",
  orderType: "pickup",
  pickupTime: null,
  createdAt: "2026-01-15T16:55:00Z",
  deliveryTimeEstimate: 35
} as const

describe("orderTimeStatement: what an order's page says about its time", () => {
  it("promises an open order's one time, by the kitchen's quote", () => {
    expect(orderTimeStatement(order, venue, now)).toEqual({
      kind: "promise",
      sentence: "Estimated ready time: about 12:30 PM"
    })
  })

  it("counts from the venue's default when no quote was stored", () => {
    expect(orderTimeStatement({ ...order, deliveryTimeEstimate: 0 }, venue, now)?.sentence).toBe(
      "Estimated ready time: about 12:40 PM"
    )
  })

  it("says why a turned-down order was refused, and nothing of a finished one", () => {
    expect(
      orderTimeStatement(
        { ...order, status: "cancelled", rejectionReason: "Kitchen closed early" },
        venue,
        now
      )
    ).toEqual({ kind: "rejected", sentence: "Sorry, we couldn't take this order: Kitchen closed early" })
    expect(orderTimeStatement({ ...order, status: "delivered" }, venue, now)).toBeUndefined()
  })
})

describe("a rejection, worded once", () => {
  const apologies = FastCheck.constantFrom(
    "Sorry, ",
    "sorry ",
    "Sorry - ",
    "We're sorry, ",
    "We are sorry: ",
    "So sorry! ",
    "Apologies, "
  )
  // A reason in the kitchen's own words, starting with a word, not an apology of its own.
  const reasons = FastCheck.string({ minLength: 1, maxLength: 80 }).filter(
    (reason) => /^\s*[A-Za-z0-9]/.test(reason) && rejectionReasonWords(reason) === reason.trim()
  )

  it.prop("says sorry once, then the kitchen's reason whole", [apologies, reasons], ([apology, reason]) => {
    expect(rejectionSentence(`${apology}${reason}`)).toBe(rejectionSentence(reason))
    expect(rejectionSentence(reason)).toBe(`Sorry, we couldn't take this order: ${reason.trim()}`)
  })

  it("reads the issue's double apology as one sentence", () => {
    expect(rejectionSentence("Sorry, we're out of wings")).toBe(
      "Sorry, we couldn't take this order: we're out of wings"
    )
    expect(rejectionSentence("Sorry!")).toBe("Sorry, we couldn't take this order.")
    // An apology later in the reason is the kitchen's own words.
    expect(rejectionSentence("Out of wings, sorry")).toBe(
      "Sorry, we couldn't take this order: Out of wings, sorry"
    )
  })
})
