import { existsSync } from "node:fs"
import { afterAll, describe, expect, it } from "vitest"
import { eventually, startFakePrinter } from "./support/fake-printer.js"
import { caller, pickupOrder, withServerTotals } from "./support/http.js"
import {
  adminSession,
  SERVER_ENTRY,
  type ServerProcess,
  startServerProcess
} from "./support/server-process.js"
import { createTestDatabase, dropTestDatabase, testPostgresUrl } from "./support/test-database.js"

const PASSWORD = "print-queue-two-nodes-password"
const ORDERS = 8

const nodes: Array<ServerProcess> = []
afterAll(async () => {
  for (const node of nodes) await node.stop()
})

describe.skipIf(!testPostgresUrl() || !existsSync(SERVER_ENTRY))("the print queue on two nodes", () => {
  it("prints each ticket once, whichever node takes it", async () => {
    const database = await createTestDatabase()
    if (database.dialect !== "pg") throw new Error("expected a PostgreSQL test database")
    const printer = await startFakePrinter()
    const env = {
      GRILL_DATABASE_URL: database.url,
      GRILL_ADMIN_PASSWORD: PASSWORD,
      GRILL_PRINT_CHECK_SECONDS: "0.05"
    }
    // One after the other: the first creates the schema and the admin account.
    nodes.push(await startServerProcess(env))
    nodes.push(await startServerProcess(env))
    const [a, b] = nodes as [ServerProcess, ServerProcess]
    const staffA = await adminSession(a.url, PASSWORD)
    const staffB = await adminSession(b.url, PASSWORD)
    expect(
      (await staffA("POST", "/api/printers", { name: "Kitchen", host: "127.0.0.1", port: printer.port }))
        .status
    ).toBe(201)
    const numbers: Array<string> = []
    for (let n = 0; n < ORDERS; n++) {
      const customer = caller(n % 2 === 0 ? a.url : b.url)
      const placed = await customer("POST", "/api/orders", await withServerTotals(customer, pickupOrder()))
      const staff = n % 2 === 0 ? staffB : staffA
      expect((await staff("POST", `/api/orders/${placed.body.order.id}/accept`, {})).status).toBe(200)
      numbers.push(placed.body.order.orderNumber)
    }
    await eventually("every ticket printed", () => printer.tickets().length >= ORDERS, 60_000)
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const printed = printer.tickets().map((ticket) => ticket.large[0])
    expect([...printed].sort()).toEqual(numbers.map((number) => `#${number}`).sort())
    for (const node of nodes.splice(0)) await node.stop()
    await printer.close()
    await dropTestDatabase(database)
  }, 120_000)
})
