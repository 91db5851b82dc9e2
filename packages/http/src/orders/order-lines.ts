import { checkOptionChoice, lineUnitPrice, type MenuItem, MenuItemId, type PricedLine } from "@grill/core"
import { Effect } from "effect"
import type { MenuRepo } from "../menu/repo.js"
import { OrderRejected } from "./api.js"
import type { NewOrderLine } from "./new-order.js"
import type { OrderSubmission } from "./order-input.js"

const refuse = (message: string) => new OrderRejected({ title: "Failed to place order", message })

/**
 * The submitted lines priced from the menu: each item must be on it, available and served at the
 * order's time (`notServed` says why one is not, by name and when it is), and its chosen
 * options must be the item's own and answer its groups (names and prices come from the menu,
 * never from the browser). A refusal names the item and option as the customer knows them.
 */
export const priceLines = (
  menu: Pick<MenuRepo, "itemsByIds" | "optionNames">,
  submission: OrderSubmission,
  notServed: (item: MenuItem) => string | undefined
) =>
  Effect.gen(function* () {
    const items = yield* menu.itemsByIds(submission.items.map((line) => line.id))
    const lines: Array<NewOrderLine> = []
    for (const line of submission.items) {
      const item = items.get(line.id)
      if (item === undefined) return yield* refuse(`${line.name ?? "An item"} is no longer on the menu`)
      if (!item.available) return yield* refuse(`${item.name} is not available right now`)
      const unserved = notServed(item)
      if (unserved !== undefined) return yield* refuse(unserved)
      const choice = checkOptionChoice(item, line.optionIds)
      if (!choice.ok) {
        // The names of options sent for another item are read only to word this refusal.
        const optionNames = yield* menu.optionNames(line.optionIds)
        const named = checkOptionChoice(item, line.optionIds, (id) => optionNames.get(id))
        return yield* refuse(named.ok ? choice.message : named.message)
      }
      lines.push({
        id: MenuItemId.make(item.id),
        name: item.name,
        description: item.description,
        price: item.price,
        categoryId: item.categoryId,
        quantity: line.quantity,
        notes: line.notes.trim(),
        options: choice.options,
        alcoholic: item.alcoholic
      })
    }
    return lines
  })

/** What pricing needs of a stored line: one of it costs the item and its options. */
export const pricedLine = (line: NewOrderLine): PricedLine => ({
  itemId: line.id,
  unitPrice: lineUnitPrice(line.price, line.options),
  quantity: line.quantity,
  categoryId: line.categoryId
})
