import { Effect } from "effect"
import { withGrill } from "../api/client.js"
import type { CliError } from "../api/errors.js"
import { orderJson, statusText } from "../format/orders.js"
import type { CliIo } from "../io/cli-io.js"
import { parseStatus } from "./arguments.js"
import { orderNotFound } from "./orders-show.js"
import { type JsonOption, palette, staffServerFor, type UrlOption, writeJson, writeLines } from "./shared.js"

/**
 * `grill orders status`: sets any value of the status union. The status is checked before any
 * call; the order number is resolved to the order's id, which the status route takes.
 */
export const setOrderStatus = (
  io: CliIo,
  orderNumber: string,
  requested: string,
  options: UrlOption & JsonOption
): Effect.Effect<void, CliError> =>
  Effect.gen(function* () {
    const status = yield* parseStatus(requested)
    const server = yield* staffServerFor(io, options)
    const { before, answer } = yield* withGrill(server, (client) =>
      Effect.gen(function* () {
        const { order } = yield* client.orders.byNumber({ path: { orderNumber } })
        const answer = yield* client.orders.setStatus({ path: { id: order.id }, payload: { status } })
        return { before: order, answer }
      }).pipe(Effect.catchTag("NotFound", () => Effect.fail(orderNotFound(orderNumber))))
    )
    if (options.json) {
      return yield* writeJson(io, {
        success: answer.success,
        message: answer.message,
        previousStatus: before.status,
        order: orderJson(answer.order)
      })
    }
    const colours = palette(io)
    yield* writeLines(io, [
      `${answer.message}: ${answer.order.orderNumber} ${before.status} → ${answer.order.status} (${statusText(answer.order.status, colours)} on the dashboard)`
    ])
  })
