import { type ChildProcess, spawn } from "node:child_process"
import { existsSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { openEventStream } from "./support/event-stream.js"
import { caller, pickupOrder, withServerTotals } from "./support/http.js"
import {
  createTestDatabase,
  dropTestDatabase,
  type TestDatabase,
  testPostgresUrl
} from "./support/test-database.js"

const serverEntry = fileURLToPath(new URL("../dist/main.js", import.meta.url))
const ADMIN_PASSWORD = "two-nodes-password"

interface Node {
  readonly url: string
  readonly process: ChildProcess
}

/** One built server process on the shared database, as a second machine behind a load balancer would run it. */
const startNode = (databaseUrl: string): Promise<Node> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [serverEntry], {
      env: {
        ...process.env,
        PORT: "0",
        HOST: "127.0.0.1",
        GRILL_DATABASE_URL: databaseUrl,
        GRILL_ADMIN_PASSWORD: ADMIN_PASSWORD,
        GRILL_RATE_LIMITS: "off",
        GRILL_OPENING_HOURS: "ignore"
      },
      stdio: ["ignore", "pipe", "pipe"]
    })
    let output = ""
    const collect = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /listening on (http:\/\/[\d.:]+)/.exec(output)
      if (match?.[1] !== undefined) resolve({ url: match[1], process: child })
    }
    child.stdout.on("data", collect)
    child.stderr.on("data", collect)
    child.once("exit", (code) => reject(new Error(`node exited with ${code}:\n${output}`)))
  })

const stopNode = (node: Node, signal: NodeJS.Signals = "SIGTERM") =>
  new Promise<void>((resolve) => {
    if (node.process.exitCode !== null || node.process.signalCode !== null) return resolve()
    node.process.removeAllListeners("exit")
    node.process.once("exit", () => resolve())
    node.process.kill(signal)
  })

const signIn = async (url: string) => {
  const reply = await caller(url)("POST", "/api/auth/login", { username: "admin", password: ADMIN_PASSWORD })
  expect(reply.status).toBe(200)
  return (reply.headers.get("set-cookie") ?? "").split(";")[0] ?? ""
}

// Issue 17: two server processes on one PostgreSQL database behave as one product.
describe.skipIf(testPostgresUrl() === undefined || !existsSync(serverEntry))(
  "two nodes on one PostgreSQL database",
  () => {
    let database: TestDatabase
    let a: Node
    let b: Node

    beforeAll(async () => {
      database = await createTestDatabase()
      if (database.dialect !== "pg")
        throw new Error("expected a PostgreSQL test database")
        // Started together: migrations, demo data and the admin account must each happen once.
      ;[a, b] = await Promise.all([startNode(database.url), startNode(database.url)])
    })
    afterAll(async () => {
      await Promise.all([a, b].filter((node) => node !== undefined).map((node) => stopNode(node)))
      await dropTestDatabase(database)
    })

    it("loads the demo menu once although both started at the same moment", async () => {
      const [menuA, menuB] = await Promise.all([
        caller(a.url)("GET", "/api/menu/items"),
        caller(b.url)("GET", "/api/menu/items")
      ])
      expect(menuA.body.length).toBeGreaterThan(0)
      expect(menuB.body).toEqual(menuA.body)
      expect(new Set(menuA.body.map((item: { name: string }) => item.name)).size).toBe(menuA.body.length)
    })

    it("accepts on node B a staff session made on node A, and shows B's status change on A", async () => {
      const cookie = await signIn(a.url)
      const placeOnA = caller(a.url)
      const placed = await placeOnA("POST", "/api/orders", await withServerTotals(placeOnA, pickupOrder()))
      expect(placed.status).toBe(201)

      const staffOnB = caller(b.url, { cookie })
      const changed = await staffOnB("PUT", `/api/orders/${placed.body.order.id}/status`, {
        status: "preparing"
      })
      expect(changed.status).toBe(200)

      const readOnA = await caller(a.url)("GET", `/api/orders/${placed.body.orderNumber}`)
      expect(readOnA.body.order.status).toBe("preparing")
    })

    it("delivers an order placed on node A to node B's event stream within a second, resumable on A", async () => {
      const cookie = await signIn(a.url)
      const onB = await openEventStream(`${b.url}/api/events`, { cookie })
      try {
        const placeOnA = caller(a.url)
        const order = await withServerTotals(
          placeOnA,
          pickupOrder({ contactInfo: { name: "Cross Node", phone: "7705550191" } })
        )
        const placed = await placeOnA("POST", "/api/orders", order)
        const seen = await onB.next(
          (event) =>
            event.event === "order.created" && JSON.parse(event.data).orderNumber === placed.body.orderNumber
        )
        // What B's client missed after that event, it gets from A: the ids are the same on every node.
        const staffOnB = caller(b.url, { cookie })
        await staffOnB("PUT", `/api/orders/${placed.body.order.id}/status`, { status: "ready" })
        const onA = await openEventStream(`${a.url}/api/events`, { cookie, "last-event-id": seen.id ?? "" })
        try {
          const replayed = await onA.next((event) => event.event === "order.updated")
          expect(JSON.parse(replayed.data)).toMatchObject({
            orderNumber: placed.body.orderNumber,
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
      const placeOnA = caller(a.url)
      const order = await withServerTotals(
        placeOnA,
        pickupOrder({ contactInfo: { name: "Kill Nine", phone: "7705550190" } })
      )
      const acknowledged: Array<string> = []
      const placing = Array.from({ length: 4 }, async () => {
        for (;;) {
          try {
            const reply = await placeOnA("POST", "/api/orders", order)
            if (reply.status === 201) acknowledged.push(reply.body.orderNumber)
          } catch {
            return // the node is gone
          }
        }
      })
      while (acknowledged.length < 20) await new Promise((resolve) => setTimeout(resolve, 10))
      await stopNode(a, "SIGKILL")
      await Promise.all(placing)

      const staffOnB = caller(b.url, { cookie: await signIn(b.url) })
      const listed = await staffOnB("GET", "/api/orders?limit=500")
      const stored = new Set(listed.body.map((row: { orderNumber: string }) => row.orderNumber))
      expect(acknowledged.filter((number) => !stored.has(number))).toEqual([])
    })
  }
)
