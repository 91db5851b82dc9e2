// Order placement on PostgreSQL, one node and two nodes, beside SQLite in the same run (issue 17).
// Alternating rounds of autocannon at 32 connections in all; with two nodes the connections are
// split 16 + 16, as a load balancer would. Medians of the rounds, as in throughput.js.
//
//   node bench/postgres.js [--quick]      (also called by bench/run.js when PostgreSQL answers)
import { mkdtempSync, rmSync } from "node:fs"
import { createRequire } from "node:module"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { median } from "./measure.js"
import { orderBody, round, startProduct, stop } from "./throughput.js"

const require = createRequire(new URL("../packages/http/package.json", import.meta.url))
const pg = require("pg")

export const SERVER_URL =
  process.env.GRILL_BENCH_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres"

export const admin = async (statement, database = SERVER_URL) => {
  const client = new pg.Client({ connectionString: database, connectionTimeoutMillis: 2000 })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

/** Whether a PostgreSQL server answers for the benchmark. */
export const postgresAvailable = () =>
  admin("SELECT 1").then(
    () => true,
    () => false
  )

/** Both nodes' rounds at once, 16 connections each: their rates add up, their p99 is the worse. */
const splitRound = async (urls, body, seconds) => {
  const results = await Promise.all(urls.map((url) => round(url, body, seconds, 32 / urls.length)))
  return {
    perSecond: results.reduce((sum, result) => sum + result.perSecond, 0),
    p99: Math.max(...results.map((result) => result.p99))
  }
}

export const measurePostgres = async ({ quick }) => {
  const rounds = quick ? 1 : 3
  const seconds = quick ? 4 : 8
  const name = `grill_bench_${process.pid}`
  const url = new URL(SERVER_URL)
  url.pathname = `/${name}`
  const dir = mkdtempSync(join(tmpdir(), "grill-bench-pg-"))
  const servers = []
  await admin(`CREATE DATABASE ${name}`)
  try {
    const sqlite = await startProduct(join(dir, "grill.db"))
    servers.push(sqlite.child)
    const [first, second] = await Promise.all([
      startProduct("", { GRILL_DATABASE_URL: url.toString() }),
      startProduct("", { GRILL_DATABASE_URL: url.toString() })
    ])
    servers.push(first.child, second.child)
    const sqliteBody = await orderBody(sqlite.url)
    const pgBody = await orderBody(first.url)
    await round(sqlite.url, sqliteBody, 1)
    await splitRound([first.url, second.url], pgBody, 1)
    const measured = { sqlite: [], one: [], two: [] }
    for (let i = 0; i < rounds; i++) {
      measured.sqlite.push(await round(sqlite.url, sqliteBody, seconds))
      measured.one.push(await round(first.url, pgBody, seconds))
      measured.two.push(await splitRound([first.url, second.url], pgBody, seconds))
    }
    const summary = (list) => ({
      perSecond: median(list.map((r) => r.perSecond)),
      p99: median(list.map((r) => r.p99))
    })
    return { sqlite: summary(measured.sqlite), one: summary(measured.one), two: summary(measured.two) }
  } finally {
    for (const child of servers) await stop(child)
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    rmSync(dir, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!(await postgresAvailable())) {
    console.log(`PostgreSQL benchmark skipped: nothing answers at ${SERVER_URL}`)
    process.exit(0)
  }
  const result = await measurePostgres({ quick: process.argv.includes("--quick") })
  /** @type {Array<[string, { perSecond: number, p99: number }]>} */
  const rows = [
    ["SQLite, one node", result.sqlite],
    ["PostgreSQL, one node", result.one],
    ["PostgreSQL, two nodes", result.two]
  ]
  for (const [label, figures] of rows) {
    console.log(`${label}: ${figures.perSecond.toFixed(0)} orders/s, p99 ${figures.p99} ms`)
  }
}
