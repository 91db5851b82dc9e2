import { existsSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { eventually, printerSettings, startFakePrinter } from "./support/fake-printer.js"
import { placeOrder } from "./support/order-submissions.js"
import { SERVER_ENTRY, useServerProcesses } from "./support/server-process.js"
import { testPostgresUrl } from "./support/test-database.js"

const ORDERS = 8

describe.skipIf(!testPostgresUrl() || !existsSync(SERVER_ENTRY))("the print queue on two nodes", () => {
  // One after the other: the first creates the schema and the admin account.
  const { node } = useServerProcesses(2, { env: { GRILL_PRINT_CHECK_SECONDS: "0.05" } })

  it("prints each ticket once, whichever node takes it", async () => {
    const [a, b] = [node(0), node(1)]
    const printer = await startFakePrinter()
    try {
      const added = a.admin.printers.add({ payload: printerSettings("Kitchen", printer.port) })
      expect(await added.status()).toBe(201)
      const numbers: Array<string> = []
      for (let n = 0; n < ORDERS; n++) {
        const placed = await placeOrder((n % 2 === 0 ? a : b).client)
        const staff = n % 2 === 0 ? b.admin : a.admin
        expect(await staff.orders.accept({ path: { id: placed.order.id }, payload: {} }).status()).toBe(200)
        numbers.push(placed.order.orderNumber)
      }
      await eventually("every ticket printed", () => printer.tickets().length >= ORDERS, 60_000)
      await new Promise((resolve) => setTimeout(resolve, 1000))
      const printed = printer.tickets().map((ticket) => ticket.large[0])
      expect([...printed].sort()).toEqual(numbers.map((number) => `#${number}`).sort())
    } finally {
      await printer.close()
    }
  }, 120_000)
})
