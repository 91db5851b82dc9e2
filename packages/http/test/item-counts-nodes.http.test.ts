import { Cents } from "@grill/core"
import { describe, expect, it } from "vitest"
import { useSecondNode, useTestServer } from "./support/harness.js"
import { line, orderSubmission, withServerTotals } from "./support/order-submissions.js"
import { testPostgresUrl } from "./support/test-database.js"

// Issue 41: two nodes on one PostgreSQL database sell no more of a counted item than it has.
describe.skipIf(testPostgresUrl() === undefined)("counts on several nodes", () => {
  const first = useTestServer()
  const second = useSecondNode(first)

  it("gives 12 of 20 orders racing on two nodes for the 12 left, and refuses 8", async () => {
    const { admin, client } = first
    const item = await admin.menu.create({
      payload: {
        name: "Classic Burger",
        description: "",
        price: Cents(1299),
        categoryId: "burgers",
        available: true
      }
    })
    await admin.menu.setCount({ path: { id: item.id }, payload: { count: 12 } })
    const statuses = await Promise.all(
      Array.from({ length: 20 }, async (_, n) => {
        const on = n % 2 === 0 ? client : second.client
        const payload = await withServerTotals(
          on,
          orderSubmission({
            items: [line(item.id, 1)],
            contactInfo: { name: "Two Nodes", phone: `77055504${n + 10}` }
          })
        )
        const placing = on.orders.place({ payload, headers: {} })
        const status = await placing.status()
        return status === 201 ? "placed" : (await placing.refused()).message
      })
    )
    expect(statuses.filter((status) => status === "placed")).toHaveLength(12)
    expect(statuses.filter((status) => status === "Only 0 left of Classic Burger")).toHaveLength(8)
    const menu = await second.client.menu.items({ urlParams: {} })
    expect(menu.find((found) => found.id === item.id)?.count).toEqual({ daily: 12, left: 0 })
  })
})
