// The staff lists against a long history, this build against a reference build (another checkout,
// built, with its node_modules): each seeds its own database, the same history is written into
// both, and every sample asks one server then the other, so a busy machine weighs on both alike.
// Each list's ratio is this build's median over the reference's (issue 38: within 10 %).
//
//   node bench/reference-lists.js <checkout> [orders] [samples]
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { getOnce, writeHistory } from "./history.js"
import { median } from "./measure.js"
import { benchStaffCookie, startProduct, stop } from "./throughput.js"

const root = new URL("..", import.meta.url).pathname
const WARM_UP = 20
const LISTS = { open: "/api/orders?status=open", closed: "/api/orders?status=closed", admin: "/api/orders" }

/** A server from `checkout` on a database it made itself, holding `history` orders written at `now`. */
const historyServer = async (checkout, file, history, now) => {
  await stop((await startProduct(file, {}, checkout)).child)
  writeHistory(file, history, now)
  const server = await startProduct(file, {}, checkout)
  return { ...server, cookie: await benchStaffCookie(server.url) }
}

const timed = async (server, path) => {
  const started = performance.now()
  await getOnce(`${server.url}${path}`, server.cookie)
  return performance.now() - started
}

export const measureReferenceLists = async ({ reference, history = 1_000_000, samples = 200 }) => {
  const dir = mkdtempSync(join(tmpdir(), "grill-reference-lists-"))
  const servers = []
  try {
    const now = Date.now()
    servers.push(await historyServer(root, join(dir, "product.db"), history, now))
    servers.push(await historyServer(reference, join(dir, "reference.db"), history, now))
    const results = {}
    for (const [list, path] of Object.entries(LISTS)) {
      const times = [[], []]
      for (let i = 0; i < samples + WARM_UP; i++) {
        for (const [index, server] of servers.entries()) {
          const ms = await timed(server, path)
          if (i >= WARM_UP) times[index].push(ms)
        }
      }
      const [productMs, referenceMs] = times.map(median)
      results[list] = { productMs, referenceMs, ratio: productMs / referenceMs }
    }
    return results
  } finally {
    for (const server of servers) await stop(server.child)
    rmSync(dir, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [reference, orders, samples] = process.argv.slice(2)
  if (reference === undefined)
    throw new Error("usage: node bench/reference-lists.js <checkout> [orders] [samples]")
  const results = await measureReferenceLists({
    reference,
    history: Number(orders ?? 1_000_000),
    samples: Number(samples ?? 200)
  })
  for (const [list, { productMs, referenceMs, ratio }] of Object.entries(results)) {
    console.log(`${list}: ${productMs.toFixed(2)} ms / ${referenceMs.toFixed(2)} ms = ${ratio.toFixed(3)}`)
  }
}
