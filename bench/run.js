// Load and size benchmarks against the real, built server on a throwaway database.
// Goals live in bench/goals.json; the run exits non-zero when one is missed.
// Requests go only to 127.0.0.1, are bounded in number, and the server is stopped at the end.
import { existsSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { measureInitialJs } from "../packages/web/scripts/initial-js.js"
import { measureEventLatency } from "./events.js"
import { measureLists } from "./history.js"
import { measurePhone } from "./lighthouse.js"
import { measurePostgres, postgresAvailable } from "./postgres.js"
import { measureProductLoad } from "./product-load.js"
import { measureReferenceCpu } from "./reference-cpu.js"
import { measureReports } from "./reports.js"
import { measureReportsPostgres } from "./reports-postgres.js"
import { reportResults } from "./results.js"
import { measureStatementExport } from "./statement-export.js"
import { measureThroughput, RSS_AFTER_ORDERS, referenceCheckout } from "./throughput.js"

const root = new URL("..", import.meta.url).pathname
const goals = JSON.parse(readFileSync(join(root, "bench/goals.json"), "utf8"))
// Memory is a goal per Node.js release: V8 itself holds 20-30 MiB more after start on 22 and 24.
const rssGoalMiB = goals.serverRssMiB[process.versions.node.split(".")[0]] ?? goals.serverRssMiB["24"]
const QUICK = process.argv.includes("--quick")

const initialJsGzipKiB = () => {
  const dist = join(root, "packages/web/dist")
  return existsSync(join(dist, "index.html")) ? measureInitialJs(dist).totalGzipKiB : undefined
}

const started = performance.now()
/** Says how long each part took, so `--quick` can be kept under its 90 s. */
const phase = (name) => console.log(`${name} done at ${((performance.now() - started) / 1000).toFixed(0)} s`)
const results = []
const record = (name, value, unit, goal, better) => {
  const ok = goal === undefined || (better === "lower" ? value <= goal : value >= goal)
  results.push({ name, value: Number(value.toFixed(3)), unit, goal, ok })
}

await measureProductLoad({ quick: QUICK, goals, rssGoalMiB, record })
const bundle = initialJsGzipKiB()
if (bundle !== undefined) record("initial JS of / (gzip)", bundle, "KiB", goals.initialJsGzipKiB, "lower")
phase("CLI, load and menu figures")

// Side by side with a baseline measured in the same run (issue 16), then the live and PostgreSQL figures.
// With a reference build (--reference <checkout> or GRILL_BENCH_REFERENCE), against it too (issue 25).
const reference = referenceCheckout(process.argv)
const throughput = await measureThroughput({ quick: QUICK, reference })
record(
  `POST /api/orders at 32 connections: ${throughput.product.perSecond.toFixed(0)}/s (p99 ${throughput.product.p99} ms) / bare node:http + better-sqlite3 ${throughput.baseline.perSecond.toFixed(0)}/s (p99 ${throughput.baseline.p99} ms)`,
  throughput.ratio,
  "×",
  goals.placeOrderBaselineRatio,
  "higher"
)
record(
  `server CPU per order: bare baseline ${throughput.baseline.cpuPerOrderUs.toFixed(0)} µs / POST /api/orders ${throughput.product.cpuPerOrderUs.toFixed(0)} µs`,
  throughput.baseline.cpuPerOrderUs / throughput.product.cpuPerOrderUs,
  "×"
)
if (throughput.reference !== null) {
  record(
    `server CPU per order / the reference build's (${reference}): ${throughput.product.cpuPerOrderUs.toFixed(0)} µs / ${throughput.reference.cpuPerOrderUs.toFixed(0)} µs, median of the rounds' pairs`,
    throughput.reference.cpuRatio,
    "×",
    goals.cpuPerOrderReferenceRatio,
    "lower"
  )
  const oneAtATime = await measureReferenceCpu({ reference, blocks: QUICK ? 3 : 5 })
  record(
    `server CPU per order / the reference build's, one order at a time to each in turn: ${oneAtATime.productUs.toFixed(0)} µs / ${oneAtATime.referenceUs.toFixed(0)} µs`,
    oneAtATime.ratio,
    "×",
    goals.cpuPerOrderReferenceRatio,
    "lower"
  )
}
if (throughput.floor !== null) {
  // The ceiling of the ratio above while orders go through @effect/platform's HttpApi.
  record(
    `HttpApi alone taking the same body (bench/framework-floor-server.js): ${throughput.floor.perSecond.toFixed(0)}/s, ${throughput.floor.cpuPerOrderUs.toFixed(0)} µs CPU per request / bare baseline`,
    throughput.floor.perSecond / throughput.baseline.perSecond,
    "×"
  )
}
phase("throughput against the baseline")
record("POST /api/orders p99 at 32 connections", throughput.product.p99, "ms", goals.placeOrderP99Ms, "lower")
record("server memory after start (RSS)", throughput.rss.afterStart, "MiB", rssGoalMiB, "lower")
record(
  `server memory after ${RSS_AFTER_ORDERS.toLocaleString("en-US")} orders placed (RSS)`,
  throughput.rss.afterOrders,
  "MiB",
  rssGoalMiB,
  "lower"
)
for (const history of QUICK ? [10_000] : [10_000, 1_000_000]) {
  const lists = await measureLists(history)
  const label = history.toLocaleString("en-US")
  record(`open orders list (50 open), ${label} history, p50`, lists.open, "ms", goals.openListP50Ms, "lower")
  record(
    `closed orders list (default page), ${label} history, p50`,
    lists.closed,
    "ms",
    goals.closedListP50Ms,
    "lower"
  )
  record(
    `admin orders list (default page), ${label} history, p50`,
    lists.admin,
    "ms",
    goals.closedListP50Ms,
    "lower"
  )
  record(
    `one outlet's open list, ${label} history, p50`,
    lists.openOutlet,
    "ms",
    goals.openListP50Ms,
    "lower"
  )
  record(
    `one outlet's closed list, ${label} history, p50`,
    lists.closedOutlet,
    "ms",
    goals.closedListP50Ms,
    "lower"
  )
  record(
    `one outlet's admin list, ${label} history, p50`,
    lists.adminOutlet,
    "ms",
    goals.closedListP50Ms,
    "lower"
  )
}
phase("staff lists")
{
  // Issue 29: a month of a busy club's house charges as one statement file. The wall time is the
  // goal; the server's CPU time says how much of it is the server's own work on a loaded machine.
  const runs = await measureStatementExport({ entries: 50_000, runs: QUICK ? 1 : 3 })
  const best = runs.reduce((a, b) => (b.seconds < a.seconds ? b : a))
  record(
    `statement CSV of 50,000 house charges, fastest of ${runs.length} (server CPU ${best.cpuSeconds.toFixed(2)} s)`,
    best.seconds,
    "s",
    goals.statementExportSeconds,
    "lower"
  )
  record(
    "statement CSV of 50,000 house charges: server RSS growth while streaming",
    Math.max(...runs.map((r) => r.rssPeak - r.rssBefore)),
    "MiB",
    goals.statementCsvRssGrowthMiB,
    "lower"
  )
  phase("statement export")
}

{
  const history = QUICK ? 100_000 : 1_000_000
  const label = history.toLocaleString("en-US")
  const reports = await measureReports(history, QUICK ? 10_000 : 100_000)
  record(
    `end-of-day report, one day, ${label} history, p50`,
    reports.day,
    "ms",
    goals.reportDayP50Ms,
    "lower"
  )
  record(
    `end-of-day report, 31 days, ${label} history, p50`,
    reports.month,
    "ms",
    goals.reportRangeP50Ms,
    "lower"
  )
  record(
    `end-of-day report, one day, one outlet of four, ${label} history, p50`,
    reports.outletDay,
    "ms",
    goals.reportDayP50Ms,
    "lower"
  )
  record(
    `end-of-day report, 31 days, one outlet of four, ${label} history, p50`,
    reports.outletMonth,
    "ms",
    goals.reportRangeP50Ms,
    "lower"
  )
  record(
    `order-line CSV of ${reports.csv.orders.toLocaleString("en-US")} orders: server RSS growth while streaming`,
    reports.csv.rssPeak - reports.csv.rssBefore,
    "MiB",
    goals.reportCsvRssGrowthMiB,
    "lower"
  )
  if (await postgresAvailable()) {
    const onPostgres = await measureReportsPostgres(history)
    record(
      `end-of-day report on PostgreSQL, one day, ${label} history, p50`,
      onPostgres.day,
      "ms",
      goals.reportDayP50Ms,
      "lower"
    )
    record(
      `end-of-day report on PostgreSQL, 31 days, ${label} history, p50`,
      onPostgres.month,
      "ms",
      goals.reportRangeP50Ms,
      "lower"
    )
    record(
      `end-of-day report on PostgreSQL, one day, one outlet of four, ${label} history, p50`,
      onPostgres.outletDay,
      "ms",
      goals.reportDayP50Ms,
      "lower"
    )
    record(
      `end-of-day report on PostgreSQL, 31 days, one outlet of four, ${label} history, p50`,
      onPostgres.outletMonth,
      "ms",
      goals.reportRangeP50Ms,
      "lower"
    )
  }
}
phase("end-of-day report")
const events = await measureEventLatency({ quick: QUICK })
phase("event latency")
record(`order placed → event on a staff stream (${events.streams} streams), median`, events.median, "ms")
record(
  `order placed → event on a staff stream (${events.streams} streams), p99`,
  events.p99,
  "ms",
  goals.eventLatencyP99Ms,
  "lower"
)
const phone = await measurePhone({ quick: QUICK })
for (const [page, figures] of Object.entries(phone.pages)) {
  record(
    `Lighthouse mobile performance, ${page}`,
    figures.performance,
    "",
    goals.lighthousePerformance,
    "higher"
  )
  record(
    `Lighthouse accessibility, ${page}`,
    figures.accessibility,
    "",
    goals.lighthouseAccessibility,
    "higher"
  )
  record(`LCP (Lighthouse mobile), ${page}`, figures.lcpMs, "ms", goals.lcpMs, "lower")
  record(`TBT (Lighthouse mobile), ${page}`, figures.tbtMs, "ms", goals.tbtMs, "lower")
  record(`CLS (Lighthouse mobile), ${page}`, figures.cls, "", goals.cls, "lower")
}
record(
  `JS fetched before the menu of / is visible (${phone.scripts.files} files, gzip)`,
  phone.scripts.gzipKiB,
  "KiB",
  goals.jsBeforeMenuGzipKiB,
  "lower"
)
phase("Lighthouse")
if (await postgresAvailable()) {
  const pg = await measurePostgres({ quick: QUICK })
  record(`orders/s at 32 connections: SQLite, one node (p99 ${pg.sqlite.p99} ms)`, pg.sqlite.perSecond, "/s")
  record(`orders/s at 32 connections: PostgreSQL, one node (p99 ${pg.one.p99} ms)`, pg.one.perSecond, "/s")
  record(`orders/s at 32 connections: PostgreSQL, two nodes (p99 ${pg.two.p99} ms)`, pg.two.perSecond, "/s")
} else {
  console.log("PostgreSQL figures skipped: no server answers (GRILL_BENCH_DATABASE_URL)")
}

phase("PostgreSQL")
process.exit(reportResults(results, { quick: QUICK }) === 0 ? 0 : 1)
