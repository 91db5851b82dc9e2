import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type OpenStream, openEventStream } from "./support/event-stream.js"
import { caller, pickupOrder, withServerTotals } from "./support/http.js"
import { staffCookie, startTestServer, type TestServer } from "./support/test-server.js"

let server: TestServer
let call: ReturnType<typeof caller>
let staff: ReturnType<typeof caller>
let cookie: string
const opened: Array<OpenStream> = []

const open = async (path: string, headers: Record<string, string> = {}) => {
  const stream = await openEventStream(`${server.url}${path}`, headers)
  opened.push(stream)
  return stream
}

const placeOrder = async (name = "Live Wire", phone = "7705550160") => {
  const placed = await call(
    "POST",
    "/api/orders",
    await withServerTotals(call, pickupOrder({ contactInfo: { name, phone } }))
  )
  expect(placed.status).toBe(201)
  return placed.body.order as { id: number; orderNumber: string }
}

beforeAll(async () => {
  server = await startTestServer({ env: { GRILL_EVENTS_HEARTBEAT_SECONDS: "1" } })
  call = caller(server.url)
  cookie = await staffCookie(server.url)
  staff = caller(server.url, { cookie })
})
afterAll(async () => {
  for (const stream of opened) stream.close()
  await server.close()
})

describe("the staff event stream", () => {
  it("is for staff only", async () => {
    const response = await fetch(`${server.url}/api/events`)
    expect(response.status).toBe(401)
    expect((await response.json()).message).toBeTypeOf("string")
  })

  it("delivers a new order within a second, with its number, status, type and time", async () => {
    const stream = await open("/api/events", { cookie })
    expect(stream.status).toBe(200)
    expect(stream.contentType).toContain("text/event-stream")
    const order = await placeOrder()
    const event = await stream.next(
      (e) => e.event === "order.created" && JSON.parse(e.data).orderNumber === order.orderNumber
    )
    expect(JSON.parse(event.data)).toMatchObject({
      orderNumber: order.orderNumber,
      status: "pending",
      orderType: "pickup",
      createdAt: expect.any(String)
    })
    expect(event.id).toMatch(/^\d+$/)
  })

  it("delivers status changes and menu edits, and keeps the connection alive with heartbeats", async () => {
    const stream = await open("/api/events", { cookie })
    const order = await placeOrder("Status Check", "7705550161")
    await staff("PUT", `/api/orders/${order.id}/status`, { status: "preparing" })
    const updated = await stream.next((e) => e.event === "order.updated")
    expect(JSON.parse(updated.data)).toMatchObject({ orderNumber: order.orderNumber, status: "preparing" })

    const item = await staff("POST", "/api/menu/items", { name: "Live Special", price: 9 })
    const menu = await stream.next((e) => e.event === "menu.updated")
    expect(JSON.parse(menu.data)).toEqual({ itemId: item.body.id })

    await new Promise((resolve) => setTimeout(resolve, 1200))
    expect(stream.comments).toContain("heartbeat")
  })

  it("replays what a reconnecting client missed after its Last-Event-ID", async () => {
    const first = await open("/api/events", { cookie })
    const seen = await placeOrder("Before Drop", "7705550162")
    const lastSeen = await first.next((e) => JSON.parse(e.data).orderNumber === seen.orderNumber)
    first.close()

    const missed = await placeOrder("While Away", "7705550163")
    const again = await open("/api/events", { cookie, "last-event-id": lastSeen.id ?? "" })
    const replayed = await again.next((e) => JSON.parse(e.data).orderNumber === missed.orderNumber)
    expect(replayed.event).toBe("order.created")
    expect(again.events.some((e) => JSON.parse(e.data).orderNumber === seen.orderNumber)).toBe(false)
  })
})

describe("an order's public event stream", () => {
  it("answers 404 for an unknown order", async () => {
    const response = await fetch(`${server.url}/api/orders/ZZZZZ-ZZZZZ/events`)
    expect(response.status).toBe(404)
    expect((await response.json()).message).toBe("Order not found")
  })

  it("carries only this order's status changes, and only its number and status", async () => {
    const mine = await placeOrder("Golfer One", "7705550164")
    const other = await placeOrder("Golfer Two", "7705550165")
    const stream = await open(`/api/orders/${mine.orderNumber.toLowerCase()}/events`)
    expect(stream.status).toBe(200)
    await staff("PUT", `/api/orders/${other.id}/status`, { status: "ready" })
    await staff("PUT", `/api/orders/${mine.id}/status`, { status: "ready" })
    const event = await stream.next((e) => e.event === "order.updated")
    expect(JSON.parse(event.data)).toEqual({ orderNumber: mine.orderNumber, status: "ready" })
    expect(stream.events).toHaveLength(1)
  })
})

describe("a slow client", () => {
  it("never holds up placing orders", async () => {
    // A client that opens the stream and never reads it.
    const stalled = await fetch(`${server.url}/api/events`, { headers: { cookie } })
    expect(stalled.status).toBe(200)
    const started = Date.now()
    for (let index = 0; index < 30; index++)
      await placeOrder(`Rush ${index}`, `77055502${String(index).padStart(2, "0")}`)
    expect(Date.now() - started).toBeLessThan(15_000)
    await stalled.body?.cancel()
  })
})
