import { rejectionSentence } from "@grill/core"
import { Effect } from "effect"
import { type GrillClient, withGrill } from "../api/client.js"
import { type CliError, invalidInput } from "../api/errors.js"
import { orderJson } from "../format/orders.js"
import type { CliIo } from "../io/cli-io.js"
import { orderNotFound } from "./orders-show.js"
import { type JsonOption, staffServerFor, type UrlOption, writeJson, writeLines } from "./shared.js"

export type Answer =
  | { readonly accept: true; readonly minutes?: string }
  | { readonly accept: false; readonly reason: string }

/** The call that gives the answer, or the input mistake, checked before any call. */
const callFor = (answer: Answer) => {
  if (answer.accept) {
    const { minutes } = answer
    if (minutes !== undefined && !/^\d+$/.test(minutes))
      return Effect.fail(invalidInput("The estimate must be a whole number of minutes, e.g. --minutes 45"))
    const payload = minutes === undefined ? {} : { minutes: Number(minutes) }
    return Effect.succeed((client: GrillClient, id: number) =>
      client.orders.accept({ path: { id }, payload })
    )
  }
  const reason = answer.reason.trim()
  if (reason === "") return Effect.fail(invalidInput("Please give the customer a reason"))
  return Effect.succeed((client: GrillClient, id: number) =>
    client.orders.reject({ path: { id }, payload: { reason } })
  )
}

/**
 * `grill orders accept|reject`: the kitchen's one answer to a new order. The order number is
 * resolved to the id the routes take; an order already answered is refused by the server.
 */
export const answerOrder = (
  io: CliIo,
  orderNumber: string,
  answer: Answer,
  options: UrlOption & JsonOption
): Effect.Effect<void, CliError> =>
  Effect.gen(function* () {
    const call = yield* callFor(answer)
    const server = yield* staffServerFor(io, options)
    const response = yield* withGrill(server, (client) =>
      Effect.gen(function* () {
        const { order } = yield* client.orders.byNumber({ path: { orderNumber } })
        return yield* call(client, order.id)
      }).pipe(Effect.catchTag("NotFound", () => Effect.fail(orderNotFound(orderNumber))))
    )
    if (options.json) return yield* writeJson(io, { ...response, order: orderJson(response.order) })
    const order = response.order
    yield* writeLines(io, [
      order.rejectionReason === undefined
        ? `${response.message}: ${order.orderNumber} is ${order.status}, quoted ${order.deliveryTimeEstimate} minutes`
        : `${response.message}: ${order.orderNumber} is ${order.status}. The customer reads: "${rejectionSentence(order.rejectionReason)}"`
    ])
  })
