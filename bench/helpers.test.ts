// The benchmark's helpers are not run by CI as benchmarks, but what they rely on is checked here:
// the order body they send is one the product places, the bare baseline places the same body
// into the same schema, and the framework's floor decodes it with the product's schema (issue
// 16). Needs the built server, like the browser tests.
import { copyFileSync, mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { median } from "./measure.js"
import {
  cpuMs,
  orderBody,
  rssMiB,
  serverNodeFlags,
  spawnListening,
  startProduct,
  stop
} from "./throughput.js"

const dir = mkdtempSync(join(tmpdir(), "grill-bench-test-"))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const post = (url: string, body: string) =>
  fetch(`${url}/api/orders`, { method: "POST", headers: { "content-type": "application/json" }, body })

describe("the benchmark's helpers", () => {
  it("build an order the product places, and the bare baseline places it too", async () => {
    const database = join(dir, "grill.db")
    const product = await startProduct(database)
    let body: string
    try {
      body = await orderBody(product.url)
      const placed = await post(product.url, body)
      expect(placed.status).toBe(201)
      expect(rssMiB(product.child.pid)).toBeGreaterThan(0)
    } finally {
      await stop(product.child)
    }
    const baselineDb = join(dir, "baseline.db")
    copyFileSync(database, baselineDb)
    const baseline = await spawnListening(
      [new URL("./baseline-server.js", import.meta.url).pathname, baselineDb, "NORMAL"],
      {},
      /baseline listening on (http:\/\/[\d.:]+)/
    )
    try {
      const placed = await post(baseline.url, body)
      expect(placed.status).toBeLessThan(300)
    } finally {
      await stop(baseline.child)
    }
    // The framework's floor decodes the same body with the product's schema, and refuses what it refuses.
    const floor = await spawnListening(
      [new URL("./framework-floor-server.js", import.meta.url).pathname],
      {},
      /floor listening on (http:\/\/[\d.:]+)/
    )
    try {
      expect((await post(floor.url, body)).status).toBe(201)
      expect((await post(floor.url, JSON.stringify({ items: [] }))).status).toBe(400)
    } finally {
      await stop(floor.child)
    }
  })

  it("read a process's CPU time, which grows as it works", () => {
    const before = cpuMs(process.pid)
    // Busy until the reading moves on (a loaded machine may take a while to give the CPU time).
    const giveUpAt = performance.now() + 5000
    while (cpuMs(process.pid) - before < 30 && performance.now() < giveUpAt) {}
    expect(cpuMs(process.pid) - before).toBeGreaterThanOrEqual(30)
  })

  it("start the server with the Node flags npm start gives it", () => {
    expect(serverNodeFlags()).toContain("--max-semi-space-size=4")
  })

  it("take the middle of a run's figures", () => {
    expect(median([5, 1, 3])).toBe(3)
    expect(median([4, 1, 3, 2])).toBe(3)
  })
})
