import { Effect } from "effect"
import { withGrill } from "../api/client.js"
import { type CliError, notSignedIn } from "../api/errors.js"
import { loginHintFor, resolveUrl, type Server } from "../api/server.js"
import { sessionCookie } from "../api/session.js"
import { type Palette, paletteFor } from "../format/colours.js"
import { jsonText } from "../format/terminal-text.js"
import type { CliIo } from "../io/cli-io.js"

/** Every command takes --url. */
export interface UrlOption {
  readonly url?: string
}

export interface JsonOption {
  readonly json?: boolean
}

/**
 * The server named by --url / $GRILL_URL / the default, with the saved session for it if any;
 * with --json, its answers' text comes as sent.
 */
export const serverFor = (io: CliIo, options: UrlOption & JsonOption): Effect.Effect<Server, CliError> =>
  Effect.map(resolveUrl(options.url, io.env), (url) => ({
    url,
    cookie: sessionCookie(io.env, url),
    loginHint: loginHintFor(url, io.env),
    textAsSent: options.json === true
  }))

/**
 * As serverFor, but staff commands stop here when nobody has signed in to that URL. Before saying
 * so it asks the server for its venue: a mistyped --url or a server that is down should say
 * "cannot reach", not send the user to `grill login` against nothing.
 */
export const staffServerFor = (io: CliIo, options: UrlOption & JsonOption): Effect.Effect<Server, CliError> =>
  Effect.flatMap(serverFor(io, options), (server) =>
    server.cookie !== undefined
      ? Effect.succeed(server)
      : withGrill(server, (client) =>
          client.venue.get().pipe(
            Effect.asVoid,
            // Only "nothing answered" speaks louder than the missing session.
            Effect.catchAll((error) => (error._tag === "Unreachable" ? Effect.fail(error) : Effect.void))
          )
        ).pipe(Effect.zipRight(Effect.fail(notSignedIn(server.url, server.loginHint))))
  )

export const palette = (io: CliIo): Palette => paletteFor(io.stdout, io.env)

export const writeLines = (io: CliIo, lines: ReadonlyArray<string>): Effect.Effect<void> =>
  Effect.sync(() => {
    io.stdout.write(`${lines.join("\n")}\n`)
  })

export const writeJson = (io: CliIo, value: unknown): Effect.Effect<void> =>
  Effect.sync(() => {
    io.stdout.write(`${jsonText(value)}\n`)
  })
