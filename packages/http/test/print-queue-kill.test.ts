import { type ChildProcess, spawn } from "node:child_process"
import { existsSync } from "node:fs"
import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { afterAll, describe, expect, it } from "vitest"
import { eventually, startFakePrinter } from "./support/fake-printer.js"
import { caller, pickupOrder, withServerTotals } from "./support/http.js"

const serverEntry = fileURLToPath(new URL("../dist/main.js", import.meta.url))
const PASSWORD = "print-queue-kill-password"

const children: Array<ChildProcess> = []
let dataDir: string | undefined
afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL")
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

/** The built server on a SQLite file, printing every tenth of a second; resolves with its URL once it listens. */
const startServer = (database: string) =>
  new Promise<{ url: string; process: ChildProcess }>((resolve, reject) => {
    const child = spawn(process.execPath, [serverEntry], {
      env: {
        ...process.env,
        PORT: "0",
        HOST: "127.0.0.1",
        GRILL_DB: database,
        GRILL_ADMIN_PASSWORD: PASSWORD,
        GRILL_RATE_LIMITS: "off",
        GRILL_OPENING_HOURS: "ignore",
        GRILL_PRINT_CHECK_SECONDS: "0.1"
      },
      stdio: ["ignore", "pipe", "pipe"]
    })
    children.push(child)
    let output = ""
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString()
      const found = /listening on (http:\/\/[\d.]+:\d+)/.exec(output)
      if (found?.[1]) resolve({ url: found[1], process: child })
    })
    child.once("exit", (code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)))
  })

describe.skipIf(!existsSync(serverEntry))("the print queue across a crash (kill -9)", () => {
  it("prints every ticket queued before the crash once the server is back, each once", async () => {
    dataDir = await mkdtemp(join(tmpdir(), "grill-print-kill-"))
    const database = join(dataDir, "grill.db")
    const printer = await startFakePrinter()
    // Off: every ticket stays queued while the first server runs.
    await printer.off()

    const first = await startServer(database)
    const login = await caller(first.url)("POST", "/api/auth/login", { username: "admin", password: PASSWORD })
    const staff = caller(first.url, { cookie: (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "" })
    const customer = caller(first.url)
    expect(
      (await staff("POST", "/api/printers", { name: "Kitchen", host: "127.0.0.1", port: printer.port })).status
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

    const exited = new Promise((resolve) => first.process.once("exit", resolve))
    first.process.kill("SIGKILL")
    await exited
    await printer.on()

    await startServer(database)
    await eventually("all three tickets printed", () => printer.tickets().length >= 3, 60_000)
    // A moment more: nothing prints twice.
    await new Promise((resolve) => setTimeout(resolve, 1000))
    expect(printer.tickets().map((ticket) => ticket.large)).toEqual(numbers.map((number) => [`#${number}`]))
    await printer.close()
  }, 120_000)
})
