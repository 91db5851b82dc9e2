import { Effect } from "effect"
import type { CliError } from "../api/errors.js"
import type { CliIo } from "../io/cli-io.js"
import { serverFor, type UrlOption } from "./shared.js"
import { requireTerminal, runScreen } from "./terminal-screens.js"

/**
 * `grill orders new`: a phone or walk-up order, placed through the same public route as the
 * website, so the server prices it and applies every rule.
 */
export const newOrder = (io: CliIo, options: UrlOption): Effect.Effect<void, CliError> =>
  Effect.gen(function* () {
    const server = yield* serverFor(io, options)
    yield* requireTerminal(io, "grill orders new", "it is a form filled in at the keyboard")
    yield* runScreen(io, (ui) =>
      ui.newOrder({ server, stdout: io.stdout, stdin: io.stdin, stderr: io.stderr })
    )
  })
