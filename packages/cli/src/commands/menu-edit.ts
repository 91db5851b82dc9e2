import { type MenuItem, type MenuItemForm, menuItemFormFrom } from "@grill/core"
import { Effect } from "effect"
import { type GrillClient, withGrill } from "../api/client.js"
import { type CliError, invalidInput } from "../api/errors.js"
import { menuItemLine } from "../format/menu.js"
import type { CliIo } from "../io/cli-io.js"
import { parseItemId } from "./arguments.js"
import {
  applyOptions,
  draftFrom,
  fetchMenu,
  findItem,
  itemJson,
  itemNotFound,
  type MenuFieldOptions,
  withServing
} from "./menu-shared.js"
import { type JsonOption, staffServerFor, type UrlOption, writeJson, writeLines } from "./shared.js"

export interface MenuEditOptions extends UrlOption, JsonOption, MenuFieldOptions {
  readonly available?: boolean
}

/** Saves the item's form with `change` applied, as the editor's Edit dialog does. */
export const updateMenuItem = (
  io: CliIo,
  idText: string,
  options: UrlOption & JsonOption,
  change: (form: MenuItemForm) => MenuItemForm,
  describe: (item: MenuItem, line: string) => string,
  /** New serving times as typed; absent, the item keeps its own. */
  serving?: string
): Effect.Effect<void, CliError> =>
  Effect.gen(function* () {
    const id = yield* parseItemId(idText)
    const server = yield* staffServerFor(io, options)
    const { item, categories } = yield* withGrill(server, (client: GrillClient) =>
      Effect.gen(function* () {
        const menu = yield* fetchMenu(client)
        const current = yield* findItem(menu, id)
        const draft = yield* withServing(
          yield* draftFrom(change(menuItemFormFrom(current)), menu.categories),
          serving
        )
        const item = yield* client.menu
          .update({ path: { id: current.id }, payload: draft })
          .pipe(Effect.catchTag("NotFound", () => Effect.fail(itemNotFound(id))))
        return { item, categories: menu.categories }
      })
    )
    if (options.json) return yield* writeJson(io, itemJson(item))
    yield* writeLines(io, [describe(item, menuItemLine(item, categories))])
  })

const hasChange = (options: MenuEditOptions): boolean =>
  [
    options.name,
    options.price,
    options.description,
    options.category,
    options.available,
    options.serving
  ].some((value) => value !== undefined)

/** `grill menu edit`: changes only the fields given, keeping the rest as they are. */
export const editMenuItem = (
  io: CliIo,
  idText: string,
  options: MenuEditOptions
): Effect.Effect<void, CliError> =>
  hasChange(options)
    ? updateMenuItem(
        io,
        idText,
        options,
        (form) => ({
          ...applyOptions(form, options),
          ...(options.available === undefined ? {} : { available: options.available })
        }),
        (_item, line) => `Menu item updated: ${line}`,
        options.serving
      )
    : Effect.fail(
        invalidInput(
          "Nothing to change: give --name, --price, --description, --category, --serving, --available or --unavailable"
        )
      )
