import { describe, expect, it } from "vitest"
import { useTestServer } from "./support/harness.js"
import { line, orderSubmission, withServerTotals } from "./support/order-submissions.js"

const { client } = useTestServer()

// Door 2: a reused idempotency key must never hand back another customer's order.
describe("idempotency keys are bound to the request they came with", () => {
  it("answers a retry with the same order, and a different body under the same key with 422", async () => {
    const headers = { "idempotency-key": "k-door-2-0001" }
    const first = await withServerTotals(
      client,
      orderSubmission({ contactInfo: { name: "Alice Victim", phone: "770-555-0111" } })
    )
    const placed = await client.orders.place({ payload: first, headers }).answer()
    expect(placed.status).toBe(201)

    const retried = await client.orders.place({ payload: first, headers }).answer()
    expect(retried.status).toBe(201)
    expect(retried.value.orderNumber).toBe(placed.value.orderNumber)

    const other = await withServerTotals(
      client,
      orderSubmission({ items: [line(2, 1)], contactInfo: { name: "Mallory X", phone: "7705550199" } })
    )
    const reused = await client.orders.place({ payload: other, headers }).refused()
    expect(reused).toMatchObject({
      status: 422,
      message: "This request was already used for a different order"
    })
    const text = JSON.stringify(reused)
    expect(text).not.toContain("Alice")
    expect(text).not.toContain(placed.value.orderNumber)
  })

  it("places one order when the same request races itself", async () => {
    const order = await withServerTotals(
      client,
      orderSubmission({ contactInfo: { name: "Race Car", phone: "7705550122" } })
    )
    const replies = await Promise.all(
      Array.from({ length: 8 }, () =>
        client.orders.place({ payload: order, headers: { "idempotency-key": "k-door-2-race" } }).answer()
      )
    )
    expect(replies.map((reply) => reply.status)).toEqual(Array(8).fill(201))
    expect(new Set(replies.map((reply) => reply.value.orderNumber)).size).toBe(1)
  })
})
