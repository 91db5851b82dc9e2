// Event latency (issue 10): from an order being placed to its order.created event arriving on
// an open staff stream, with 20 staff streams open, over 200 orders placed one after another.
// Median and p99 of the latency seen on one of the streams (all receive the same event).
//
//   node bench/events.js [--quick]      (also called by bench/run.js)
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { createParser } from "eventsource-parser"
import { percentile } from "./measure.js"
import { benchStaffCookie, orderBody, startProduct, stop } from "./throughput.js"

const STREAMS = 20

/** Opens a staff stream; `onCreated` gets each order.created's order number as it arrives. */
const openStream = async (url, cookie, onCreated) => {
  const abort = new AbortController()
  const response = await fetch(`${url}/api/events`, { headers: { cookie }, signal: abort.signal })
  if (response.status !== 200) throw new Error(`stream refused: ${response.status}`)
  const parser = createParser({
    onEvent: (event) => {
      if (event.event === "order.created") onCreated(JSON.parse(event.data).orderNumber)
    }
  })
  void (async () => {
    try {
      for await (const chunk of response.body.pipeThrough(new TextDecoderStream())) parser.feed(chunk)
    } catch {
      // closed at the end
    }
  })()
  return () => abort.abort()
}

export const measureEventLatency = async ({ quick }) => {
  const orders = quick ? 50 : 200
  const dir = mkdtempSync(join(tmpdir(), "grill-bench-events-"))
  const { url, child } = await startProduct(join(dir, "grill.db"))
  const closers = []
  try {
    const cookie = await benchStaffCookie(url)
    const arrived = new Map()
    const waiting = new Map()
    closers.push(
      await openStream(url, cookie, (orderNumber) => {
        arrived.set(orderNumber, performance.now())
        waiting.get(orderNumber)?.()
      })
    )
    for (let i = 1; i < STREAMS; i++) closers.push(await openStream(url, cookie, () => undefined))
    const body = await orderBody(url)
    const latencies = []
    for (let i = 0; i < orders; i++) {
      const sent = performance.now()
      const response = await fetch(`${url}/api/orders`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body
      })
      const { orderNumber } = await response.json()
      // The event can beat the HTTP answer: measure from the request to its event, whichever came first.
      if (!arrived.has(orderNumber)) await new Promise((resolve) => waiting.set(orderNumber, resolve))
      latencies.push(arrived.get(orderNumber) - sent)
    }
    latencies.sort((a, b) => a - b)
    return { median: percentile(latencies, 50), p99: percentile(latencies, 99), orders, streams: STREAMS }
  } finally {
    for (const close of closers) close()
    await stop(child)
    rmSync(dir, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measureEventLatency({ quick: process.argv.includes("--quick") })
  console.log(
    `order placed → order.created on a staff stream (${result.streams} streams open, ${result.orders} orders): median ${result.median.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms`
  )
}
