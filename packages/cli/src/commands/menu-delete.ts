import { MENU_ITEM_DELETE_CONFIRMATION } from "@grill/core"
import { Effect } from "effect"
import { withGrill } from "../api/client.js"
import { type CliError, invalidInput, refused } from "../api/errors.js"
import type { CliIo } from "../io/cli-io.js"
import { makePrompter } from "../io/prompt.js"
import { parseItemId } from "./arguments.js"
import { catalogueItem, itemNotFound } from "./menu-shared.js"
import { type JsonOption, staffServerFor, type UrlOption, writeJson, writeLines } from "./shared.js"

export interface MenuDeleteOptions extends UrlOption, JsonOption {
  readonly yes?: boolean
}

/** The editor's question, asked at a terminal; a script must say --yes instead. */
const confirm = (io: CliIo, itemName: string): Effect.Effect<void, CliError> => {
  if (io.stdin.isTTY !== true) {
    return Effect.fail(
      invalidInput("Deleting a menu item needs confirmation: run it in a terminal or add --yes")
    )
  }
  return Effect.acquireUseRelease(
    Effect.sync(() => makePrompter(io)),
    (prompter) =>
      Effect.promise(() => prompter.ask(`Delete ${itemName}? ${MENU_ITEM_DELETE_CONFIRMATION} [y/N] `)),
    (prompter) => Effect.sync(prompter.close)
  ).pipe(
    Effect.flatMap((answer) =>
      /^y(es)?$/i.test(answer?.trim() ?? "") ? Effect.void : Effect.fail(refused("Menu item kept"))
    )
  )
}

/** `grill menu delete`: removes an item for good, after the editor's confirmation. */
export const deleteMenuItem = (
  io: CliIo,
  idText: string,
  options: MenuDeleteOptions
): Effect.Effect<void, CliError> =>
  Effect.gen(function* () {
    const id = yield* parseItemId(idText)
    const server = yield* staffServerFor(io, options)
    const item = yield* withGrill(server, (client) => catalogueItem(client, id))
    if (options.yes !== true) yield* confirm(io, `#${item.id} ${item.name}`)
    const answer = yield* withGrill(server, (client) =>
      client.menu
        .remove({ path: { id: item.id } })
        .pipe(Effect.catchTag("NotFound", () => Effect.fail(itemNotFound(id))))
    )
    if (options.json) return yield* writeJson(io, { ...answer, id: item.id, name: item.name })
    yield* writeLines(io, [`Menu item deleted: #${item.id} ${item.name}`])
  })
