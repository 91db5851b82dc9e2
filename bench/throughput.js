// Order placement against the bare baseline (issue 16), measured side by side in one run:
// alternating rounds of autocannon at 32 connections on the product's POST /api/orders and on
// bench/baseline-server.js, each on its own copy of the same freshly seeded database. This
// machine is shared and noisy, so only medians and the ratio are reported, never one round.
// With a reference checkout (built, with its node_modules), its server takes the same rounds on
// its own freshly seeded database, so a change's cost in CPU per order is read in the same run.
//
//   node bench/throughput.js [--quick] [--reference <checkout>]      (also called by bench/run.js;
//   GRILL_BENCH_REFERENCE=<checkout> npm run bench does the same)
import { spawn } from "node:child_process"
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import autocannon from "autocannon"
import { median } from "./measure.js"
import { pickupOrder, withServerTotals } from "./order-bodies.js"

const root = new URL("..", import.meta.url).pathname
/** The product's setting (packages/http/src/db/database.ts), SQLite's recommendation for WAL. */
const PRODUCT_SYNCHRONOUS = "NORMAL"
/** The memory goal is measured after start and after this many orders placed. */
export const RSS_AFTER_ORDERS = 10_000

/** A process's resident memory, from /proc (Linux). */
export const rssMiB = (pid) => {
  const status = readFileSync(`/proc/${pid}/status`, "utf8")
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024
}

/** Linux's USER_HZ, the unit of /proc/<pid>/stat's times, on every architecture Node runs on. */
const CLOCK_TICKS_PER_SECOND = 100

/**
 * A process's CPU time so far (user + system), in milliseconds, from /proc (Linux). Divided by the
 * orders a round placed it is the server's CPU per order, which a busy machine disturbs far less
 * than the rate: it says where the time goes even when the rates are noisy.
 */
export const cpuMs = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ")
  return (Number(fields[11]) + Number(fields[12])) * (1000 / CLOCK_TICKS_PER_SECOND)
}
/** Spawns a server and resolves once it prints the address it listens on. */
export const spawnListening = (args, env, pattern) =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "inherit"]
    })
    let output = ""
    child.stdout.on("data", (chunk) => {
      output += chunk
      const match = pattern.exec(output)
      if (match) resolve({ url: match[1], child })
    })
    child.on("exit", (code) => reject(new Error(`${args.join(" ")} exited with ${code}`)))
  })

export const stop = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null) return resolve()
    child.removeAllListeners("exit")
    child.on("exit", () => resolve())
    child.kill("SIGTERM")
  })

/**
 * The Node flags `npm start` runs the server with (root package.json), so the bench measures the
 * server as it is run. They are start-up flags: V8 sizes the young generation when the process
 * starts, and 4 MiB semi-spaces (instead of 16) keep the server's memory under its goal.
 */
export const serverNodeFlags = (checkout = root) => {
  const { scripts } = JSON.parse(readFileSync(join(checkout, "package.json"), "utf8"))
  const flags = /\bnode ((?:--\S+ )*)packages\/http\/dist\/main\.js/.exec(scripts.start)
  if (flags === null) throw new Error("package.json's start script no longer runs packages/http/dist/main.js")
  return flags[1].split(" ").filter((flag) => flag !== "")
}

/**
 * The product server on `databaseFile` (or on PostgreSQL with `{ GRILL_DATABASE_URL }` in `env`):
 * demo data seeded on first start, limits off for the load. `checkout` is the built tree it runs
 * from: this one unless a reference build is measured beside it.
 */
export const startProduct = (databaseFile, env = {}, checkout = root) =>
  spawnListening(
    [...serverNodeFlags(checkout), join(checkout, "packages/http/dist/main.js")],
    {
      PORT: "0",
      HOST: "127.0.0.1",
      GRILL_DB: databaseFile,
      GRILL_ADMIN_PASSWORD: "bench-password",
      GRILL_RATE_LIMITS: "off",
      GRILL_OPENING_HOURS: "ignore",
      ...env
    },
    /listening on (http:\/\/[\d.:]+)/
  )

