import {
  type MenuItem,
  type MenuItemDraft,
  type MenuItemForm,
  menuItemFormFrom,
  type OutletPlace,
  parseAllergens,
  parseDietaryLabels
} from "@grill/core"
import { Effect } from "effect"
import { type GrillClient, withGrill } from "../api/client.js"
import { type CliError, invalidInput } from "../api/errors.js"
import { menuItemLine } from "../format/menu.js"
import type { CliIo } from "../io/cli-io.js"
import { type OutletPrice, parseItemId, parseOutletPrice, parseOutletSlugs } from "./arguments.js"
import {
  applyOptions,
  catalogueItem,
  draftFrom,
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
  /** ["halfway=9.75", "pool=item"]: the item's own price at outlets it is on ("item": the item's). */
  readonly outletPrice?: ReadonlyArray<string>
}

type Marks = Pick<MenuItemDraft, "allergens" | "labels" | "alcoholic" | "outlets">

/**
 * A change to the item's places at outlets, made on the places the catalogue holds as the edit
 * reads it: the places to send, or why the change cannot be made.
 */
export type PlacesChange = (
  places: ReadonlyArray<OutletPlace>
) => Effect.Effect<ReadonlyArray<OutletPlace>, CliError>

/** The place at `slug` changed, or a clear error when the item is not on that outlet's menu. */
export const changePlace = (
  places: ReadonlyArray<OutletPlace>,
  slug: string,
  change: Partial<Pick<OutletPlace, "price" | "available">>
): Effect.Effect<ReadonlyArray<OutletPlace>, CliError> =>
  places.some((place) => place.slug === slug)
    ? Effect.succeed(places.map((place) => (place.slug === slug ? { ...place, ...change } : place)))
    : Effect.fail(
        invalidInput(`The item is not on the menu at ${slug}: put it there with grill menu edit ID --outlets`)
      )

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
  marks: Marks = {},
  /** A change to its places at outlets (their prices and flags), replacing `marks.outlets`. */
  places?: PlacesChange
): Effect.Effect<void, CliError> =>
  Effect.gen(function* () {
    const id = yield* parseItemId(idText)
    const server = yield* staffServerFor(io, options)
    const { item, categories } = yield* withGrill(server, (client: GrillClient) =>
      Effect.gen(function* () {
        const [current, categories] = yield* Effect.all(
          [catalogueItem(client, id), client.menu.categories()],
          { concurrency: "unbounded" }
        )
        const draft = yield* withServing(
          yield* draftFrom(change(menuItemFormFrom(current)), categories),
          serving
        )
        const outlets = places === undefined ? {} : { outlets: yield* places(current.places) }
        const item = yield* client.menu
          .update({ path: { id: current.id }, payload: { ...draft, ...marks, ...outlets } })
          .pipe(Effect.catchTag("NotFound", () => Effect.fail(itemNotFound(id))))
        return { item, categories }
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
    options.outlets,
    options.outletPrice
  ].some((value) => value !== undefined)

/** The --allergens, --labels and --alcoholic flags as the draft's fields, or the words not on the lists. */
const marksFrom = (options: MenuEditOptions): Effect.Effect<Marks, CliError> => {
  const allergens = options.allergens === undefined ? undefined : parseAllergens(options.allergens)
  const labels = options.labels === undefined ? undefined : parseDietaryLabels(options.labels)
  for (const parsed of [allergens, labels])
    if (parsed !== undefined && "error" in parsed) return Effect.fail(invalidInput(parsed.error))
  return Effect.succeed({
    ...(allergens !== undefined && "ok" in allergens ? { allergens: allergens.ok } : {}),
    ...(labels !== undefined && "ok" in labels ? { labels: labels.ok } : {}),
    ...(options.alcoholic === undefined ? {} : { alcoholic: options.alcoholic })
  })
}

/**
 * --outlets and --outlet-price: outlets alone are sent as slugs (each keeps its price and flag
 * there); with prices, the places the item is on are read and sent whole, each outlet priced
 * having to be among them.
 */
const outletsFrom = (
  options: MenuEditOptions
): Effect.Effect<{ readonly marks: Marks; readonly places?: PlacesChange }, CliError> =>
  Effect.gen(function* () {
    const slugs = options.outlets === undefined ? undefined : yield* parseOutletSlugs(options.outlets)
    const prices: ReadonlyArray<OutletPrice> = yield* Effect.forEach(
      options.outletPrice ?? [],
      parseOutletPrice
    )
    if (prices.length === 0) return { marks: slugs === undefined ? {} : { outlets: slugs } }
    const places: PlacesChange = (current) =>
      Effect.reduce(
        prices,
        slugs === undefined
          ? current
          : slugs.map(
              (slug) => current.find((place) => place.slug === slug) ?? { slug, price: null, available: true }
            ),
        (placed, { slug, price }) => changePlace(placed, slug, { price })
      )
    return { marks: {}, places }
  })

/** `grill menu edit`: changes only the fields given, keeping the rest as they are. */
export const editMenuItem = (
  io: CliIo,
  idText: string,
  options: MenuEditOptions
): Effect.Effect<void, CliError> =>
  hasChange(options)
    ? Effect.flatMap(Effect.all([marksFrom(options), outletsFrom(options)]), ([marks, outlets]) =>
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
          { ...marks, ...outlets.marks },
          outlets.places
        )
      )
    : Effect.fail(
        invalidInput(
          "Nothing to change: give --name, --price, --description, --category, --serving, --available, --unavailable, --allergens, --labels, --alcoholic, --outlets or --outlet-price"
        )
      )
