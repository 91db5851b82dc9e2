import {
  centsFromDollars,
  type MenuCategory,
  type MenuItemDraft,
  type MenuItemForm,
  type MenuItemId,
  parseServingHours,
  validateMenuItemForm
} from "@grill/core"
import { Effect, Option } from "effect"
import { type GrillClient, wireJson } from "../api/client.js"
import { type CliError, invalidInput, refused } from "../api/errors.js"

/** The fields `menu add` and `menu edit` take, as typed. */
export interface MenuFieldOptions {
  readonly name?: string
  readonly price?: string
  readonly description?: string
  readonly category?: string
  /** Serving times as staff type them ("Mon-Fri 06:30-11:00; Sat-Sun 06:30-11:30", "all day"). */
  readonly serving?: string
}

/** The draft with the serving times given (absent: the item keeps its own), or why they cannot be read. */
export const withServing = (
  draft: MenuItemDraft,
  serving: string | undefined
): Effect.Effect<MenuItemDraft, CliError> => {
  if (serving === undefined) return Effect.succeed(draft)
  const parsed = parseServingHours(serving)
  return parsed.ok
    ? Effect.succeed({ ...draft, servingHours: parsed.hours })
    : Effect.fail(invalidInput(parsed.message))
}

/** The form with whatever the command line gave laid over it. */
export const applyOptions = (form: MenuItemForm, options: MenuFieldOptions): MenuItemForm => ({
  ...form,
  ...(options.name === undefined ? {} : { name: options.name }),
  ...(options.price === undefined ? {} : { price: options.price }),
  ...(options.description === undefined ? {} : { description: options.description }),
  ...(options.category === undefined ? {} : { categoryId: options.category })
})

/** The editor's checks and messages (name required, price ≥ 0 with cents), plus a category from the list. */
export const draftFrom = (
  form: MenuItemForm,
  categories: ReadonlyArray<MenuCategory>
): Effect.Effect<MenuItemDraft, CliError> => {
  const errors = validateMenuItemForm(form)
  if (errors.name !== undefined) return Effect.fail(invalidInput(errors.name))
  if (errors.price !== undefined) return Effect.fail(invalidInput(`${errors.price} (got "${form.price}")`))
  const categoryId = form.categoryId.trim()
  if (categoryId !== "" && !categories.some((category) => category.id === categoryId)) {
    return Effect.fail(
      invalidInput(
        `Unknown category "${categoryId}". Categories: ${categories.map((category) => category.id).join(", ")}`
      )
    )
  }
  return Option.match(centsFromDollars(Number(form.price.trim())), {
    onNone: () =>
      Effect.fail(invalidInput(`Price must be 0 or more, in dollars and cents (got "${form.price}")`)),
    onSome: (price) =>
      Effect.succeed({
        name: form.name.trim(),
        description: form.description,
        price,
        categoryId,
        available: form.available
      })
  })
}

/**
 * The menu of the outlet by that slug (absent: the first outlet's), at its prices, and the
 * categories. A slug there is no outlet by is the command line's mistake, in the server's words.
 */
export const fetchMenu = (client: GrillClient, outlet?: string) =>
  Effect.all(
    {
      items: client.menu
        .items({ urlParams: outlet === undefined ? {} : { outlet } })
        .pipe(Effect.catchTag("NotFound", (missing) => Effect.fail(invalidInput(missing.message)))),
      categories: client.menu.categories()
    },
    { concurrency: "unbounded" }
  )

export const itemNotFound = (id: number) => refused(`No menu item with id ${id} (see grill menu list)`)

/**
 * The item as the catalogue holds it, whichever outlets' menus it is on: its own price and flag
 * (an outlet's menu shows the outlet's, which an edit must never save as the item's own).
 */
export const catalogueItem = (client: GrillClient, id: number) =>
  client.menu
    // A plain command carries no Schema: parseItemId checked the id the brand stands for.
    .item({ path: { id: id as MenuItemId } })
    .pipe(Effect.catchTag("NotFound", () => Effect.fail(itemNotFound(id))))

/** A menu item as the API sends it (price in dollars), for --json. */
export const itemJson = wireJson("menu", "items", "[]")
