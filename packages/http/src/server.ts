import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import * as HttpServer from "@effect/platform/HttpServer"
import * as NodeContext from "@effect/platform-node/NodeContext"
import { SqlClient } from "@effect/sql"
import { Console, Duration, Effect, Layer, Option } from "effect"
import { GrillApi } from "./api.js"
import { BackupBeforeUpgradeLive } from "./backups/upgrade.js"
import { lockKeys } from "./db/key-locks.js"
import { seedDemoVenue } from "./demo-venue.js"
import { DatabaseLive, FeaturesLive } from "./features.js"
import { MEMBER_FILE_MAX_BYTES, MEMBER_IMPORT_PATH } from "./members/member-file.js"
import { SMS_INBOUND_PATH } from "./notifications/sms-replies.js"
import { logFormatConfig } from "./observability/json-logs.js"
import { prometheusEndpoint } from "./observability/prometheus.js"
import { observeRequests } from "./observability/request-observation.js"
import { TracingLive } from "./observability/tracing.js"
import { PageDataLive } from "./page-data.js"
import { trustProxyConfig } from "./platform/client-address.js"
import { compressResponses } from "./platform/compression.js"
import { ServerConfig } from "./platform/config.js"
import { withReadableErrors } from "./platform/error-bodies.js"
import { withHealthChecks } from "./platform/health.js"
import { markHttpsResponses } from "./platform/https.js"
import { lanAddresses, listeningLine } from "./platform/listening-line.js"
import { RateLimits, withRetryAfter } from "./platform/rate-limits.js"
import { guardRequestBodies } from "./platform/request-body-guard.js"
import { requestDeadlinesConfig } from "./platform/request-deadlines.js"
import { refuseCrossSiteWrites } from "./platform/same-origin.js"
import { withSecurityHeaders } from "./platform/security-headers.js"
import { apiDocsLive } from "./site/api-docs.js"
import { StaticSiteLive } from "./site/static-site.js"
import { ensureAdminAccount } from "./staff/auth.js"
import { StaffRepo } from "./staff/repo.js"

/**
 * First-start work: demo data into an empty database, and the first staff account. One
 * transaction holding the "bootstrap" lock, so nodes starting together on one PostgreSQL
 * database do it once: the others wait, then find the menu and the account there.
 */
const Bootstrap = Layer.effectDiscard(
  Effect.gen(function* () {
    const config = yield* ServerConfig
    const sql = yield* SqlClient.SqlClient
    yield* Effect.gen(function* () {
      yield* lockKeys(sql, ["bootstrap"])
      if (config.seedDemoData && (yield* seedDemoVenue))
        yield* Effect.logInfo("Loaded the demo menu and venue data")
      yield* ensureAdminAccount
    }).pipe(sql.withTransaction)
  }).pipe(Effect.orDie)
).pipe(Layer.provide(StaffRepo.Default))

/** The API: every feature's handlers (features.ts), the shares they need and the rest of the app reads. */
const ApiLive = HttpApiBuilder.api(GrillApi).pipe(Layer.provideMerge(FeaturesLive))

/**
 * The API, docs and static site as one HttpApp; the API is same-origin only, so no CORS. Health
 * checks and metrics answer before any of it; every request is observed (request id, and the log
 * line and metrics when asked for).
 */
const Serve = Layer.unwrapScoped(
  Effect.gen(function* () {
    const app = yield* HttpApiBuilder.httpApp
    const { secureCookies } = yield* ServerConfig
    const { bodySeconds } = yield* requestDeadlinesConfig
    const trustProxy = yield* trustProxyConfig
    const logFormat = yield* logFormatConfig
    const metrics = yield* prometheusEndpoint
    // Compression last: the security headers read the page they protect (script hashes), as written.
    const site = compressResponses(
      withReadableErrors(
        refuseCrossSiteWrites(
          guardRequestBodies(
            app,
            Duration.seconds(bodySeconds),
            new Set([SMS_INBOUND_PATH]),
            new Map([[MEMBER_IMPORT_PATH, MEMBER_FILE_MAX_BYTES]])
          )
        )
      ).pipe(Effect.map(withRetryAfter), Effect.map(withSecurityHeaders))
    )
    const withOwnPaths = withHealthChecks(Option.isSome(metrics) ? metrics.value(site) : site)
    return HttpServer.serve(
      observeRequests({ log: logFormat === "json", metrics: Option.isSome(metrics) })(
        markHttpsResponses({ httpsSite: secureCookies, trustProxy })(withOwnPaths)
      )
    )
  })
).pipe(Layer.provide([HttpApiBuilder.Router.Live, HttpApiBuilder.Middleware.layer]))

/**
 * The whole application as a layer, on whatever HttpServer is provided (a real port in
 * main.ts, a test server in tests). The tee-sheet and SMS ports are left to the caller so tests can
 * plug in a roster and read the texted codes.
 */
export const AppLive = Serve.pipe(
  // Spans only when GRILL_OTLP_URL asks for them (PERFORMANCE.md, "Tracing").
  Layer.provide(TracingLive),
  Layer.provide(apiDocsLive(GrillApi)),
  Layer.provide(HttpApiBuilder.middlewareOpenApi({ path: "/api/openapi.json" })),
  Layer.provide(StaticSiteLive.pipe(Layer.provide(PageDataLive))),
  Layer.provide(ApiLive),
  Layer.provide(Bootstrap),
  // One set of rate limits for the whole process, however many features count against them.
  Layer.provide(RateLimits.Default),
  Layer.provide(DatabaseLive.pipe(Layer.provide(BackupBeforeUpgradeLive))),
  Layer.provide(NodeContext.layer)
)

/** Prints where the server listens, in a line scripts (and the e2e harness) can parse. */
export const announceAddress = Layer.effectDiscard(
  Effect.gen(function* () {
    const server = yield* HttpServer.HttpServer
    if (server.address._tag !== "TcpAddress") return
    const line = listeningLine(server.address.hostname, server.address.port, lanAddresses())
    // In JSON logs it is one more log object (scripts find the address in its message all the same).
    yield* (yield* logFormatConfig) === "json" ? Effect.logInfo(line) : Console.log(line)
  })
)
