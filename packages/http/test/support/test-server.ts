import type { Agent } from "node:https"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { HttpServer } from "@effect/platform"
import { NodeHttpServer } from "@effect/platform-node"
import {
  type Clock,
  ConfigProvider,
  Effect,
  Layer,
  Logger,
  LogLevel,
  ManagedRuntime,
  Option,
  Redacted
} from "effect"
import { TeeSheet } from "../../src/course/tee-sheet.js"
import { PushEndpointPolicy, pushEndpointProblem } from "../../src/notifications/push-endpoint.js"
import { memorySmsSender, type SmsSender } from "../../src/notifications/sms-sender.js"
import { PushHttpsAgent } from "../../src/notifications/web-push.js"
import { ServerConfig } from "../../src/platform/config.js"
import { createDeadlineServer, requestDeadlinesConfig } from "../../src/platform/request-deadlines.js"
import { AppLive } from "../../src/server.js"
import { createTestDatabase, dropTestDatabase, type TestDatabase } from "./test-database.js"

export const TEST_ADMIN_PASSWORD = "test-admin-password"

export interface TestServer {
  readonly url: string
  readonly database: TestDatabase
  /** Stops the server and closes the database, as a shutdown would; the data stays for a restart. */
  readonly stop: () => Promise<void>
  /** Stops the server and throws its database away. */
  readonly close: () => Promise<void>
}

/**
 * The real application on a free port of 127.0.0.1 with its own database (a SQLite file, or a
 * PostgreSQL database when GRILL_TEST_DATABASE_URL is set), seeded with the demo venue and an
 * `admin` account. Pass `database` to start again on an existing one, and `clock` (see
 * controlled-clock.ts) to run it at a time the test chooses.
 */
export const startTestServer = async (
  options: {
    database?: TestDatabase
    teeSheet?: Layer.Layer<TeeSheet>
    /** Receives every text message the server sends (the SMS port), newest last. */
    sms?: Array<{ to: string; body: string }>
    /** Another SMS port in place of the in-memory one (a provider that fails). */
    smsSender?: Layer.Layer<SmsSender>
    clock?: Clock.Clock
    /** A directory with a built web app to serve (default: none, as in API-only tests). */
    webDist?: string
    /** Sets GRILL_SECURE_COOKIES (HTTPS-only cookies and HSTS). */
    secureCookies?: boolean
    /**
     * Environment variables for the settings read straight from the environment (rate limits,
     * proxy trust, opening hours). Rate limits are off unless a test turns them on: most tests
     * call one server hundreds of times from one address. Opening hours are not enforced unless a
     * test asks (GRILL_OPENING_HOURS: "enforce", with a controlled clock): the suite runs at any hour.
     */
    env?: Record<string, string>
    /** Receives every log line at Warning or above, to check what a flood of bad requests writes. */
    logs?: Array<string>
    /** A GRILL_VENUE_CONFIG file: venue settings over the defaults. */
    venueConfigFile?: string
    /** The HTTPS agent Web Push goes out through (a fake push service's trust). */
    pushAgent?: Agent
  } = {}
): Promise<TestServer> => {
  const database = options.database ?? (await createTestDatabase())
  const config = Layer.succeed(ServerConfig, {
    port: 0,
    host: "127.0.0.1",
    databaseFile: database.dialect === "sqlite" ? database.file : "",
    databaseUrl: database.dialect === "pg" ? Option.some(Redacted.make(database.url)) : Option.none(),
    webDist: options.webDist ?? join(tmpdir(), "grill-no-web-build"),
    adminPassword: Option.some(Redacted.make(TEST_ADMIN_PASSWORD)),
    venueConfigFile: Option.fromNullable(options.venueConfigFile),
    secureCookies: options.secureCookies ?? false,
    seedDemoData: true
  })
  const env = { GRILL_RATE_LIMITS: "off", GRILL_OPENING_HOURS: "ignore", ...options.env }
  const deadlines = Effect.runSync(
    Effect.withConfigProvider(requestDeadlinesConfig, ConfigProvider.fromMap(new Map(Object.entries(env))))
  )
  const app = Layer.provideMerge(
    AppLive,
    NodeHttpServer.layer(() => createDeadlineServer(deadlines), { port: 0, host: "127.0.0.1" })
  ).pipe(
    Layer.provide(options.teeSheet ?? TeeSheet.none),
    Layer.provide(options.smsSender ?? memorySmsSender(options.sms ?? [])),
    Layer.provide(config),
    Layer.provide(Layer.setConfigProvider(ConfigProvider.fromMap(new Map(Object.entries(env))))),
    Layer.provide(Logger.minimumLogLevel(LogLevel.Warning)),
    Layer.provide(
      options.logs === undefined
        ? Layer.empty
        : Logger.add(Logger.map(Logger.logfmtLogger, (line) => options.logs?.push(line)))
    ),
    Layer.provide(options.clock === undefined ? Layer.empty : Layer.setClock(options.clock)),
    Layer.provide(
      options.pushAgent === undefined
        ? Layer.empty
        : Layer.mergeAll(
            Layer.succeed(PushHttpsAgent, options.pushAgent),
            // The fake push service is on 127.0.0.1, which the product's rules refuse.
            Layer.succeed(PushEndpointPolicy, {
              problem: (endpoint) =>
                new URL(endpoint).hostname === "127.0.0.1" ? undefined : pushEndpointProblem(endpoint),
              agent: options.pushAgent
            })
          )
    )
  )
  const runtime = ManagedRuntime.make(app)
  const server = await runtime.runPromise(HttpServer.HttpServer)
  const address = server.address
  if (address._tag !== "TcpAddress") throw new Error("expected a TCP server")
  const stop = () => runtime.dispose()
  return {
    url: `http://127.0.0.1:${address.port}`,
    database,
    stop,
    close: () => stop().then(() => dropTestDatabase(database))
  }
}

/** Signs in and returns the session cookie to send with staff calls. */
export const signInAs = async (url: string, username: string, password: string): Promise<string> => {
  const response = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password })
  })
  if (!response.ok) throw new Error(`login as ${username} failed: ${response.status}`)
  const cookie = response.headers.get("set-cookie") ?? ""
  return cookie.split(";")[0] ?? ""
}

/** Signs in as the seeded admin and returns the session cookie to send with staff calls. */
export const staffCookie = (url: string): Promise<string> => signInAs(url, "admin", TEST_ADMIN_PASSWORD)
