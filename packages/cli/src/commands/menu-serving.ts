import { describeWeeklyServingHours, parseServingHours } from "@grill/core"
import { Effect } from "effect"
import { withGrill } from "../api/client.js"
import { type CliError, invalidInput, refused } from "../api/errors.js"
import type { CliIo } from "../io/cli-io.js"
import { type JsonOption, staffServerFor, type UrlOption, writeJson, writeLines } from "./shared.js"

/** `grill menu serving CATEGORY TIMES`: when a whole category is served, as the menu editor sets it. */
export const setCategoryServing = (
  io: CliIo,
  categoryId: string,
  times: string,
  options: UrlOption & JsonOption
): Effect.Effect<void, CliError> =>
  Effect.gen(function* () {
    const parsed = parseServingHours(times)
    if (!parsed.ok) return yield* invalidInput(parsed.message)
    const server = yield* staffServerFor(io, options)
    const category = yield* withGrill(server, (client) =>
      client.menu
        .categoryServing({ path: { categoryId }, payload: { servingHours: parsed.hours } })
        .pipe(
          Effect.catchTag("NotFound", (error) =>
            Effect.fail(refused(`${error.message} (see grill menu list)`))
          )
        )
    )
    if (options.json) return yield* writeJson(io, category)
    yield* writeLines(io, [`${category.name}: served ${describeWeeklyServingHours(category.servingHours)}`])
  })
