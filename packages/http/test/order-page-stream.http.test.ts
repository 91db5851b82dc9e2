import { mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterEach, describe, expect, it } from "vitest"
import { type OpenStream, openEventStream } from "./support/event-stream.js"
import { useTestServer } from "./support/harness.js"
import { orderSubmission, withServerTotals } from "./support/order-submissions.js"

// The order's page says which live event its order is current to, and its stream resumes after
// it: the page catches up on what happened since without fetching the order again.

const webDist = mkdtempSync(join(tmpdir(), "grill-order-page-"))
writeFileSync(join(webDist, "index.html"), "<!doctype html><html><head></head><body></body></html>")

const { server, client, admin, restart } = useTestServer({ webDist })
const opened: Array<OpenStream> = []

const placeOrder = async () => {
  const placed = await client.orders
    .place({ payload: await withServerTotals(client, orderSubmission()), headers: {} })
    .answer()
  expect(placed.status).toBe(201)
  return placed.value.order
}

const setStatus = (order: { readonly id: number }, status: "preparing" | "ready") =>
  admin.orders.setStatus({ path: { id: order.id }, payload: { status } })

const pageBootData = async (path: string) => {
  const html = await (await fetch(`${server.url}${path}`)).text()
  const match = /<script type="application\/json" id="grill-boot">([^<]*)<\/script>/.exec(html)
  if (match?.[1] === undefined) throw new Error(`no boot data in ${html}`)
  return JSON.parse(match[1]) as { order?: { status: string }; lastEventId?: number }
}

const openOrderStream = async (orderNumber: string, lastEventId: number) => {
  const stream = await openEventStream(
    `${server.url}/api/orders/${orderNumber}/events?lastEventId=${lastEventId}`
  )
  opened.push(stream)
  expect(stream.status).toBe(200)
  return stream
}

// A server stops once its streams are closed.
afterEach(() => {
  for (const stream of opened.splice(0)) stream.close()
})
describe("an order's page and its event stream", () => {
  it("carries the latest event id with the order, and replays only what came after it", async () => {
    const order = await placeOrder()
    await setStatus(order, "preparing")
    const boot = await pageBootData(`/order/${order.orderNumber}`)
    expect(boot.order?.status).toBe("preparing")
    expect(boot.lastEventId).toEqual(expect.any(Number))

    // Changed after the page was made, before its stream opened.
    await setStatus(order, "ready")
    const stream = await openOrderStream(order.orderNumber, boot.lastEventId ?? 0)
    const replayed = await stream.next((event) => event.event === "order.updated")
    expect(JSON.parse(replayed.data)).toEqual({ orderNumber: order.orderNumber, status: "ready" })
    // The change the page already showed is not sent again.
    expect(stream.events).toHaveLength(1)
  })

  it("sends nothing to a page that is current, then each change as it happens", async () => {
    const order = await placeOrder()
    const boot = await pageBootData(`/order/${order.orderNumber.toLowerCase()}`)
    const stream = await openOrderStream(order.orderNumber, boot.lastEventId ?? 0)
    await setStatus(order, "preparing")
    const live = await stream.next((event) => event.event === "order.updated")
    expect(JSON.parse(live.data)).toEqual({ orderNumber: order.orderNumber, status: "preparing" })
    expect(stream.events).toHaveLength(1)
  })

  it("gives the browser's Last-Event-ID header precedence over the page's id in the address", async () => {
    const order = await placeOrder()
    const boot = await pageBootData(`/order/${order.orderNumber}`)
    await setStatus(order, "preparing")
    const first = await openOrderStream(order.orderNumber, boot.lastEventId ?? 0)
    const seen = await first.next((event) => event.event === "order.updated")
    first.close()

    await setStatus(order, "ready")
    const again = await openEventStream(
      `${server.url}/api/orders/${order.orderNumber}/events?lastEventId=${boot.lastEventId}`,
      { "last-event-id": seen.id ?? "" }
    )
    opened.push(again)
    const next = await again.next((event) => event.event === "order.updated")
    expect(JSON.parse(next.data).status).toBe("ready")
    expect(again.events).toHaveLength(1)
  })

  it("answers 400 for an id longer than any event id", async () => {
    const order = await placeOrder()
    const response = await fetch(
      `${server.url}/api/orders/${order.orderNumber}/events?lastEventId=${"9".repeat(65)}`
    )
    expect(response.status).toBe(400)
    expect((await response.json()).message).toBeTypeOf("string")
  })
})

describe("a stream resumed after a restart", () => {
  it("starts with the order's status now, since the events it missed are gone", async () => {
    const order = await placeOrder()
    const boot = await pageBootData(`/order/${order.orderNumber}`)
    await setStatus(order, "preparing")
    await restart()
    const stream = await openOrderStream(order.orderNumber, boot.lastEventId ?? 0)
    const catchUp = await stream.next((event) => event.event === "order.updated")
    expect(JSON.parse(catchUp.data)).toEqual({ orderNumber: order.orderNumber, status: "preparing" })
    // It keeps the id the page gave, so a reconnection asks from the same point.
    expect(catchUp.id).toBe(String(boot.lastEventId))
  })
})
