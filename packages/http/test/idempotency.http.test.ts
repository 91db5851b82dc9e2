import { describe, expect, it } from "vitest"
import { useTestServer } from "./support/harness.js"
import { pickupOrder, withServerTotals } from "./support/http.js"

const { call } = useTestServer()

// Door 2: a reused idempotency key must never hand back another customer's order.
describe("idempotency keys are bound to the request they came with", () => {
  it("answers a retry with the same order, and a different body under the same key with 422", async () => {
    const key = "k-door-2-0001"
    const first = await withServerTotals(
      call,
      pickupOrder({ contactInfo: { name: "Alice Victim", phone: "770-555-0111" } })
    )
    const placed = await call("POST", "/api/orders", first, { "idempotency-key": key })
    expect(placed.status).toBe(201)

    const retried = await call("POST", "/api/orders", first, { "idempotency-key": key })
    expect(retried.status).toBe(201)
    expect(retried.body.orderNumber).toBe(placed.body.orderNumber)

    const other = await withServerTotals(
      call,
      pickupOrder({
        items: [{ id: 2, quantity: 1 }],
        contactInfo: { name: "Mallory X", phone: "7705550199" }
      })
    )
    const reused = await call("POST", "/api/orders", other, { "idempotency-key": key })
    expect(reused.status).toBe(422)
    expect(reused.body.message).toBe("This request was already used for a different order")
    const text = JSON.stringify(reused.body)
    expect(text).not.toContain("Alice")
    expect(text).not.toContain(placed.body.orderNumber)
  })

  it("places one order when the same request races itself", async () => {
    const order = await withServerTotals(
      call,
      pickupOrder({ contactInfo: { name: "Race Car", phone: "7705550122" } })
    )
    const replies = await Promise.all(
      Array.from({ length: 8 }, () =>
        call("POST", "/api/orders", order, { "idempotency-key": "k-door-2-race" })
      )
    )
    expect(replies.map((reply) => reply.status)).toEqual(Array(8).fill(201))
    expect(new Set(replies.map((reply) => reply.body.orderNumber)).size).toBe(1)
  })
})
