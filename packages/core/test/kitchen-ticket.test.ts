import { describe, expect, it } from "@effect/vitest"
import { kitchenTicket, settlementWords, type TicketOrder } from "../src/kitchen-ticket.js"
import { Cents } from "../src/money.js"

const ZONE = "America/New_York"
const NOW = new Date("2026-06-15T16:00:00Z")

const order: TicketOrder = {
  orderNumber: "K7Q2M",
  orderType: "golf_cart",
  createdAt: "2026-06-15T15:58:00Z",
  pickupTime: null,
  deliveryTimeEstimate: 30,
  acceptedAt: "2026-06-15T15:59:00Z",
  contactInfo: { name: "Jamie Fox", phone: "5551234567", specialInstructions: "Extra napkins" },
  deliveryAddress: null,
  golfCartDelivery: { cartId: "7", nextHole: 5 },
  eta: { hole: 6, at: "2026-06-15T16:16:00Z" },
  rewardCode: "ABCDE-FGHIJ",
  rewardName: "Free Soup",
  enteredBy: "sam",
  total: Cents(1840),
  payment: { method: "pay_at_counter", state: "unpaid" }
}

const text = (lines: ReturnType<typeof kitchenTicket>) =>
  lines.map((line) => ("text" in line ? line.text : "---"))

describe("a kitchen ticket", () => {
  it("carries the number, type, due time, cart and hole, items, customer, settlement, reward and who entered it", () => {
    const lines = kitchenTicket({
      order,
      items: [
        {
          name: "Burger",
          quantity: 2,
          notes: "no onions",
          options: [{ name: "Medium", choiceOf: "Doneness" }, { name: "Cheddar" }]
        }
      ],
      elsewhere: [{ printer: "Bar", items: 2 }],
      reprint: false,
      timeZone: ZONE,
      now: NOW
    })
    expect(lines[0]).toEqual({ kind: "large", text: "#K7Q2M" })
    expect(text(lines)).toEqual([
      "#K7Q2M",
      "GOLF CART",
      "Due 12:28 PM (ASAP, accepted 11:59 AM)",
      "Cart 7: Meet around hole 6 at about 12:16 PM",
      "Phone 555-123-4567",
      "Placed 11:58 AM",
      "---",
      "NOTES / ALLERGIES",
      "  Extra napkins",
      "---",
      "2 x Burger",
      "   Doneness: Medium",
      "   + Cheddar",
      "   > no onions",
      "+2 items on the Bar ticket",
      "---",
      "Customer: Jamie",
      "COLLECT $18.40",
      "Reward ABCDE-FGHIJ: Free Soup",
      "Entered by sam"
    ])
  })

  it("names the order's outlet under its number when the club has more than one", () => {
    const at = (outletName: string | undefined) =>
      text(
        kitchenTicket({
          order,
          items: [],
          elsewhere: [],
          reprint: false,
          timeZone: ZONE,
          now: NOW,
          outletName
        })
      )
    expect(at("Halfway House").slice(0, 3)).toEqual(["#K7Q2M", "Halfway House", "GOLF CART"])
    expect(at(undefined).slice(0, 2)).toEqual(["#K7Q2M", "GOLF CART"])
  })

  it("indents every line of a note under its label, leaving out blank ones", () => {
    const lines = kitchenTicket({
      order: {
        ...order,
        contactInfo: { name: "Jamie Fox", phone: "", specialInstructions: "Side door\r\n\n** PAID **" }
      },
      items: [{ name: "Burger", quantity: 1, notes: "no onions\rNO ALLERGY", options: [] }],
      elsewhere: [],
      reprint: false,
      timeZone: ZONE,
      now: NOW
    })
    expect(text(lines)).toContain("     NO ALLERGY")
    const notes = text(lines).indexOf("NOTES / ALLERGIES")
    expect(text(lines).slice(notes, notes + 5)).toEqual([
      "NOTES / ALLERGIES",
      "  Side door",
      "  ** PAID **",
      "---",
      "1 x Burger"
    ])
    expect(lines.slice(notes + 1, notes + 3).every((line) => line.kind === "bold")).toBe(true)
    expect(text(lines)).not.toContain("Phone")
  })

  it("meets a cart whose position is unknown at its next hole", () => {
    const lines = kitchenTicket({
      order: { ...order, eta: null },
      items: [],
      elsewhere: [],
      reprint: false,
      timeZone: ZONE,
      now: NOW
    })
    expect(text(lines)).toContain("Cart 7, meet at hole 5")
  })

  it("says REPRINT first, a scheduled time or the turn, and a delivery address", () => {
    const turn = kitchenTicket({
      order: { ...order, pickupTime: "2026-06-15T18:30:00Z" },
      items: [],
      elsewhere: [],
      reprint: true,
      timeZone: ZONE,
      now: NOW
    })
    expect(text(turn).slice(0, 5)).toEqual([
      "REPRINT",
      "#K7Q2M",
      "GOLF CART",
      "Due Today at 2:30 PM (at the turn, after hole 9)",
      "Cart 7, meet at the clubhouse"
    ])
    const delivery = kitchenTicket({
      order: {
        ...order,
        orderType: "delivery",
        pickupTime: "2026-06-15T22:00:00Z",
        golfCartDelivery: null,
        deliveryAddress: { address: "12 Oak Lane", city: "Palm Grove", state: "FL", zipCode: "33000" }
      },
      items: [],
      elsewhere: [],
      reprint: false,
      timeZone: ZONE,
      now: NOW
    })
    expect(text(delivery).slice(2, 6)).toEqual([
      "Due Today at 6:00 PM (scheduled)",
      "12 Oak Lane",
      "Palm Grove, FL 33000",
      "Phone 555-123-4567"
    ])
  })

  it("says ASAP with no quote yet, and a pickup ticket carries no phone", () => {
    const lines = kitchenTicket({
      order: {
        ...order,
        orderType: "pickup",
        golfCartDelivery: null,
        deliveryTimeEstimate: 0,
        acceptedAt: null
      },
      items: [],
      elsewhere: [],
      reprint: false,
      timeZone: ZONE,
      now: NOW
    })
    expect(text(lines).slice(1, 4)).toEqual(["PICKUP", "Due ASAP", "Placed 11:58 AM"])
  })

  it("reads PAID for a card taken online, CHARGE for a member account, COLLECT otherwise", () => {
    const total = Cents(1840)
    expect(settlementWords({ total, payment: { method: "credit_card", state: "authorised" } })).toBe("PAID")
    expect(settlementWords({ total, payment: { method: "member_charge", state: "charged" } })).toBe("CHARGE")
    expect(settlementWords({ total, payment: { method: "credit_card", state: "unpaid" } })).toBe(
      "COLLECT $18.40"
    )
  })
})
