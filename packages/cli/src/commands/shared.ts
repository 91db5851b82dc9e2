import { Effect } from "effect"
import { type CliError, notSignedIn } from "../api/errors.js"
import { loginHintFor, resolveUrl, type Server } from "../api/server.js"
import { sessionCookie } from "../api/session.js"
import { type Palette, paletteFor } from "../format/colours.js"
import type { CliIo } from "../io/cli-io.js"

/** Every command takes --url. */
export interface UrlOption {
  readonly url?: string
}

export interface JsonOption {
  readonly json?: boolean
}

/** The server named by --url / $GRILL_URL / the default, with the saved session for it if any. */
export const serverFor = (io: CliIo, options: UrlOption): Effect.Effect<Server, CliError> =>
  Effect.map(resolveUrl(options.url, io.env), (url) => ({
    url,
    cookie: sessionCookie(io.env, url),
    loginHint: loginHintFor(url, io.env)
  }))

/** As serverFor, but staff commands stop here, before any call, when nobody has signed in. */
export const staffServerFor = (io: CliIo, options: UrlOption): Effect.Effect<Server, CliError> =>
  Effect.flatMap(serverFor(io, options), (server) =>
    server.cookie === undefined
      ? Effect.fail(notSignedIn(server.url, server.loginHint))
      : Effect.succeed(server)
  )

export const palette = (io: CliIo): Palette => paletteFor(io.stdout, io.env)

export const writeLines = (io: CliIo, lines: ReadonlyArray<string>): Effect.Effect<void> =>
  Effect.sync(() => {
    io.stdout.write(`${lines.join("\n")}\n`)
  })

export const writeJson = (io: CliIo, value: unknown): Effect.Effect<void> =>
  Effect.sync(() => {
    io.stdout.write(`${JSON.stringify(value, null, 2)}\n`)
  })
