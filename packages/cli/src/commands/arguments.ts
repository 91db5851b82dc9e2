import {
  type Cents,
  ORDER_STATUSES,
  ORDER_TYPES,
  type OrderStatus,
  type OrderType,
  parseDollars
} from "@grill/core"
import { Effect, Option } from "effect"
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

/** "grill, halfway" as the outlets' slugs (the server says which it does not know); none named is a mistake. */
export const parseOutletSlugs = (list: string): Effect.Effect<ReadonlyArray<string>, CliError> => {
  const slugs = list
    .split(",")
    .map((slug) => slug.trim())
    .filter((slug) => slug !== "")
  return slugs.length === 0
    ? Effect.fail(invalidInput("--outlets needs at least one outlet's slug, e.g. grill,halfway"))
    : Effect.succeed(slugs)
}

/** An outlet's own price for an item, as --outlet-price gives it (null: the item's own price). */
export interface OutletPrice {
  readonly slug: string
  readonly price: Cents | null
}

/** "halfway=9.75" (or "halfway=item", back to the item's own price) as an outlet's price. */
export const parseOutletPrice = (text: string): Effect.Effect<OutletPrice, CliError> => {
  const [slug = "", priceText, ...rest] = text.split("=").map((part) => part.trim())
  const usage = `--outlet-price needs an outlet's slug and a price, e.g. halfway=9.75 (or halfway=item for the item's own price), not "${text}"`
  if (slug === "" || priceText === undefined || rest.length > 0) return Effect.fail(invalidInput(usage))
  if (priceText === "item") return Effect.succeed({ slug, price: null })
  return Option.match(parseDollars(priceText), {
    onNone: () => Effect.fail(invalidInput(usage)),
    onSome: (price) => Effect.succeed({ slug, price })
  })
}
