import { countWords, type MenuItemId, parseCountInput } from "@grill/core"
import { Effect } from "effect"
import { withGrill } from "../api/client.js"
import { type CliError, invalidInput } from "../api/errors.js"
import type { CliIo } from "../io/cli-io.js"
import { parseItemId } from "./arguments.js"
import { itemJson, itemNotFound } from "./menu-shared.js"
import { type JsonOption, staffServerFor, type UrlOption, writeJson, writeLines } from "./shared.js"

/**
 * `grill menu count <id> <count|off>`: the item's count for the day (that many left from now,
 * whole again at the venue's daily reset; 0 sells it out), or no count at all.
 */
export const setMenuItemCount = (
  io: CliIo,
  idText: string,
  countText: string,
  options: UrlOption & JsonOption
): Effect.Effect<void, CliError> =>
  Effect.gen(function* () {
    const id = yield* parseItemId(idText)
    const parsed = parseCountInput(countText)
    if (!parsed.ok) return yield* invalidInput(`${parsed.message} (got "${countText}")`)
    const server = yield* staffServerFor(io, options)
    const item = yield* withGrill(server, (client) =>
      client.menu
        // A plain command carries no Schema: parseItemId checked the id the brand stands for.
        .setCount({ path: { id: id as MenuItemId }, payload: { count: parsed.count } })
        .pipe(Effect.catchTag("NotFound", () => Effect.fail(itemNotFound(id))))
    )
    if (options.json) return yield* writeJson(io, itemJson(item))
    const count = item.count ?? null
    yield* writeLines(io, [
      `Count set: #${item.id} ${item.name} · ${count === null ? "no count" : `${countWords(count)} today`}`
    ])
  })