/** Signs in as the bench's admin (startProduct sets its password) and returns the session cookie. */
export const benchStaffCookie = async (url) => {
  const login = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "admin", password: "bench-password" })
  })
  return (login.headers.get("set-cookie") ?? "").split(";")[0]
}

/**
 * One autocannon round of order placement; `connections` of 32 unless the load is split. `length`
 * is seconds, or `{ amount }` for a number of orders. Resolves with the rate, p99 and orders placed.
 */
export const round = (url, body, length, connections = 32) =>
  new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${url}/api/orders`,
        method: "POST",
        // autocannon refuses more connections than orders: a top-up of a few orders gets fewer.
        connections: typeof length === "number" ? connections : Math.min(connections, length.amount),
        ...(typeof length === "number" ? { duration: length } : length),
        headers: { "content-type": "application/json" },
        body
      },
      (error, result) => {
        if (error) return reject(error)
        // A run of `{ amount }` ends with its last requests cut off, which autocannon counts as errors.
        if (result.non2xx > 0 || (typeof length === "number" && result.errors > 0))
          return reject(new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`))
        resolve({ perSecond: result.requests.average, p99: result.latency.p99, placed: result["2xx"] })
      }
    )
  })

/** A round on one server, with the server's CPU time per order placed (µs). */
const measuredRound = async (server, body, seconds) => {
  const before = cpuMs(server.child.pid)
  const result = await round(server.url, body, seconds)
  return { ...result, cpuPerOrderUs: ((cpuMs(server.child.pid) - before) * 1000) / result.placed }
}

/** A three-line pickup order priced by the product itself, so its total is the one the server expects. */
export const orderBody = async (url) => {
  const menu = (await (await fetch(`${url}/api/menu/items`)).json()).filter((item) => item.available)
  const lines = [0, 7, 14].map((offset, position) => ({
    item: menu[offset % menu.length],
    quantity: 1 + position
  }))
  return JSON.stringify(await withServerTotals(url, pickupOrder(lines, "7705550100")))
}

/**
 * Runs the comparison; returns medians for both servers (rate, p99, CPU per order) and the ratio
 * of their rates, the framework's floor (full runs only: bench/framework-floor-server.js), and the
 * product's RSS after start and after RSS_AFTER_ORDERS orders (the rounds', topped up if short).
 * With `reference` (a built checkout), also that build's medians and the median over rounds of
 * this build's CPU per order over the reference's, each round's pair measured back to back.
 */
