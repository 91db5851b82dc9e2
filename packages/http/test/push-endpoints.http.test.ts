import type { LookupAddress } from "node:dns"
import { createRequire } from "node:module"
import { createServer, type Server } from "node:net"
import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { guardedLookup, isInternalAddress, pushEndpointProblem } from "../src/notifications/push-endpoint.js"
import { useTestServer } from "./support/harness.js"
import { placeOrder } from "./support/order-submissions.js"

/** The SQLite driver the server uses (it ships no types). */
const Database = createRequire(import.meta.url)("better-sqlite3") as new (
  file: string
) => {
  prepare(sql: string): {
    run(...values: Array<unknown>): unknown
    all(...values: Array<unknown>): Array<unknown>
  }
  close(): void
}

const { server, call, client, admin } = useTestServer()
let listener: Server
let connections = 0

// A TCP listener on loopback standing in for an internal service: it counts who connects.
beforeAll(async () => {
  listener = createServer((socket) => {
    connections++
    socket.destroy()
  })
  await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve))
})
afterAll(() => new Promise((resolve) => listener.close(resolve)))

const KEYS = {
  p256dh: "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM",
  auth: "tBHItJI5svbpez7KI4CCXg"
}

/** Runs one statement on the test server's own database, beside it (as an older version would have written). */
const onDatabase = async <T>(statement: string, values: Array<unknown>): Promise<Array<T>> => {
  const database = server.database
  if (database.dialect === "sqlite") {
    const db = new Database(database.file)
    try {
      const prepared = db.prepare(statement.replace(/\$\d+/g, "?"))
      if (statement.startsWith("SELECT")) return prepared.all(...values) as Array<T>
      prepared.run(...values)
      return []
    } finally {
      db.close()
    }
  }
  const client = new pg.Client({ connectionString: database.url })
  await client.connect()
  try {
    return (await client.query(statement, values)).rows as Array<T>
  } finally {
    await client.end()
  }
}
const writeRow = (statement: string, values: Array<unknown>) => onDatabase(statement, values)
const countRows = async (orderId: number) =>
  Number(
    (
      await onDatabase<{ n: number }>("SELECT COUNT(*) AS n FROM push_subscriptions WHERE order_id = $1", [
        orderId
      ])
    )[0]?.n
  )

describe("push endpoints", () => {
  it("refuses a loopback endpoint with a 400 and never connects to it, even when the order changes", async () => {
    const port = (listener.address() as { port: number }).port
    const { order } = await placeOrder(client)
    // Raw: endpoints as a hostile page would send them.
    for (const endpoint of [
      `https://127.0.0.1:${port}/push/abc`,
      `https://[::1]:${port}/push/abc`,
      `https://localhost:${port}/push/abc`,
      "https://169.254.169.254/latest/meta-data",
      "https://fcm.googleapis.com.attacker.example/fcm/send/abc",
      "https://attacker.example/fcm.googleapis.com/fcm/send/abc",
      "https://fcm.googleapis.com:8443/fcm/send/abc",
      "http://fcm.googleapis.com/fcm/send/abc"
    ]) {
      const reply = await call("POST", "/api/notifications/register", {
        endpoint,
        keys: KEYS,
        orderNumber: order.orderNumber
      })
      expect(reply.status, endpoint).toBe(400)
      expect(reply.body.message, endpoint).toMatch(/push endpoint/)
    }
    await admin.orders.setStatus({ path: { id: order.id }, payload: { status: "ready" } })
    await admin.notifications.test()
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(connections).toBe(0)
  })

  it("checks a stored endpoint again at send time: one written before these rules is dropped, not contacted", async () => {
    const port = (listener.address() as { port: number }).port
    const { order } = await placeOrder(client)
    await writeRow(
      "INSERT INTO push_subscriptions (endpoint, p256dh, auth, staff_id, order_id, created_at) VALUES ($1, $2, $3, NULL, $4, $5)",
      [`https://127.0.0.1:${port}/old`, KEYS.p256dh, KEYS.auth, order.id, new Date().toISOString()]
    )
    await admin.orders.setStatus({ path: { id: order.id }, payload: { status: "ready" } })
    for (let tries = 0; tries < 100 && (await countRows(order.id)) > 0; tries++)
      await new Promise((resolve) => setTimeout(resolve, 100))
    expect(await countRows(order.id)).toBe(0)
    expect(connections).toBe(0)
  })

  it("takes the push services' own endpoints", () => {
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/abc",
      "https://updates.push.services.mozilla.com/wpush/v2/abc",
      "https://web.push.apple.com/QGx",
      "https://wns2-by3p.notify.windows.com/w/?token=abc"
    ])
      expect(pushEndpointProblem(endpoint), endpoint).toBeUndefined()
  })

  it("knows internal addresses of both families", () => {
    for (const address of [
      "127.0.0.1",
      "10.1.2.3",
      "172.20.0.1",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "::1",
      "::",
      "fd12::1",
      "fe80::1",
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "0:0:0:0:0:ffff:7f00:1",
      "::ffff:10.0.0.1"
    ])
      expect(isInternalAddress(address), address).toBe(true)
    for (const address of ["142.250.80.10", "2607:f8b0:4004:c1b::5f", "8.8.8.8"])
      expect(isInternalAddress(address), address).toBe(false)
  })

  it("checks the addresses a push service's name resolves to when connecting (DNS rebinding)", async () => {
    const resolvingTo =
      (addresses: Array<LookupAddress>) =>
      (_host: string, _options: unknown, callback: (error: null, found: Array<LookupAddress>) => void) =>
        callback(null, addresses)
    const lookUp = (addresses: Array<LookupAddress>) =>
      new Promise<string>((resolve) =>
        guardedLookup(resolvingTo(addresses) as never)("fcm.googleapis.com", {}, (error, address) =>
          resolve(error === null ? String(address) : ((error as NodeJS.ErrnoException).code ?? "error"))
        )
      )
    expect(await lookUp([{ address: "127.0.0.1", family: 4 }])).toBe("EPUSHADDRESS")
    expect(
      await lookUp([
        { address: "142.250.80.10", family: 4 },
        { address: "10.0.0.5", family: 4 }
      ])
    ).toBe("EPUSHADDRESS")
    expect(await lookUp([{ address: "142.250.80.10", family: 4 }])).toBe("142.250.80.10")
  })
})
