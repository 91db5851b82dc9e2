import { dollarsToCents, formatMoney, orderPaymentWords } from "@grill/core"
import { Effect } from "effect"
import { withGrill } from "../api/client.js"
import { type CliError, invalidInput } from "../api/errors.js"
import type { CliIo } from "../io/cli-io.js"
import { orderNotFound } from "./orders-show.js"
import { type JsonOption, staffServerFor, type UrlOption, writeJson, writeLines } from "./shared.js"

/** "5", "5.00", "$5.5": dollars with at most two decimals, more than zero; undefined otherwise. */
const parseAmount = (text: string) => {
  const cleaned = text.trim().replace(/^\$/, "")
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return undefined
  const cents = dollarsToCents(Number(cleaned))
  return cents === undefined || cents <= 0 ? undefined : cents
}

/**
 * `grill orders refund <orderNumber> [--amount dollars]`: gives money back on a card order the
 * grill captured, in part or (without an amount) everything not yet refunded. The server checks
 * the amount against what is left and records the refund in the audit log.
 */
export const refundOrder = (
  io: CliIo,
  orderNumber: string,
  options: UrlOption & JsonOption & { readonly amount?: string }
): Effect.Effect<void, CliError> =>
  Effect.gen(function* () {
    const amount = options.amount === undefined ? undefined : parseAmount(options.amount)
    if (options.amount !== undefined && amount === undefined) {
      return yield* Effect.fail(
        invalidInput("The amount must be dollars and cents above zero, e.g. --amount 5.00")
      )
    }
    const server = yield* staffServerFor(io, options)
    const response = yield* withGrill(server, (client) =>
      client.payments
        .refund({ path: { orderNumber }, payload: amount === undefined ? {} : { amount } })
        .pipe(Effect.catchTag("NotFound", () => Effect.fail(orderNotFound(orderNumber))))
    )
    const { payment } = response
    if (options.json) {
      return yield* writeJson(io, {
        ...response,
        payment: {
          ...payment,
          amountAuthorised: payment.amountAuthorised / 100,
          amountCaptured: payment.amountCaptured / 100,
          amountRefunded: payment.amountRefunded / 100
        }
      })
    }
    yield* writeLines(io, [
      `${response.message} on ${orderNumber.toUpperCase()}: ${orderPaymentWords(payment) ?? ""} (${formatMoney(payment.amountRefunded)} of ${formatMoney(payment.amountCaptured)} refunded)`
    ])
  })
