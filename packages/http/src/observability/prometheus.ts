import { BlockList, isIPv6 } from "node:net"
import type * as HttpApp from "@effect/platform/HttpApp"
import * as HttpServerRequest from "@effect/platform/HttpServerRequest"
import * as HttpServerResponse from "@effect/platform/HttpServerResponse"
import type { MetricReader } from "@opentelemetry/sdk-metrics"
import { Clock, Config, Effect, Metric, Option, type Scope } from "effect"
import { DatabasePool } from "../db/database.js"
import { clientAddress } from "../platform/client-address.js"
import { Printers } from "../printers/printers.js"
import {
  databasePoolConnections,
  newestBackupAge,
  newestBackupTime,
  openEventStreams,
  paymentFailures,
  printJobsWaiting,
  textsSent
} from "./metrics.js"
import { METRICS_PATH } from "./request-observation.js"

/** GRILL_METRICS=on serves /metrics to the addresses (and `a.b.c.d/n` networks) in GRILL_METRICS_ALLOW. */
export const metricsConfig = Config.all({
  on: Config.boolean("GRILL_METRICS").pipe(Config.withDefault(false)),
  allow: Config.string("GRILL_METRICS_ALLOW").pipe(Config.withDefault("127.0.0.1, ::1"))
})

/** The allow list as Node's BlockList (used the other way round: an address on it may scrape). */
export const allowList = (setting: string): BlockList => {
  const list = new BlockList()
  for (const entry of setting.split(/[\s,]+/).filter((part) => part !== "")) {
    const [address = "", bits] = entry.split("/")
    const type = isIPv6(address) ? "ipv6" : "ipv4"
    if (bits === undefined) list.addAddress(address, type)
    else list.addSubnet(address, Number(bits), type)
  }
  return list
}

/** "::ffff:127.0.0.1" (an IPv4 client on a dual-stack socket) is checked as 127.0.0.1. */
const mayScrape = (list: BlockList, address: string): boolean => {
  const plain = address.startsWith("::ffff:") ? address.slice(7) : address
  try {
    return list.check(plain, isIPv6(plain) ? "ipv6" : "ipv4")
  } catch {
    return false
  }
}

/**
 * The gauges read at scrape time rather than kept up to date: jobs waiting is the print queue's depth
 * (as the printers count it), the backup's age the time since the newest one,
 * and the PostgreSQL pool's use as the pool counts it (SQLite has no pool: none).
 */
const sampleGauges = Effect.gen(function* () {
  yield* Metric.set(printJobsWaiting, yield* (yield* Printers).jobsWaiting)
  const takenAt = (yield* Metric.value(newestBackupTime)).value
  const now = (yield* Clock.currentTimeMillis) / 1000
  if (takenAt > 0) yield* Metric.set(newestBackupAge, Math.max(0, now - takenAt))
  const use = Option.flatMap(yield* Effect.serviceOption(DatabasePool), (pool) =>
    Option.fromNullable(pool.use())
  )
  if (Option.isSome(use)) {
    const { open, idle, waiting } = use.value
    const state = (name: string, value: number) =>
      Metric.set(Metric.tagged(databasePoolConnections, "state", name), value)
    yield* Effect.all([
      state("open", open),
      state("idle", idle),
      state("in_use", open - idle),
      state("waiting", waiting)
    ])
  }
})

/**
 * With GRILL_METRICS on: Effect's metric registry read by OpenTelemetry's Prometheus exporter
 * (through @effect/opentelemetry) and written in its text format at /metrics, for allowed
 * addresses only (403 for others; behind a trusted proxy the client's address counts, not the
 * proxy's). The exporter's own HTTP server is never started. Off: `None`, and nothing is loaded.
 */
export const prometheusEndpoint: Effect.Effect<
  Option.Option<
    <E, R>(
      app: HttpApp.Default<E, R>
    ) => HttpApp.Default<E, R | HttpServerRequest.HttpServerRequest | Printers>
  >,
  never,
  Scope.Scope
> = Effect.gen(function* () {
  const config = yield* Effect.orDie(metricsConfig)
  if (!config.on) return Option.none()
  const trustProxy = yield* Effect.orDie(Config.boolean("GRILL_TRUST_PROXY").pipe(Config.withDefault(false)))
  const allowed = allowList(config.allow)
  const [{ PrometheusExporter, PrometheusSerializer }, Metrics, Resource] = yield* Effect.promise(() =>
    Promise.all([
      import("@opentelemetry/exporter-prometheus"),
      import("@effect/opentelemetry/Metrics"),
      import("@effect/opentelemetry/Resource")
    ])
  )
  const exporter = new PrometheusExporter({ preventServerStart: true })
  const producer = yield* Metrics.makeProducer.pipe(
    Effect.provide(Resource.layer({ serviceName: "clubhouse-grill" }))
  )
  // The exporter is a MetricReader of its own copy of @opentelemetry/sdk-metrics (the same version,
  // installed twice): TypeScript tells the copies apart by their private fields, the SDK does not.
  yield* Metrics.registerProducer(producer, () => exporter as unknown as MetricReader)
  // A metric is in the registry once used; these show from the first scrape, at 0 until they move.
  yield* Effect.all([Metric.value(openEventStreams), Metric.value(paymentFailures), Metric.value(textsSent)])
  const serializer = new PrometheusSerializer()

  const scrape = Effect.gen(function* () {
    const address = yield* clientAddress(trustProxy)
    if (!mayScrape(allowed, address)) {
      return HttpServerResponse.unsafeJson(
        { _tag: "Forbidden", message: "Metrics are not served to this address" },
        { status: 403 }
      )
    }
    yield* sampleGauges.pipe(Effect.orDie)
    const { resourceMetrics } = yield* Effect.promise(() => exporter.collect())
    return HttpServerResponse.text(serializer.serialize(resourceMetrics), {
      contentType: "text/plain; version=0.0.4; charset=utf-8",
      headers: { "cache-control": "no-store" }
    })
  })
  return Option.some(<E, R>(app: HttpApp.Default<E, R>) =>
    Effect.flatMap(
      HttpServerRequest.HttpServerRequest,
      (request): HttpApp.Default<E, R | HttpServerRequest.HttpServerRequest | Printers> =>
        request.method === "GET" && request.url === METRICS_PATH ? scrape : app
    )
  )
})
