import { Effect, Metric, MetricBoundaries } from "effect"

/**
 * The product's metrics, as Effect metrics: recording one is a map update in memory, whether or not
 * anything reads them. GRILL_METRICS=on serves them at /metrics (prometheus.ts); otherwise nothing
 * reads them and no per-request middleware records the HTTP ones.
 */

/** Requests answered, by route template (`/api/orders/:id`, never the id), method and status. */
export const httpRequests = Metric.counter("grill_http_requests", {
  description: "HTTP requests answered, by route template, method and status",
  incremental: true
})

/** How long requests took to answer, in seconds, by route template, method and status. */
export const httpRequestSeconds = Metric.histogram(
  "grill_http_request_duration_seconds",
  MetricBoundaries.exponential({ start: 0.005, factor: 2, count: 12 }),
  "Time to answer an HTTP request, in seconds"
)

/** Orders placed, by order type (pickup, delivery, ...). */
export const ordersPlaced = Metric.counter("grill_orders_placed", {
  description: "Orders placed, by order type",
  incremental: true
})

/** Event streams (live screens) open now. */
export const openEventStreams = Metric.gauge("grill_event_streams_open", {
  description: "Event streams open now"
})

/** Print jobs not yet sent to their printer, read when metrics are scraped. */
export const printJobsWaiting = Metric.gauge("grill_print_jobs_waiting", {
  description: "Kitchen print jobs not yet sent to their printer"
})

/** Card payments that failed or were declined. */
export const paymentFailures = Metric.counter("grill_payment_failures", {
  description: "Card payments that failed or were declined",
  incremental: true
})

/** Text messages handed to the SMS provider. */
export const textsSent = Metric.counter("grill_texts_sent", {
  description: "Text messages handed to the SMS provider",
  incremental: true
})

/** When the newest good backup was taken (Unix seconds); 0 before the first. */
export const newestBackupTime = Metric.gauge("grill_backup_newest_good_timestamp_seconds", {
  description: "When the newest good backup of the database was taken, in Unix seconds"
})

/** The newest good backup's age in seconds, worked out when metrics are scraped. */
export const newestBackupAge = Metric.gauge("grill_backup_newest_good_age_seconds", {
  description: "Age of the newest good backup of the database, in seconds"
})

/** The PostgreSQL pool's connections by state (open, idle, in use) and queries waiting for one. */
export const databasePoolConnections = Metric.gauge("grill_database_pool_connections", {
  description:
    "PostgreSQL pool connections by state (open, idle, in_use), and queries waiting for one (waiting)"
})

/** One more order of this type placed. */
export const countOrderPlaced = (orderType: string) =>
  Metric.increment(Metric.tagged(ordersPlaced, "type", orderType))

/** The newest good backup is now the one taken at `takenAt`. */
export const noteGoodBackup = (takenAt: Date) => Metric.set(newestBackupTime, takenAt.getTime() / 1000)

/** One more (or one fewer) event stream open: for the synchronous close callbacks streams end in. */
export const countOpenStream = (delta: 1 | -1) => Effect.runSync(Metric.incrementBy(openEventStreams, delta))
