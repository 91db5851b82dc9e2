import { createServer, type Server } from "node:http"
import { Config, Effect } from "effect"

const seconds = (name: string, fallback: number) =>
  Config.number(name).pipe(
    Config.validate({
      message: `${name} must be a number of seconds from 0.1 to 600`,
      validation: (value) => value >= 0.1 && value <= 600
    }),
    Config.withDefault(fallback)
  )

/**
 * How long a client may take to send a request. A body that has not fully arrived in time gets a
 * JSON 408 (request-body-guard.ts); headers that have not, Node's own 408. A slow sender would
 * otherwise hold a connection (and its buffers) for as long as Node's five-minute default.
 */
export const requestDeadlinesConfig = Config.all({
  bodySeconds: seconds("GRILL_BODY_TIMEOUT_SECONDS", 30),
  headersSeconds: seconds("GRILL_HEADERS_TIMEOUT_SECONDS", 30)
})

export type RequestDeadlines = Config.Config.Success<typeof requestDeadlinesConfig>

/** Node checks its deadlines on a timer: once a second, so a cut comes at most a second late. */
const CHECK_EVERY_MS = 1000

/**
 * A Node HTTP server whose header deadline is the setting's, and whose whole-request deadline is
 * the two deadlines together: a backstop behind the body guard's own 408, for any body it does not read.
 */
export const createDeadlineServer = (deadlines: RequestDeadlines): Server => {
  const headersTimeout = Math.round(deadlines.headersSeconds * 1000)
  return createServer({
    headersTimeout,
    requestTimeout: headersTimeout + Math.round(deadlines.bodySeconds * 1000) + CHECK_EVERY_MS,
    connectionsCheckingInterval: CHECK_EVERY_MS
  })
}

/** The deadlines as the environment gives them, for code that builds the server before any Effect runs. */
export const requestDeadlinesFromEnv = (): RequestDeadlines => Effect.runSync(requestDeadlinesConfig)
