import { describe, expect, it } from "@effect/vitest"
import { Cents, kitchenTicket, type TicketOrder } from "@grill/core"
import { FastCheck } from "effect"
import { type PrinterLanguage, ticketBytes, wrapLine } from "../src/printers/ticket-bytes.js"
import { decodeTickets } from "./support/fake-printer.js"

// An order stored before the rule on control characters: notes over several lines, escape codes.
const order: TicketOrder = {
  orderNumber: "K7Q2M",
  orderType: "pickup",
  createdAt: "2026-06-15T15:58:00Z",
  pickupTime: null,
  deliveryTimeEstimate: 30,
  acceptedAt: "2026-06-15T15:59:00Z",
  contactInfo: {
    name: "Jamie\u001b[8m Fox",
    phone: "5551234567",
    specialInstructions: "Side door\r\n** PAID - DO NOT COLLECT **\u001b[8m\nknock twice"
  },
  deliveryAddress: null,
  golfCartDelivery: null,
  rewardCode: null,
  rewardName: null,
  enteredBy: null,
  total: Cents(1840),
  payment: { method: "pay_at_counter", state: "unpaid" }
}

const printed = (language: PrinterLanguage, width: 58 | 80) => {
  const lines = kitchenTicket({
    order,
    items: [{ name: "Burger", quantity: 1, notes: "no onions\nNO ALLERGY", options: [] }],
    elsewhere: [],
    reprint: false,
    timeZone: "America/New_York",
    now: new Date("2026-06-15T16:00:00Z")
  })
  const bytes = Buffer.from(ticketBytes(lines, { width, language }))
  const [ticket] = decodeTickets(bytes, language, { indented: true })
  return { bytes, ticket: ticket ?? { lines: [], large: [] } }
}

describe("a kitchen ticket's bytes", () => {
  for (const language of ["esc-pos", "star-prnt"] as const) {
    it(`print a note over several lines indented under its label (${language})`, () => {
      const { ticket } = printed(language, 80)
      expect(ticket.lines).toContain("   > no onions")
      expect(ticket.lines).toContain("     NO ALLERGY")
      const notes = ticket.lines.indexOf(" NOTES / ALLERGIES")
      expect(ticket.lines.slice(notes, notes + 5)).toEqual([
        " NOTES / ALLERGIES",
        "  Side door",
        "  ** PAID - DO NOT COLLECT **^[[8m",
        "  knock twice",
        "-".repeat(48)
      ])
      // The ticket's own settlement line stays the only one at the margin.
      expect(ticket.lines.filter((line) => line.includes("PAID") && !line.startsWith(" "))).toEqual([])
    })

    it(`never carry the customer's control bytes to the printer (${language})`, () => {
      const { bytes, ticket } = printed(language, 58)
      expect(bytes.includes(Buffer.from("\u001b[8m", "latin1"))).toBe(false)
      expect(ticket.lines).toContain("Customer: Jamie^[[8m")
    })
  }

  it("show the due clock time, when it was accepted, the notes boxed above the items, choices as the menu words them and the runner's phone", () => {
    const lines = kitchenTicket({
      order: {
        ...order,
        orderType: "delivery",
        deliveryAddress: { address: "12 Oak Lane", city: "Palm Grove", state: "FL", zipCode: "33000" },
        contactInfo: {
          name: "Jamie Fox",
          phone: "(555) 123-4567",
          specialInstructions: "Allergic to peanuts"
        }
      },
      items: [
        {
          name: "Burger",
          quantity: 1,
          notes: "",
          options: [{ name: "Medium", choiceOf: "Doneness" }, { name: "Bacon" }]
        }
      ],
      elsewhere: [],
      reprint: false,
      timeZone: "America/New_York",
      now: new Date("2026-06-15T16:00:00Z")
    })
    const bytes = Buffer.from(ticketBytes(lines, { width: 80, language: "esc-pos" }))
    const [ticket] = decodeTickets(bytes, "esc-pos", { indented: true })
    const printedLines = ticket?.lines ?? []
    expect(printedLines).toContain("Due 12:28 PM (ASAP, accepted 11:59 AM)")
    expect(printedLines).toContain("Phone 555-123-4567")
    const box = printedLines.indexOf(" NOTES / ALLERGIES")
    expect(printedLines.slice(box, box + 2)).toEqual([" NOTES / ALLERGIES", "  Allergic to peanuts"])
    expect(box).toBeLessThan(printedLines.indexOf("1 x Burger"))
    expect(printedLines).toContain("   Doneness: Medium")
    expect(printedLines).toContain("   + Bacon")
    // The box's heading prints white on black (GS B 1) and its lines bold (ESC E 1).
    const heading = bytes.indexOf(Buffer.from(" NOTES / ALLERGIES"))
    expect(bytes.subarray(0, heading).lastIndexOf(Buffer.from([0x1d, 0x42, 0x01]))).toBeGreaterThan(-1)
    const allergy = bytes.indexOf(Buffer.from("  Allergic to peanuts"))
    expect(bytes.subarray(heading, allergy).includes(Buffer.from([0x1b, 0x45, 0x01]))).toBe(true)
  })

  it("wraps a long note line under its own indent rather than at the margin", () => {
    const { ticket } = printed("esc-pos", 58)
    expect(ticket.lines.every((line) => line.length <= 32)).toBe(true)
    expect(ticket.lines).toContain("  ** PAID - DO NOT COLLECT")
    expect(ticket.lines).toContain("    **^[[8m")
  })
})

describe("wrapLine", () => {
  const textArb = FastCheck.tuple(
    FastCheck.integer({ min: 0, max: 6 }),
    FastCheck.array(FastCheck.stringMatching(/^[a-z*#]{1,40}$/), { minLength: 1, maxLength: 12 })
  ).map(([indent, words]) => `${" ".repeat(indent)}${words.join(" ")}`)

  it.prop(
    "fits the paper, keeps every character in order, and indents every continuation",
    [textArb, FastCheck.constantFrom(32, 48)],
    ([text, columns]) => {
      const lines = wrapLine(text, columns)
      const own = text.length - text.trimStart().length
      expect(lines.every((line) => line.length <= columns)).toBe(true)
      expect(lines[0]?.startsWith(text.slice(0, own + 1))).toBe(true)
      for (const line of lines.slice(1)) expect(line.startsWith(" ".repeat(own + 2))).toBe(true)
      expect(
        lines
          .map((line) => line.trim())
          .join("")
          .replaceAll(" ", "")
      ).toBe(text.replaceAll(" ", ""))
    }
  )
})
