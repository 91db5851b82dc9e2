import { Effect } from "effect"
import { withGrill } from "../api/client.js"
import { type CliError, invalidInput } from "../api/errors.js"
import { menuTable } from "../format/menu.js"
import type { CliIo } from "../io/cli-io.js"
import { fetchMenu, itemJson } from "./menu-shared.js"
import { type JsonOption, palette, serverFor, type UrlOption, writeJson, writeLines } from "./shared.js"

export interface MenuListOptions extends UrlOption, JsonOption {
  readonly category?: string
  /** One outlet's menu, at its prices and availability (absent: the first outlet's). */
  readonly outlet?: string
}

/**
 * `grill menu list`: every item (available or not) of an outlet's menu with its id, the key for
 * edit and delete.
 */
export const listMenu = (io: CliIo, options: MenuListOptions): Effect.Effect<void, CliError> =>
  Effect.gen(function* () {
    const server = yield* serverFor(io, options)
    const menu = yield* withGrill(server, (client) => fetchMenu(client, options.outlet))
    const { category } = options
    if (category !== undefined && !menu.categories.some((known) => known.id === category)) {
      return yield* invalidInput(
        `Unknown category "${category}". Categories: ${menu.categories.map((known) => known.id).join(", ")}`
      )
    }
    const items =
      category === undefined ? menu.items : menu.items.filter((item) => item.categoryId === category)
    if (options.json)
      return yield* writeJson(
        io,
        items.map((item) => itemJson(item))
      )
    yield* writeLines(
      io,
      items.length === 0 ? ["No items in this category"] : menuTable(items, menu.categories, palette(io))
    )
  })
