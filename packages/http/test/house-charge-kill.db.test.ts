import { type ChildProcess, spawn } from "node:child_process"
import { existsSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import { line, orderSubmission, withServerTotals } from "./support/order-submissions.js"
import { createTestDatabase, dropTestDatabase, type TestDatabase } from "./support/test-database.js"
import { staffCookie, TEST_ADMIN_PASSWORD } from "./support/test-server.js"
import { type Browser, typedClient } from "./support/typed-client.js"

const mainScript = fileURLToPath(new URL("../dist/main.js", import.meta.url))

/** The built server as `npm start` runs it, on `database`; resolves with its URL once it listens. */
const startServer = (database: TestDatabase) =>
  new Promise<{ url: string; child: ChildProcess }>((resolve, reject) => {
    const child = spawn(process.execPath, [mainScript], {
      env: {
        ...process.env,
        ...(database.dialect === "pg" ? { GRILL_DATABASE_URL: database.url } : { GRILL_DB: database.file }),
        PORT: "0",
        HOST: "127.0.0.1",
        GRILL_ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
        GRILL_RATE_LIMITS: "off",
        GRILL_OPENING_HOURS: "ignore",
        GRILL_BACKUP_HOUR: "off"
      },
      stdio: ["ignore", "pipe", "pipe"]
    })
    let output = ""
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output}`)), 30_000)
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString()
      const url = /listening on (http:\/\/\S+)/.exec(output)?.[1]
      if (url !== undefined) {
        clearTimeout(timer)
        resolve({ url, child })
      }
    })
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString()
    })
  })

const signedIn = async (url: string): Promise<Browser> => {
  const [name = "", value = ""] = (await staffCookie(url)).split("=", 2)
  return typedClient(url, { cookies: { [name]: value } })
}

const MEMBERS_CSV = [
  "member_number,first_name,last_name,phone,email,charge_allowed,charge_limit,fb_minimum,fb_minimum_period,status",
  "7001,Bo,Lane,404-555-0701,,yes,,,,active"
].join("\n")

describe.skipIf(!existsSync(mainScript))(
  "the server killed (kill -9) during a burst of charged orders",
  () => {
    it("has, after a restart, exactly one charge entry for every acknowledged order, and none for any other", async () => {
      const database = await createTestDatabase()
      const first = await startServer(database)
      const admin = await signedIn(first.url)
      await admin.members.importMembers({ payload: { csv: MEMBERS_CSV, apply: true } })
      const order = await withServerTotals(
        admin,
        orderSubmission({
          items: [line(1, 1)],
          contactInfo: { name: "Bo Lane", phone: "" },
          paymentMethod: "member_charge",
          memberNumber: "7001"
        })
      )

      // Eight counters charging at once, each order with its own key, until the server dies.
      const acknowledged = new Map<string, string>()
      let sent = 0
      let dead = false
      const counter = async () => {
        while (!dead) {
          const key = `kill-burst-${sent++}`
          try {
            const placed = await admin.orders.place({ payload: order, headers: { "idempotency-key": key } })
            acknowledged.set(placed.orderNumber, key)
          } catch {
            return // the connection went with the server
          }
        }
      }
      const exited = new Promise<NodeJS.Signals | null>((resolve) =>
        first.child.once("exit", (_, signal) => resolve(signal))
      )
      const counters = Array.from({ length: 8 }, counter)
      while (acknowledged.size < 40) await new Promise((resolve) => setTimeout(resolve, 5))
      first.child.kill("SIGKILL")
      dead = true
      expect(await exited).toBe("SIGKILL")
      await Promise.all(counters)
      expect(sent).toBeGreaterThan(acknowledged.size)

      const second = await startServer(database)
      try {
        const after = await signedIn(second.url)
        const { entries } = await after.members.unexported()
        const orders = (await after.orders.list({ urlParams: { limit: 500 } })).filter(
          (placed) => placed.payment.method === "member_charge"
        )
        // Every acknowledged order stands, with exactly its charge.
        for (const orderNumber of acknowledged.keys()) {
          const charges = entries.filter((entry) => entry.ticket === orderNumber)
          expect(charges.map((entry) => [entry.kind, entry.memberNumber, entry.total])).toEqual([
            ["charge", "7001", orders.find((placed) => placed.orderNumber === orderNumber)?.total]
          ])
        }
        // The orders committed but not acknowledged (the answer lost) have theirs too; none has two.
        expect(entries.map((entry) => entry.ticket).sort()).toEqual(
          orders.map((placed) => placed.orderNumber).sort()
        )
        // A counter sending an acknowledged order again is answered with it, charged once still.
        const [orderNumber, key] = [...acknowledged][0] ?? ["", ""]
        const again = await after.orders.place({ payload: order, headers: { "idempotency-key": key } })
        expect(again.orderNumber).toBe(orderNumber)
        expect((await after.members.unexported()).entries).toHaveLength(entries.length)
      } finally {
        await new Promise((resolve) => {
          second.child.once("exit", resolve)
          second.child.kill("SIGTERM")
        })
        await dropTestDatabase(database)
      }
    }, 120_000)
  }
)
