/* The menu editor's form (web dialog, CLI flags): plain rules, apart from menu.ts's Schemas. */
import type { MenuItem, OutletPlace } from "./menu.js"
import { dollarsToCents, formatDollars } from "./money.js"

/** The add/edit dialog's fields as typed; the price stays text until the form is valid. */
export interface MenuItemForm {
  readonly name: string
  readonly description: string
  readonly price: string
  readonly categoryId: string
  readonly available: boolean
}

/** Add opens with an empty name and description, price 0, no category, available. */
export const blankMenuItemForm: MenuItemForm = {
  name: "",
  description: "",
  price: "0",
  categoryId: "",
  available: true
}

/** Edit opens with the item's own values. */
export const menuItemFormFrom = (item: MenuItem): MenuItemForm => ({
  name: item.name,
  description: item.description,
  price: formatDollars(item.price),
  categoryId: item.categoryId,
  available: item.available
})

export interface MenuItemFormErrors {
  readonly name?: string
  readonly price?: string
}

const NUMBER_TEXT = /^[+-]?(\d+(\.\d*)?|\.\d+)$/

/** What is wrong with a price as typed ("Price at Halfway House" names it), if anything. */
const priceError = (text: string, label = "Price"): string | undefined => {
  const price = text.trim()
  if (price === "") return `${label} is required`
  if (!NUMBER_TEXT.test(price)) return `${label} must be a number`
  if (Number(price) < 0) return `${label} must be 0 or more`
  const decimals = price.split(".")[1] ?? ""
  if (decimals.length > 2) return `${label} can have at most two decimals`
  return undefined
}

/** Per-field messages for the dialog; an empty object means the form can be saved. */
export const validateMenuItemForm = (
  form: Pick<MenuItemForm, "name" | "price"> & Partial<MenuItemForm>
): MenuItemFormErrors => {
  const price = priceError(form.price)
  return {
    ...(form.name.trim() === "" ? { name: "Name is required" } : {}),
    ...(price === undefined ? {} : { price })
  }
}

/**
 * An outlet the item is on, as the editor's row for it is typed: its own price there as text
 * (blank: the item's price) and whether it is available there (issue 40).
 */
export interface OutletPlaceForm {
  readonly slug: string
  readonly price: string
  readonly available: boolean
}

/** The rows an edit opens with: each place the catalogue holds. */
export const outletPlaceFormsFrom = (places: ReadonlyArray<OutletPlace>): ReadonlyArray<OutletPlaceForm> =>
  places.map((place) => ({
    slug: place.slug,
    price: place.price === null ? "" : formatDollars(place.price),
    available: place.available
  }))

/** A row for an outlet the item is newly put on: at the item's price, available. */
export const newOutletPlaceForm = (slug: string): OutletPlaceForm => ({ slug, price: "", available: true })

/**
 * The rows as the places to set, or what is wrong with the first that cannot be, worded with the
 * outlet's name ("Price at Halfway House must be a number"). None is a problem too: an item off
 * every menu could never be ordered.
 */
export const outletPlacesFromForms = (
  forms: ReadonlyArray<OutletPlaceForm>,
  nameOf: (slug: string) => string
):
  | { readonly places: ReadonlyArray<OutletPlace> }
  | { readonly problem: string; readonly slug: string | undefined } => {
  if (forms.length === 0) return { problem: "Choose at least one outlet", slug: undefined }
  const places: Array<OutletPlace> = []
  for (const form of forms) {
    const typed = form.price.trim()
    const label = `Price at ${nameOf(form.slug)}`
    const problem = typed === "" ? undefined : priceError(typed, label)
    if (problem !== undefined) return { problem, slug: form.slug }
    const price = typed === "" ? null : dollarsToCents(Number(typed))
    if (price === undefined) return { problem: `${label} must be a number`, slug: form.slug }
    places.push({ slug: form.slug, price, available: form.available })
  }
  return { places }
}

export const MENU_ITEM_DELETE_CONFIRMATION =
  "Are you sure you want to delete this menu item? This action cannot be undone."
