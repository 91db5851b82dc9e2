import { existsSync } from "node:fs"
import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { caller, pickupOrder, withServerTotals } from "./support/http.js"
import { SERVER_ENTRY, type ServerProcess, startServerProcess } from "./support/server-process.js"

const PASSWORD = "json-logs-admin-password"
const WRONG_PASSWORD = "json-logs-wrong-password"
const PHONE = "4045550188"

describe.skipIf(!existsSync(SERVER_ENTRY))("GRILL_LOG_FORMAT=json", () => {
  let server: ServerProcess
  let dataDir: string
  let cookieValue = ""
  let orderNumber = ""
  let lines: Array<string> = []

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "grill-json-logs-"))
    server = await startServerProcess({
      GRILL_DB: join(dataDir, "grill.db"),
      GRILL_ADMIN_PASSWORD: PASSWORD,
      GRILL_LOG_FORMAT: "json"
    })
    const call = caller(server.url)
    expect(
      (await call("POST", "/api/auth/login", { username: "admin", password: WRONG_PASSWORD })).status
    ).toBe(401)
    const login = await call(
      "POST",
      "/api/auth/login",
      { username: "admin", password: PASSWORD },
      { "x-request-id": "json-log-sign-in" }
    )
    cookieValue = (login.headers.get("set-cookie") ?? "").split(";")[0]?.split("=")[1] ?? ""
    const order = await withServerTotals(
      call,
      pickupOrder({ contactInfo: { name: "Log Reader", phone: "404-555-0188" } })
    )
    const placed = await call("POST", "/api/orders", order, { "x-request-id": "json-log-order" })
    expect(placed.status).toBe(201)
    orderNumber = placed.body.orderNumber
    const staff = caller(server.url, { cookie: `grill_session=${cookieValue}` })
    const moved = await staff("PUT", `/api/orders/${placed.body.order.id}/status`, { status: "preparing" })
    expect(moved.status, JSON.stringify(moved.body)).toBe(200)
    // The development SMS sender writes the text, phone and code, to the log.
    expect((await call("POST", "/api/loyalty/verification", { phone: PHONE })).status).toBe(200)
    await server.stop()
    lines = server
      .output()
      .split("\n")
      .filter((line) => line !== "")
  })
  afterAll(async () => {
    await server?.stop("SIGKILL")
    await rm(dataDir, { recursive: true, force: true })
  })

  it("writes one JSON object a line, every line, with time, level and message", () => {
    expect(lines.length).toBeGreaterThan(5)
    for (const line of lines) {
      const entry = JSON.parse(line)
      expect(entry).toMatchObject({
        time: expect.any(String),
        level: expect.any(String),
        message: expect.any(String)
      })
    }
  })

  it("logs each request with its request id, method, route template, status and duration, and the order number or staff user", () => {
    const entries = lines.map((line) => JSON.parse(line))
    expect(entries).toContainEqual(
      expect.objectContaining({
        requestId: "json-log-sign-in",
        method: "POST",
        route: "/api/auth/login",
        status: 200
      })
    )
    expect(entries).toContainEqual(
      expect.objectContaining({
        requestId: "json-log-order",
        route: "/api/orders",
        status: 201,
        orderNumber,
        durationMs: expect.any(Number)
      })
    )
    expect(entries).toContainEqual(
      expect.objectContaining({ route: "/api/orders/:id/status", status: 200, staffUser: "admin" })
    )
  })

  it("never carries a full phone number, a password or a cookie value", () => {
    expect(cookieValue.length).toBeGreaterThan(10)
    const texted = lines.find((line) => line.includes("SMS to"))
    expect(texted, "the texted code is logged, masked").toContain("••••••••88")
    for (const line of lines) {
      expect(line.replace(/\D/g, "")).not.toContain("40455501")
      for (const secret of [PASSWORD, WRONG_PASSWORD, cookieValue]) expect(line).not.toContain(secret)
    }
  })
})
