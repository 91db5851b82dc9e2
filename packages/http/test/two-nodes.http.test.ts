import { existsSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { cookieEntry } from "./support/cookie-jar.js"
import { openEventStream } from "./support/event-stream.js"
import { orderSubmission, placeOrder, withServerTotals } from "./support/order-submissions.js"
import { SERVER_ENTRY, useServerProcesses } from "./support/server-process.js"
import { testPostgresUrl } from "./support/test-database.js"
import { staffCookie } from "./support/test-server.js"
import { typedClient } from "./support/typed-client.js"

// Issue 17: two server processes on one PostgreSQL database behave as one product.
describe.skipIf(testPostgresUrl() === undefined || !existsSync(SERVER_ENTRY))(
  "two nodes on one PostgreSQL database",
  () => {
    // Started together: migrations, demo data and the admin account must each happen once.
    const { node } = useServerProcesses(2, { together: true })
    const a = () => node(0)
    const b = () => node(1)

    it("loads the demo menu once although both started at the same moment", async () => {
      const [menuA, menuB] = await Promise.all([
        a().client.menu.items({ urlParams: {} }),
        b().client.menu.items({ urlParams: {} })
      ])
      expect(menuA.length).toBeGreaterThan(0)
      expect(menuB).toEqual(menuA)
      expect(new Set(menuA.map((item) => item.name)).size).toBe(menuA.length)
    })

    it("accepts on node B a staff session made on node A, and shows B's status change on A", async () => {
      const cookie = await staffCookie(a().url)
      const payload = await withServerTotals(a().client, orderSubmission())
      const placed = await a().client.orders.place({ payload, headers: {} }).answer()
      expect(placed.status).toBe(201)

      const staffOnB = typedClient(b().url, { cookies: cookieEntry(cookie) })
      const changed = staffOnB.orders.setStatus({
        path: { id: placed.value.order.id },
        payload: { status: "preparing" }
      })
      expect(await changed.status()).toBe(200)

      const readOnA = await a().client.orders.byNumber({ path: { orderNumber: placed.value.orderNumber } })
      expect(readOnA.order.status).toBe("preparing")
    })

    it("delivers an order placed on node A to node B's event stream within a second, resumable on A", async () => {
      const cookie = await staffCookie(a().url)
      const onB = await openEventStream(`${b().url}/api/events`, { cookie })
      try {
        const placed = await placeOrder(a().client, {
          contactInfo: { name: "Cross Node", phone: "7705550191" }
        })
        const seen = await onB.next(
          (event) =>
            event.event === "order.created" && JSON.parse(event.data).orderNumber === placed.orderNumber
        )
        // What B's client missed after that event, it gets from A: the ids are the same on every node.
        const staffOnB = typedClient(b().url, { cookies: cookieEntry(cookie) })
        await staffOnB.orders.setStatus({ path: { id: placed.order.id }, payload: { status: "ready" } })
        const onA = await openEventStream(`${a().url}/api/events`, { cookie, "last-event-id": seen.id ?? "" })
        try {
          const replayed = await onA.next((event) => event.event === "order.updated")
          expect(JSON.parse(replayed.data)).toMatchObject({
            orderNumber: placed.orderNumber,
            status: "ready"
          })
        } finally {
          onA.close()
        }
      } finally {
        onB.close()
      }
    })

    it("loses no acknowledged order when node A is killed while taking orders", async () => {
      const { client } = a()
      const payload = await withServerTotals(
        client,
        orderSubmission({ contactInfo: { name: "Kill Nine", phone: "7705550190" } })
      )
      const acknowledged: Array<string> = []
      const placing = Array.from({ length: 4 }, async () => {
        for (;;) {
          try {
            const placed = await client.orders.place({ payload, headers: {} }).answer()
            if (placed.status === 201) acknowledged.push(placed.value.orderNumber)
          } catch {
            return // the node is gone
          }
        }
      })
      while (acknowledged.length < 20) await new Promise((resolve) => setTimeout(resolve, 10))
      await a().stop("SIGKILL")
      await Promise.all(placing)

      const listed = await b().admin.orders.list({ urlParams: { limit: 500 } })
      const stored = new Set(listed.map((row) => row.orderNumber))
      expect(acknowledged.filter((number) => !stored.has(number))).toEqual([])
    })
  }
)
