import { describe, expect, it } from "vitest"
import { useTestServer } from "./support/harness.js"
import { placeOrder } from "./support/order-submissions.js"
import { testPostgresUrl } from "./support/test-database.js"
import { startTestServer } from "./support/test-server.js"

const { server, client, admin } = useTestServer({ env: { GRILL_METRICS: "on" } })

/** One sample of Prometheus's text format: a name, optional labels, a number. */
const SAMPLE =
  /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(?:[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\]|\\.)*",?)*\})? (-?[0-9.e+-]+|NaN|[+-]Inf)$/
const COMMENT = /^# (HELP|TYPE|UNIT) [a-zA-Z_:][a-zA-Z0-9_:]* .*$/

/** The samples of a /metrics body, failing on any line that is not Prometheus text. */
const parsePrometheus = (text: string) =>
  text
    .split("\n")
    .filter((line) => line !== "")
    .flatMap((line) => {
      if (COMMENT.test(line)) return []
      const match = SAMPLE.exec(line)
      if (match === null) throw new Error(`not Prometheus text: ${line}`)
      return [{ name: match[1] ?? "", labels: match[2] ?? "", value: Number(match[3]) }]
    })

const scrape = async (url = server.url, headers: Record<string, string> = {}) => {
  const response = await fetch(`${url}/metrics`, { headers })
  return { status: response.status, type: response.headers.get("content-type"), text: await response.text() }
}

const pickupsPlaced = (text: string) =>
  parsePrometheus(text)
    .filter(
      (sample) => sample.name === "grill_orders_placed_total" && sample.labels.includes('type="pickup"')
    )
    .reduce((sum, sample) => sum + sample.value, 0)

describe("/metrics", () => {
  it("serves Prometheus text to loopback, its order counter moving by exactly the orders placed", async () => {
    const before = await scrape()
    expect(before.status).toBe(200)
    expect(before.type).toMatch(/^text\/plain; version=0\.0\.4/)
    const placedBefore = pickupsPlaced(before.text)
    for (let i = 0; i < 3; i++) await placeOrder(client)
    const after = await scrape()
    expect(pickupsPlaced(after.text)).toBe(placedBefore + 3)
    const samples = parsePrometheus(after.text)
    const names = new Set(samples.map((sample) => sample.name))
    for (const name of [
      "grill_http_requests_total",
      "grill_http_request_duration_seconds_bucket",
      "grill_print_jobs_waiting",
      "grill_event_streams_open"
    ])
      expect(names, name).toContain(name)
    // Requests are counted by their route template, never by the ids in their paths.
    const placements = samples.filter(
      (sample) => sample.name === "grill_http_requests_total" && sample.labels.includes('route="/api/orders"')
    )
    expect(placements.some((sample) => sample.labels.includes('status="201"'))).toBe(true)
  })

  it.skipIf(testPostgresUrl() !== undefined)(
    "reports the newest good backup's time and age (SQLite, which the grill backs up)",
    async () => {
      const taken = await admin.backups.take({}).answer()
      expect(taken.status).toBe(201)
      const samples = parsePrometheus((await scrape()).text)
      const value = (name: string) => samples.find((sample) => sample.name === name)?.value
      expect(value("grill_backup_newest_good_timestamp_seconds")).toBe(Date.parse(taken.value.takenAt) / 1000)
      expect(value("grill_backup_newest_good_age_seconds")).toBeGreaterThanOrEqual(0)
      expect(value("grill_backup_newest_good_age_seconds")).toBeLessThan(3600)
    }
  )

  it.skipIf(testPostgresUrl() === undefined)(
    "reports the PostgreSQL pool's connections as the pool counts them",
    async () => {
      await placeOrder(client)
      const pool = new Map(
        parsePrometheus((await scrape()).text)
          .filter((sample) => sample.name === "grill_database_pool_connections")
          .map((sample) => [/state="([a-z_]+)"/.exec(sample.labels)?.[1], sample.value])
      )
      expect([...pool.keys()].sort()).toEqual(["idle", "in_use", "open", "waiting"])
      // The scrape itself holds one connection (its print-jobs count) while the pool is read.
      expect(pool.get("open")).toBeGreaterThanOrEqual(1)
      expect((pool.get("idle") ?? 0) + (pool.get("in_use") ?? 0)).toBe(pool.get("open"))
      expect(pool.get("waiting")).toBe(0)
    }
  )

  it.skipIf(testPostgresUrl() !== undefined)(
    "reports no pool on SQLite, which has one connection",
    async () => {
      const names = new Set(parsePrometheus((await scrape()).text).map((sample) => sample.name))
      expect(names).not.toContain("grill_database_pool_connections")
    }
  )

  it("is refused to an address off GRILL_METRICS_ALLOW, and to a client a trusted proxy forwards", async () => {
    const elsewhere = await startTestServer({
      env: { GRILL_METRICS: "on", GRILL_METRICS_ALLOW: "10.9.9.9, 192.168.0.0/16" }
    })
    const proxied = await startTestServer({ env: { GRILL_METRICS: "on", GRILL_TRUST_PROXY: "true" } })
    try {
      expect((await scrape(elsewhere.url)).status).toBe(403)
      expect((await scrape(proxied.url, { "x-forwarded-for": "203.0.113.5" })).status).toBe(403)
      expect((await scrape(proxied.url)).status).toBe(200)
    } finally {
      await Promise.all([elsewhere.close(), proxied.close()])
    }
  })

  it("is not served at all while GRILL_METRICS is off (the default)", async () => {
    const off = await startTestServer()
    try {
      expect((await scrape(off.url)).status).toBe(404)
    } finally {
      await off.close()
    }
  })
})
