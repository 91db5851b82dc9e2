import { Effect } from "effect"
import { withGrill } from "../api/client.js"
import { type CliError, refused } from "../api/errors.js"
import { orderDetail, orderJson } from "../format/orders.js"
import type { CliIo } from "../io/cli-io.js"
import { type JsonOption, palette, serverFor, type UrlOption, writeJson, writeLines } from "./shared.js"

export const orderNotFound = (orderNumber: string) =>
  refused(`Order ${orderNumber} not found — check the number (it looks like ABCDE-FGHJK)`)

/** `grill orders show`: one order as its detail page shows it. Order numbers are public, like the page. */
export const showOrder = (
  io: CliIo,
  orderNumber: string,
  options: UrlOption & JsonOption
): Effect.Effect<void, CliError> =>
  Effect.gen(function* () {
    const server = yield* serverFor(io, options)
    const [{ order }, venue] = yield* withGrill(server, (client) =>
      Effect.all(
        [
          client.orders
            .byNumber({ path: { orderNumber } })
            .pipe(Effect.catchTag("NotFound", () => Effect.fail(orderNotFound(orderNumber)))),
          client.venue.get()
        ],
        { concurrency: "unbounded" }
      )
    )
    if (options.json) return yield* writeJson(io, orderJson(order))
    yield* writeLines(io, orderDetail(order, venue, io.now(), palette(io)))
  })
