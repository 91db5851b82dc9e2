import { Effect } from "effect"
import { withGrill } from "../api/client.js"
import { type CliError, invalidInput } from "../api/errors.js"
import type { CliIo } from "../io/cli-io.js"
import { namedOutlet } from "./orders-list.js"
import { staffServerFor, type UrlOption } from "./shared.js"
import { requireTerminal, runScreen } from "./terminal-screens.js"

export interface OrdersWatchOptions extends UrlOption {
  readonly interval?: string
  readonly outlet?: string
}

export const DEFAULT_WATCH_INTERVAL_SECONDS = 15

const parseInterval = (text: string | undefined): Effect.Effect<number, CliError> => {
  if (text === undefined) return Effect.succeed(DEFAULT_WATCH_INTERVAL_SECONDS)
  const seconds = Number(text)
  return Number.isInteger(seconds) && seconds >= 2 && seconds <= 600
    ? Effect.succeed(seconds)
    : Effect.fail(invalidInput(`Invalid interval "${text}": expected whole seconds from 2 to 600`))
}

/** `grill orders watch`: the live kitchen view of open orders. */
export const watchOrders = (io: CliIo, options: OrdersWatchOptions): Effect.Effect<void, CliError> =>
  Effect.gen(function* () {
    const intervalSeconds = yield* parseInterval(options.interval)
    const server = yield* staffServerFor(io, options)
    yield* requireTerminal(io, "grill orders watch", "use grill orders --open for a one-off list")
    // A mistyped slug is said before the screen opens, not shown as a list that stays empty.
    const outlet =
      options.outlet === undefined
        ? undefined
        : yield* Effect.flatMap(
            withGrill(server, (client) => client.outlets.all()),
            (outlets) => namedOutlet(outlets, options.outlet)
          )
    yield* runScreen(io, (ui) =>
      ui.watchOrders({
        server,
        intervalSeconds,
        outlet,
        stdout: io.stdout,
        stdin: io.stdin,
        stderr: io.stderr
      })
    )
  })
