import { Cents } from "@grill/core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type OpenStream, openEventStream } from "./support/event-stream.js"
import { useTestServer } from "./support/harness.js"
import { placeOrder as place } from "./support/order-submissions.js"

const { server, client, admin, adminCookie } = useTestServer({ env: { GRILL_EVENTS_HEARTBEAT_SECONDS: "1" } })
let cookie: string
const opened: Array<OpenStream> = []

const open = async (path: string, headers: Record<string, string> = {}) => {
  const stream = await openEventStream(`${server.url}${path}`, headers)
  opened.push(stream)
  return stream
}

const placeOrder = async (name = "Live Wire", phone = "7705550160") =>
  (await place(client, { contactInfo: { name, phone } })).order
const setStatus = (id: number, status: "preparing" | "ready") =>
  admin.orders.setStatus({ path: { id }, payload: { status } })

beforeAll(async () => {
  cookie = await adminCookie()
})
afterAll(() => {
  for (const stream of opened) stream.close()
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
    await setStatus(order.id, "preparing")
    const updated = await stream.next((e) => e.event === "order.updated")
    expect(JSON.parse(updated.data)).toMatchObject({ orderNumber: order.orderNumber, status: "preparing" })

    const item = await admin.menu.create({
      payload: { name: "Live Special", description: "", price: Cents(900), categoryId: "", available: true }
    })
    const menu = await stream.next((e) => e.event === "menu.updated")
    expect(JSON.parse(menu.data)).toEqual({ itemId: item.id })

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
    await setStatus(other.id, "ready")
    await setStatus(mine.id, "ready")
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
