import { Config, Effect, Layer, Option } from "effect"

/**
 * Where OpenTelemetry traces go (OTLP over HTTP): a collector's base address
 * (`http://collector:4318`) or its full traces endpoint (`.../v1/traces`).
 */
export const otlpUrlConfig = Config.option(Config.string("GRILL_OTLP_URL"))

const tracesEndpoint = (url: string): string => {
  const base = url.trim().replace(/\/+$/, "")
  return base.endsWith("/v1/traces") ? base : `${base}/v1/traces`
}

/**
 * Without GRILL_OTLP_URL, no spans at all: each request and SQL statement paid for one that nothing
 * read (PERFORMANCE.md, "Tracing"), and the SDK is never loaded. With it, @effect/opentelemetry's
 * Node SDK exports a span per request (the HTTP server's), with its SQL statements (@effect/sql's)
 * and provider calls as children, in batches; the last batch is sent when the server stops.
 */
export const TracingLive = Layer.unwrapEffect(
  Effect.gen(function* () {
    const url = yield* Effect.orDie(otlpUrlConfig)
    if (Option.isNone(url)) return Layer.setTracerEnabled(false)
    const [NodeSdk, { BatchSpanProcessor }, { OTLPTraceExporter }] = yield* Effect.promise(() =>
      Promise.all([
        import("@effect/opentelemetry/NodeSdk"),
        import("@opentelemetry/sdk-trace-base"),
        import("@opentelemetry/exporter-trace-otlp-http")
      ])
    )
    const exporter = new OTLPTraceExporter({ url: tracesEndpoint(url.value) })
    return NodeSdk.layer(() => ({
      resource: { serviceName: "clubhouse-grill" },
      spanProcessor: new BatchSpanProcessor(exporter)
    }))
  })
)