export const measureThroughput = async ({ quick, reference }) => {
  const rounds = quick ? 2 : 4
  const seconds = quick ? 4 : 8
  const dir = mkdtempSync(join(tmpdir(), "grill-throughput-"))
  const productDb = join(dir, "product.db")
  const baselineDb = join(dir, "baseline.db")
  const servers = []
  try {
    // Seed once, stop (the WAL is checkpointed on close), and give the baseline an identical copy.
    await stop((await startProduct(productDb)).child)
    copyFileSync(productDb, baselineDb)
    const product = await startProduct(productDb)
    servers.push(product.child)
    const rssAfterStart = rssMiB(product.child.pid)
    const baseline = await spawnListening(
      [join(root, "bench/baseline-server.js"), baselineDb, PRODUCT_SYNCHRONOUS],
      {},
      /baseline listening on (http:\/\/[\d.:]+)/
    )
    servers.push(baseline.child)
    const floor = quick
      ? null
      : await spawnListening(
          [join(root, "bench/framework-floor-server.js")],
          {},
          /floor listening on (http:\/\/[\d.:]+)/
        )
    if (floor !== null) servers.push(floor.child)
    // The reference seeds its own database: its migrations are its own.
    const referenceDb = join(dir, "reference.db")
    if (reference !== undefined) await stop((await startProduct(referenceDb, {}, reference)).child)
    const referenceServer = reference === undefined ? null : await startProduct(referenceDb, {}, reference)
    if (referenceServer !== null) servers.push(referenceServer.child)
    const body = await orderBody(product.url)
    const referenceBody = referenceServer === null ? null : await orderBody(referenceServer.url)
    // One short warm-up each, so neither side is measured while its JIT is still cold.
    for (const server of [product, baseline, floor]) if (server !== null) await round(server.url, body, 1)
    if (referenceServer !== null) await round(referenceServer.url, referenceBody, 1)
    const measured = { product: [], baseline: [], floor: [], reference: [] }
    for (let i = 0; i < rounds; i++) {
      measured.product.push(await measuredRound(product, body, seconds))
      if (referenceServer !== null)
        measured.reference.push(await measuredRound(referenceServer, referenceBody, seconds))
      measured.baseline.push(await measuredRound(baseline, body, seconds))
      if (floor !== null) measured.floor.push(await measuredRound(floor, body, seconds))
    }
    let placed = measured.product.reduce((sum, r) => sum + r.placed, 0)
    while (placed < RSS_AFTER_ORDERS)
      placed += (await round(product.url, body, { amount: RSS_AFTER_ORDERS - placed })).placed
    const rssAfterOrders = rssMiB(product.child.pid)
    const summary = (list) => ({
      perSecond: median(list.map((r) => r.perSecond)),
      p99: median(list.map((r) => r.p99)),
      cpuPerOrderUs: median(list.map((r) => r.cpuPerOrderUs))
    })
    const productSummary = summary(measured.product)
    const baselineSummary = summary(measured.baseline)
    return {
      product: productSummary,
      baseline: baselineSummary,
      ratio: productSummary.perSecond / baselineSummary.perSecond,
      floor: floor === null ? null : summary(measured.floor),
      reference:
        referenceServer === null
          ? null
          : {
              ...summary(measured.reference),
              cpuRatio: median(
                measured.product.map((r, i) => r.cpuPerOrderUs / measured.reference[i].cpuPerOrderUs)
              )
            },
      rss: { afterStart: rssAfterStart, afterOrders: rssAfterOrders }
    }
  } finally {
    for (const child of servers) await stop(child)
    rmSync(dir, { recursive: true, force: true })
  }
}

/** The reference checkout named by `--reference <dir>` or GRILL_BENCH_REFERENCE, if any. */
export const referenceCheckout = (argv) => {
  const flag = argv.indexOf("--reference")
  return flag === -1 ? process.env.GRILL_BENCH_REFERENCE || undefined : argv[flag + 1]
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measureThroughput({
    quick: process.argv.includes("--quick"),
    reference: referenceCheckout(process.argv)
  })
  const cpu = (summary) => `${summary.cpuPerOrderUs.toFixed(0)} µs CPU/order`
  const bare = (summary) => `${(summary.cpuPerOrderUs / result.baseline.cpuPerOrderUs).toFixed(1)}× bare`
  console.log(
    `POST /api/orders ${result.product.perSecond.toFixed(0)}/s p99 ${result.product.p99} ms (${cpu(result.product)}, ${bare(result.product)}); ` +
      `baseline ${result.baseline.perSecond.toFixed(0)}/s p99 ${result.baseline.p99} ms (${cpu(result.baseline)}); ` +
      `ratio ${result.ratio.toFixed(2)}; ` +
      (result.reference === null
        ? ""
        : `reference ${result.reference.perSecond.toFixed(0)}/s (${cpu(result.reference)}, ${bare(result.reference)}), CPU per order ${result.reference.cpuRatio.toFixed(3)}× the reference's; `) +
      (result.floor === null
        ? ""
        : `HttpApi floor ${result.floor.perSecond.toFixed(0)}/s (${cpu(result.floor)}, ratio ${(result.floor.perSecond / result.baseline.perSecond).toFixed(2)}); `) +
      `RSS ${result.rss.afterStart.toFixed(0)} MiB after start, ${result.rss.afterOrders.toFixed(0)} MiB after ${RSS_AFTER_ORDERS} orders`
  )
}
