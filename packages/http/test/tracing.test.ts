import { existsSync } from "node:fs"
import { mkdtemp, rm } from "node:fs/promises"
import { createServer, type Server } from "node:http"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { caller, pickupOrder, withServerTotals } from "./support/http.js"
import { SERVER_ENTRY, type ServerProcess, startServerProcess } from "./support/server-process.js"

interface OtlpSpan {
  readonly traceId: string
  readonly spanId: string
  readonly parentSpanId?: string
  readonly name: string
  readonly attributes?: ReadonlyArray<{ readonly key: string; readonly value: Record<string, unknown> }>
}

/** A stand-in OpenTelemetry collector: keeps every span posted to /v1/traces (OTLP/HTTP JSON). */
const startOtlpReceiver = async () => {
  const spans: Array<OtlpSpan> = []
  const paths: Array<string> = []
  const server: Server = createServer((request, response) => {
    let body = ""
    request.setEncoding("utf8")
    request.on("data", (chunk) => {
      body += chunk
    })
    request.on("end", () => {
      paths.push(request.url ?? "")
      const payload = JSON.parse(body)
      for (const resource of payload.resourceSpans ?? [])
        for (const scope of resource.scopeSpans ?? []) spans.push(...(scope.spans ?? []))
      response.writeHead(200, { "content-type": "application/json" }).end("{}")
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()))
  const address = server.address()
  if (typeof address !== "object" || address === null) throw new Error("no address")
  return { url: `http://127.0.0.1:${address.port}`, spans, paths, close: () => server.close() }
}

const attribute = (span: OtlpSpan, key: string) => {
  const value = span.attributes?.find((entry) => entry.key === key)?.value
  return value === undefined ? undefined : Object.values(value)[0]
}

describe.skipIf(!existsSync(SERVER_ENTRY))("GRILL_OTLP_URL", () => {
  let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>
  let server: ServerProcess
  let dataDir: string
  let orderNumber: string

  beforeAll(async () => {
    receiver = await startOtlpReceiver()
    dataDir = await mkdtemp(join(tmpdir(), "grill-traces-"))
    server = await startServerProcess({
      GRILL_DB: join(dataDir, "grill.db"),
      GRILL_ADMIN_PASSWORD: "traces-test-password",
      GRILL_OTLP_URL: receiver.url
    })
    const call = caller(server.url)
    const placed = await call("POST", "/api/orders", await withServerTotals(call, pickupOrder()))
    expect(placed.status).toBe(201)
    orderNumber = placed.body.orderNumber
    // Spans go out in batches; the last batch is sent as the server stops.
    await server.stop()
  })
  afterAll(async () => {
    await server?.stop("SIGKILL")
    receiver?.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  it("sends a span for the placed order, with its SQL statements as children", () => {
    expect(receiver.paths.every((path) => path === "/v1/traces")).toBe(true)
    const placement = receiver.spans.find(
      (span) =>
        attribute(span, "http.route") === "/api/orders" &&
        String(attribute(span, "http.response.status_code")) === "201"
    )
    expect(placement, "a server span for POST /api/orders answered 201").toBeDefined()
    if (placement === undefined) return
    expect(attribute(placement, "grill.order_number")).toBe(orderNumber)
    // Its descendants: the transaction's span, and the statements run in it.
    const within = new Set([placement.spanId])
    for (let grew = true; grew; ) {
      grew = false
      for (const span of receiver.spans)
        if (span.parentSpanId !== undefined && within.has(span.parentSpanId) && !within.has(span.spanId)) {
          within.add(span.spanId)
          grew = true
        }
    }
    const statements = receiver.spans.filter(
      (span) => within.has(span.spanId) && span.traceId === placement.traceId && span.name === "sql.execute"
    )
    expect(
      statements.some((span) => /^INSERT INTO "?orders"?/i.test(String(attribute(span, "db.query.text"))))
    ).toBe(true)
  })
})
