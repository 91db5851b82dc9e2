// Server memory per open order stream (issue 27): RSS after start, with 2,000 streams of one
// order open from one address (the caps raised for the run), and after they close. Prints JSON.
//
//   node bench/stream-memory.js [--streams 2000]
import { mkdtempSync, rmSync } from "node:fs"
import { Agent, request } from "node:http"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { orderBody, rssMiB, startProduct, stop } from "./throughput.js"

const argument = process.argv.indexOf("--streams")
const STREAMS = argument > 0 ? Number(process.argv[argument + 1]) : 2000
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

const openStream = (url, agent) =>
  new Promise((resolve, reject) => {
    const outgoing = request(url, { agent }, (response) => {
      if (response.statusCode !== 200) reject(new Error(`stream refused: ${response.statusCode}`))
      response.once("data", () => resolve(() => outgoing.destroy()))
    })
    outgoing.on("error", reject)
    outgoing.end()
  })

/** RSS once it stops falling: the lowest of several readings a second apart. */
const settledRss = async (pid) => {
  let lowest = Number.POSITIVE_INFINITY
  for (let i = 0; i < 8; i++) {
    await sleep(1000)
    lowest = Math.min(lowest, rssMiB(pid))
  }
  return lowest
}

const dir = mkdtempSync(join(tmpdir(), "grill-bench-streams-"))
const { url, child } = await startProduct(join(dir, "grill.db"), {
  GRILL_STREAMS_PER_ADDRESS: String(STREAMS),
  GRILL_STREAMS_TOTAL: String(STREAMS)
})
try {
  const placed = await fetch(`${url}/api/orders`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: await orderBody(url)
  }).then((response) => response.json())
  const streamUrl = `${url}/api/orders/${placed.orderNumber}/events`
  // Warm the path once, so the first reading already holds what any stream loads.
  ;(await openStream(streamUrl, undefined))()
  const before = await settledRss(child.pid)
  const agent = new Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY })
  const closers = []
  for (let i = 0; i < STREAMS; i += 200)
    closers.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(200, STREAMS - i) }, () => openStream(streamUrl, agent))
      ))
    )
  const open = await settledRss(child.pid)

  for (const close of closers) close()
  const closed = await settledRss(child.pid)

  // Every place given back: with the caps full a moment ago, one more stream is admitted.
  const placesReturned = await openStream(streamUrl, undefined).then(
    (close) => {
      close()
      return true
    },
    () => false
  )
  console.log(
    JSON.stringify({
      streams: STREAMS,
      rssBeforeMiB: before,
      rssOpenMiB: open,
      perStreamKiB: Math.round(((open - before) * 1024) / STREAMS),
      rssAfterCloseMiB: closed,
      placesReturned
    })
  )
} finally {
  await stop(child)
  rmSync(dir, { recursive: true, force: true })
}
