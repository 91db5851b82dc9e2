import { Effect } from "effect"
import { withGrill } from "../api/client.js"
import { type CliError, refused } from "../api/errors.js"
import { auditLines, orderDetail, orderJson } from "../format/orders.js"
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
    // Staff signed in to this server also see who changed the order; anyone else sees the order alone.
    const history =
      server.cookie === undefined
        ? []
        : yield* withGrill(server, (client) =>
            client.audit.order({ path: { id: order.id } }).pipe(
              Effect.map(({ entries }) => entries),
              Effect.catchTag("Unauthorized", () => Effect.succeed([]))
            )
          )
    yield* writeLines(io, [
      ...orderDetail(order, venue, io.now(), palette(io)),
      ...auditLines(history, venue)
    ])
  })
