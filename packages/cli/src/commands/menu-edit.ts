import {
  type MenuItem,
  type MenuItemDraft,
  type MenuItemForm,
  menuItemFormFrom,
  parseAllergens,
  parseDietaryLabels
} from "@grill/core"
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
  /** "peanuts,wheat" (or "" for none): replaces the item's allergens. */
  readonly allergens?: string
  /** "vegan,gluten-free" (or "" for none): replaces its dietary labels. */
  readonly labels?: string
  readonly alcoholic?: boolean
  /** "grill,halfway": the outlets whose menus it is on, replacing the current ones. */
  readonly outlets?: string
}

type Marks = Pick<MenuItemDraft, "allergens" | "labels" | "alcoholic" | "outlets">

/** Saves the item's form with `change` applied, as the editor's Edit dialog does. */
export const updateMenuItem = (
  io: CliIo,
  idText: string,
  options: UrlOption & JsonOption,
  change: (form: MenuItemForm) => MenuItemForm,
  describe: (item: MenuItem, line: string) => string,
  /** New serving times as typed; absent, the item keeps its own. */
  serving?: string,
  /** Allergens, labels, the alcohol flag or outlets to replace; what is left out stays as it is. */
  marks: Marks = {}
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
          .update({ path: { id: current.id }, payload: { ...draft, ...marks } })
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
    options.serving,
    options.allergens,
    options.labels,
    options.alcoholic,
    options.outlets
  ].some((value) => value !== undefined)

/** "grill, halfway" as the outlets' slugs; the server says which it does not know. */
const outletSlugs = (list: string) =>
  list
    .split(",")
    .map((slug) => slug.trim())
    .filter((slug) => slug !== "")

/**
 * The --allergens, --labels, --alcoholic and --outlets flags as the draft's fields, or the words
 * not on the lists.
 */
const marksFrom = (options: MenuEditOptions): Effect.Effect<Marks, CliError> => {
  const allergens = options.allergens === undefined ? undefined : parseAllergens(options.allergens)
  const labels = options.labels === undefined ? undefined : parseDietaryLabels(options.labels)
  for (const parsed of [allergens, labels])
    if (parsed !== undefined && "error" in parsed) return Effect.fail(invalidInput(parsed.error))
  const outlets = options.outlets === undefined ? undefined : outletSlugs(options.outlets)
  if (outlets?.length === 0)
    return Effect.fail(invalidInput("--outlets needs at least one outlet's slug, e.g. grill,halfway"))
  return Effect.succeed({
    ...(allergens !== undefined && "ok" in allergens ? { allergens: allergens.ok } : {}),
    ...(labels !== undefined && "ok" in labels ? { labels: labels.ok } : {}),
    ...(options.alcoholic === undefined ? {} : { alcoholic: options.alcoholic }),
    ...(outlets === undefined ? {} : { outlets })
  })
}

/** `grill menu edit`: changes only the fields given, keeping the rest as they are. */
export const editMenuItem = (
  io: CliIo,
  idText: string,
  options: MenuEditOptions
): Effect.Effect<void, CliError> =>
  hasChange(options)
    ? Effect.flatMap(marksFrom(options), (marks) =>
        updateMenuItem(
          io,
          idText,
          options,
          (form) => ({
            ...applyOptions(form, options),
            ...(options.available === undefined ? {} : { available: options.available })
          }),
          (_item, line) => `Menu item updated: ${line}`,
          options.serving,
          marks
        )
      )
    : Effect.fail(
        invalidInput(
          "Nothing to change: give --name, --price, --description, --category, --serving, --available, --unavailable, --allergens, --labels, --alcoholic or --outlets"
        )
      )
