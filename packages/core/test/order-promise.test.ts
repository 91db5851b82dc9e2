import { describe, expect, it } from "@effect/vitest"
import { Cents } from "../src/money.js"
import {
  meetingNote,
  meetingPromise,
  orderPointsSentence,
  orderPromise,
  soonestPromise
} from "../src/order-promise.js"
import { describeReward } from "../src/reward-words.js"

const timeZone = "America/New_York"
// 12:00 PM in New York (EST).
const now = new Date("2026-01-15T17:00:00Z")
const placed = { createdAt: "2026-01-15T16:55:00Z", estimateMinutes: 35, now, timeZone, pickupTime: null }

describe("orderPromise: one time per order, as a clock time", () => {
  it("gives a pickup's ready time and a delivery's arrival as clock times from the kitchen's quote", () => {
    expect(orderPromise({ ...placed, orderType: "pickup" })).toBe("Estimated ready time: about 12:30 PM")
    expect(orderPromise({ ...placed, orderType: "delivery" })).toBe("Estimated delivery time: about 12:30 PM")
  })

  it('promises "As soon as possible" at checkout as the clock time the order page will keep', () => {
    expect(soonestPromise("pickup", 35, now, timeZone)).toBe("Ready about 12:35 PM")
    expect(soonestPromise("delivery", 45, now, timeZone)).toBe("Delivered about 12:45 PM")
  })

  it("states a golf-cart order's meeting time and place once, instead of the kitchen's duration", () => {
    const text = orderPromise({
      ...placed,
      orderType: "golf_cart",
      eta: { at: "2026-01-15T17:16:00Z", hole: 10 }
    })
    expect(text).toBe("We'll meet you around hole 10 at about 12:16 PM")
    expect(text).not.toContain("minutes")
  })

  it("says how old the cart's position is when it is older than the live window", () => {
    expect(
      orderPromise({
        ...placed,
        orderType: "golf_cart",
        eta: { at: "2026-01-15T17:16:00Z", hole: 10, staleMinutes: 58 }
      })
    ).toBe("We'll meet you around hole 10 at about 12:16 PM (from the cart's position 58 min ago)")
  })

  it("tells the runner the same meeting time and place as the golfer is promised", () => {
    const eta = { at: "2026-01-15T17:16:00Z", hole: 10 }
    expect(meetingNote(eta, timeZone)).toBe("Meet around hole 10 at about 12:16 PM")
    expect(meetingPromise(eta, timeZone)).toBe("We'll meet you around hole 10 at about 12:16 PM")
    expect(meetingNote({ ...eta, staleMinutes: 58 }, timeZone)).toBe(
      "Meet around hole 10 at about 12:16 PM (from the cart's position 58 min ago)"
    )
  })

  it("falls back to the kitchen's time when the cart's position is unknown", () => {
    expect(orderPromise({ ...placed, orderType: "golf_cart", eta: null })).toBe(
      "Estimated delivery time: about 12:30 PM"
    )
  })

  it("gives a scheduled order's time as scheduled, whatever the quote", () => {
    expect(orderPromise({ ...placed, orderType: "pickup", pickupTime: "2026-01-15T23:30:00Z" })).toBe(
      "Scheduled pickup: Today at 6:30 PM"
    )
  })

  it("writes the hour without a leading zero, on the venue's clock whatever the machine's zone", () => {
    const morning = { ...placed, createdAt: "2026-01-15T14:00:00Z", estimateMinutes: 5 }
    expect(orderPromise({ ...morning, orderType: "pickup" })).toBe("Estimated ready time: about 9:05 AM")
  })
})

describe("orderPointsSentence: one wording for an order's points", () => {
  it("earns points once delivered while open, has earned them once delivered, none when cancelled", () => {
    expect(orderPointsSentence("pending", 19)).toBe("This order earns 19 loyalty points once delivered.")
    // One point is one point, not "1 loyalty points".
    expect(orderPointsSentence("pending", 1)).toBe("This order earns 1 loyalty point once delivered.")
    expect(orderPointsSentence("delivered", 1)).toBe("This order earned 1 loyalty point.")
    expect(orderPointsSentence("delivered", 19)).toBe("This order earned 19 loyalty points.")
    expect(orderPointsSentence("cancelled", 19)).toBeUndefined()
    expect(orderPointsSentence("pending", 0)).toBeUndefined()
  })
})

describe("describeReward: a reward's name and effect, said once", () => {
  it("does not repeat a name that already says what the reward does", () => {
    const soda = { kind: "freeItem", item: { id: 7, name: "Fountain Soda", price: Cents(199) } } as const
    expect(describeReward("Free Fountain Soda", soda)).toBe("Free Fountain Soda")
    expect(describeReward("Birthday treat", soda)).toBe("Birthday treat · Free Fountain Soda")
  })
})
