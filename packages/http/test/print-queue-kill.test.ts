import { existsSync } from "node:fs"
import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { eventually, startFakePrinter } from "./support/fake-printer.js"
import { caller, pickupOrder, withServerTotals } from "./support/http.js"
import {
  adminSession,
  SERVER_ENTRY,
  type ServerProcess,
  startServerProcess
} from "./support/server-process.js"

const PASSWORD = "print-queue-kill-password"

const servers: Array<ServerProcess> = []
let dataDir: string | undefined
afterAll(async () => {
  for (const server of servers) await server.stop("SIGKILL")
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

/** The built server on a SQLite file, printing every tenth of a second. */
const startServer = async (database: string) => {
  const server = await startServerProcess({
    GRILL_DB: database,
    GRILL_ADMIN_PASSWORD: PASSWORD,
    GRILL_PRINT_CHECK_SECONDS: "0.1"
  })
  servers.push(server)
  return server
}

describe.skipIf(!existsSync(SERVER_ENTRY))("the print queue across a crash (kill -9)", () => {
  it("prints every ticket queued before the crash once the server is back, each once", async () => {
    dataDir = await mkdtemp(join(tmpdir(), "grill-print-kill-"))
    const database = join(dataDir, "grill.db")
    const printer = await startFakePrinter()
    // Off: every ticket stays queued while the first server runs.
    await printer.off()

    const first = await startServer(database)
    const staff = await adminSession(first.url, PASSWORD)
    const customer = caller(first.url)
    expect(
      (await staff("POST", "/api/printers", { name: "Kitchen", host: "127.0.0.1", port: printer.port }))
        .status
    ).toBe(201)
    const numbers: Array<string> = []
    for (let n = 0; n < 3; n++) {
      const placed = await customer("POST", "/api/orders", await withServerTotals(customer, pickupOrder()))
      expect((await staff("POST", `/api/orders/${placed.body.order.id}/accept`, {})).status).toBe(200)
      numbers.push(placed.body.order.orderNumber)
    }
    await eventually("the printer is seen offline", async () => {
      const [kitchen] = (await staff("GET", "/api/printers")).body
      return kitchen.state === "offline" && kitchen.waitingJobs === 3
    })

    await first.stop("SIGKILL")
    await printer.on()

    await startServer(database)
    await eventually("all three tickets printed", () => printer.tickets().length >= 3, 60_000)
    // A moment more: nothing prints twice.
    await new Promise((resolve) => setTimeout(resolve, 1000))
    expect(printer.tickets().map((ticket) => ticket.large)).toEqual(numbers.map((number) => [`#${number}`]))
    await printer.close()
  }, 120_000)
})
