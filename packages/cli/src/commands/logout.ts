import { Effect } from "effect"
import { withGrill } from "../api/client.js"
import type { CliError } from "../api/errors.js"
import { removeSession } from "../api/session.js"
import type { CliIo } from "../io/cli-io.js"
import { serverFor, type UrlOption, writeLines } from "./shared.js"

/**
 * `grill logout`: ends the session on the server and forgets it here. The local copy goes even
 * when the server cannot be reached, so a lost laptop's session can at least be dropped.
 */
export const logout = (io: CliIo, options: UrlOption): Effect.Effect<void, CliError> =>
  Effect.gen(function* () {
    const server = yield* serverFor(io, options)
    if (server.cookie === undefined) return yield* writeLines(io, [`Not signed in to ${server.url}`])
    const ended = yield* withGrill(server, (client) => client.auth.logout()).pipe(
      Effect.as(true),
      Effect.orElseSucceed(() => false)
    )
    removeSession(io.env, server.url)
    yield* writeLines(io, [
      ended
        ? `Signed out of ${server.url}`
        : `Signed out here; the grill server at ${server.url} could not be reached to end the session there`
    ])
  })
