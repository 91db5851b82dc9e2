import { ORDER_STATUSES, ORDER_TYPES, type OrderStatus, type OrderType } from "@grill/core"
import { Effect } from "effect"
import { type CliError, invalidInput } from "../api/errors.js"

export const isOrderStatus = (text: string): text is OrderStatus =>
  (ORDER_STATUSES as ReadonlyArray<string>).includes(text)

export const isOrderType = (text: string): text is OrderType =>
  (ORDER_TYPES as ReadonlyArray<string>).includes(text)

/** Any value of the stored status union, checked before any call. */
export const parseStatus = (text: string): Effect.Effect<OrderStatus, CliError> =>
  isOrderStatus(text)
    ? Effect.succeed(text)
    : Effect.fail(invalidInput(`Invalid status "${text}". Valid statuses: ${ORDER_STATUSES.join(", ")}`))

export const parseOrderType = (text: string | undefined): Effect.Effect<OrderType | undefined, CliError> =>
  text === undefined || isOrderType(text)
    ? Effect.succeed(text)
    : Effect.fail(invalidInput(`Invalid order type "${text}". Valid types: ${ORDER_TYPES.join(", ")}`))

/** A menu item id as typed: a positive whole number. */
export const parseItemId = (text: string): Effect.Effect<number, CliError> => {
  const id = Number(text)
  return /^\d+$/.test(text.trim()) && Number.isSafeInteger(id) && id > 0
    ? Effect.succeed(id)
    : Effect.fail(
        invalidInput(`Invalid menu item id "${text}": expected a number such as 12 (see grill menu list)`)
      )
}
