/* The menu editor's form (web dialog, CLI flags): plain rules, apart from menu.ts's Schemas. */
import type { MenuItem } from "./menu.js"
import { formatDollars } from "./money.js"

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

const priceError = (text: string): string | undefined => {
  const price = text.trim()
  if (price === "") return "Price is required"
  if (!NUMBER_TEXT.test(price)) return "Price must be a number"
  if (Number(price) < 0) return "Price must be 0 or more"
  const decimals = price.split(".")[1] ?? ""
  if (decimals.length > 2) return "Price can have at most two decimals"
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

export const MENU_ITEM_DELETE_CONFIRMATION =
  "Are you sure you want to delete this menu item? This action cannot be undone."
