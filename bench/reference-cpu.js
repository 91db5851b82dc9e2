// Server CPU per order placed, this build against a reference build (another checkout, built, with
// its node_modules), each on its own freshly seeded database. Orders go one at a time, to one
// server then the other, so both see the same machine from one order to the next: on a shared,
// loaded machine the rounds of bench/throughput.js see different loads and their ratio wanders
// by tens of percent, while this one holds two copies of one build within a few percent.
//
//   node bench/reference-cpu.js <checkout> [orders per block] [blocks]
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { median } from "./measure.js"
import { cpuMs, orderBody, startProduct, stop } from "./throughput.js"

const root = new URL("..", import.meta.url).pathname
const WARM_UP_ORDERS = 200

/** A product server from `checkout` on a database it seeded itself (and was restarted on). */
const seededServer = async (checkout, databaseFile) => {
  await stop((await startProduct(databaseFile, {}, checkout)).child)
  return startProduct(databaseFile, {}, checkout)
}

const place = async (server) => {
  const response = await fetch(`${server.url}/api/orders`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: server.body
  })
  await response.arrayBuffer()
  if (response.status !== 201) throw new Error(`${server.url}: order answered ${response.status}`)
}

/**
 * Blocks of `perBlock` orders to each server, alternating order by order. Returns each build's
 * median CPU per order (µs) and the median over blocks of this build's over the reference's.
 */
export const measureReferenceCpu = async ({ reference, perBlock = 300, blocks = 5 }) => {
  const dir = mkdtempSync(join(tmpdir(), "grill-reference-cpu-"))
  const servers = []
  try {
    for (const [checkout, file] of [
      [root, "product.db"],
      [reference, "reference.db"]
    ]) {
      const server = await seededServer(checkout, join(dir, file))
      servers.push({ ...server, body: await orderBody(server.url) })
    }
    for (let i = 0; i < WARM_UP_ORDERS; i++) for (const server of servers) await place(server)
    const measured = []
    for (let block = 0; block < blocks; block++) {
      const before = servers.map((server) => cpuMs(server.child.pid))
      for (let i = 0; i < perBlock; i++) for (const server of servers) await place(server)
      const [productUs, referenceUs] = servers.map(
        (server, index) => ((cpuMs(server.child.pid) - before[index]) * 1000) / perBlock
      )
      measured.push({ productUs, referenceUs, ratio: productUs / referenceUs })
    }
    return {
      productUs: median(measured.map((m) => m.productUs)),
      referenceUs: median(measured.map((m) => m.referenceUs)),
      ratio: median(measured.map((m) => m.ratio))
    }
  } finally {
    for (const server of servers) await stop(server.child)
    rmSync(dir, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [reference, perBlock, blocks] = process.argv.slice(2)
  if (reference === undefined)
    throw new Error("Usage: node bench/reference-cpu.js <checkout> [orders] [blocks]")
  const result = await measureReferenceCpu({
    reference,
    perBlock: perBlock === undefined ? undefined : Number(perBlock),
    blocks: blocks === undefined ? undefined : Number(blocks)
  })
  console.log(
    `server CPU per order, one order at a time: ${result.productUs.toFixed(0)} µs; reference ${result.referenceUs.toFixed(0)} µs; ratio ${result.ratio.toFixed(3)} (median of blocks)`
  )
}
