import { blankMenuItemForm } from "@grill/core"
import { Effect } from "effect"
import { withGrill } from "../api/client.js"
import type { CliError } from "../api/errors.js"
import { menuItemLine } from "../format/menu.js"
import type { CliIo } from "../io/cli-io.js"
import {
  applyOptions,
  draftFrom,
  fetchMenu,
  itemJson,
  type MenuFieldOptions,
  withServing
} from "./menu-shared.js"
import { type JsonOption, staffServerFor, type UrlOption, writeJson, writeLines } from "./shared.js"

export interface MenuAddOptions extends UrlOption, JsonOption, MenuFieldOptions {
  readonly unavailable?: boolean
}

/** `grill menu add`: the editor's Add New Item dialog, starting from its defaults (price 0, available). */
export const addMenuItem = (io: CliIo, options: MenuAddOptions): Effect.Effect<void, CliError> =>
  Effect.gen(function* () {
    const server = yield* staffServerFor(io, options)
    const form = { ...applyOptions(blankMenuItemForm, options), available: options.unavailable !== true }
    const { item, categories } = yield* withGrill(server, (client) =>
      Effect.gen(function* () {
        const menu = yield* fetchMenu(client)
        const draft = yield* withServing(yield* draftFrom(form, menu.categories), options.serving)
        return { item: yield* client.menu.create({ payload: draft }), categories: menu.categories }
      })
    )
    if (options.json) return yield* writeJson(io, itemJson(item))
    yield* writeLines(io, [`Menu item added: ${menuItemLine(item, categories)}`])
  })
