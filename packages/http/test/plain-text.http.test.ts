import { describe, expect, it } from "vitest"
import { useTestServer } from "./support/harness.js"
import { pickupOrder, withServerTotals } from "./support/http.js"

const { call, staff, client } = useTestServer()

const ESC = "\u001b"

// Sent raw: the typed client checks its payload against the same schemas and would refuse first.
describe("text that is not plain text", () => {
  it.each([
    ["contactInfo.name", "Name", { contactInfo: { name: `Jane${ESC}[8m Doe`, phone: "7705550101" } }],
    ["contactInfo.name", "Name", { contactInfo: { name: "Jane\nDoe", phone: "7705550101" } }],
    ["contactInfo.name", "Name", { contactInfo: { name: "Jane \u202eeoD", phone: "7705550101" } }],
    [
      "contactInfo.specialInstructions",
      "Special instructions",
      {
        contactInfo: {
          name: "Jo",
          phone: "7705550101",
          specialInstructions: `Gate 4${ESC}]52;c;cm0gLXJm\u0007`
        }
      }
    ],
    ["items.0.notes", "Item notes", { items: [{ id: 1, quantity: 1, notes: "no onions\u009b1A" }] }],
    [
      "deliveryAddress.address",
      "Street address",
      {
        orderType: "delivery",
        deliveryAddress: { address: "1 Oak\tTrail", city: "Woodstock", state: "GA" }
      }
    ]
  ])("is refused in %s with a sentence naming the field", async (field, label, overrides) => {
    const reply = await call("POST", "/api/orders", pickupOrder(overrides))
    expect(reply.status).toBe(400)
    expect(reply.body.field).toBe(field)
    expect(reply.body.message).toMatch(new RegExp(`^${label} must be plain text`))
    expect(reply.body.message).not.toContain(ESC)
  })

  it("is refused in what staff write: a menu item's name, a reward's description", async () => {
    const item = await staff("POST", "/api/menu/items", { name: `Burger${ESC}[2K`, price: 1 })
    expect(item.status).toBe(400)
    expect(item.body.message).toBe("Name must be plain text on one line, without tabs or control characters")
    const reward = await staff("POST", "/api/staff/rewards", {
      name: "Free fries",
      description: "One side\u0085of fries",
      pointsCost: 100
    })
    expect(reward.status).toBe(400)
    expect(reward.body.message).toMatch(/^The description must be plain text/)
  })
})

describe("a note over several lines", () => {
  it("is taken, its line breaks kept as \\n (and the instructions trimmed as before)", async () => {
    const order = pickupOrder({
      items: [{ id: 1, quantity: 1, notes: "no onions\r\nextra pickles" }],
      contactInfo: { name: "Jo Doe", phone: "7705550101", specialInstructions: "Side door\rknock twice\n" }
    })
    const placed = await call("POST", "/api/orders", await withServerTotals(call, order))
    expect(placed.status).toBe(201)
    const { order: stored } = await client.orders.byNumber({
      path: { orderNumber: placed.body.order.orderNumber }
    })
    expect(stored.items[0]?.notes).toBe("no onions\nextra pickles")
    expect(stored.contactInfo.specialInstructions).toBe("Side door\nknock twice")
  })
})
