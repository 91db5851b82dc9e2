import * as Schema from "effect/Schema"
import { CATEGORY_ID_MAX, MENU_ITEM_DESCRIPTION_MAX, MENU_ITEM_NAME_MAX } from "./input-limits.js"
import { formatDollars } from "./money.js"
import { Dollars } from "./money-schema.js"

export class MenuCategory extends /* @__PURE__ */ Schema.Class<MenuCategory>("MenuCategory")({
  id: Schema.String,
  name: Schema.String
}) {}

// Inner calls are marked pure too, so bundles wanting only the form helpers below (the CLI) drop Schema.
export const MenuItemId = /* @__PURE__ */ Schema.Int.pipe(
  /* @__PURE__ */ Schema.positive(),
  /* @__PURE__ */ Schema.brand("MenuItemId")
)
export type MenuItemId = typeof MenuItemId.Type

export class MenuItem extends /* @__PURE__ */ Schema.Class<MenuItem>("MenuItem")({
  id: MenuItemId,
  name: Schema.String,
  description: Schema.String,
  price: Dollars,
  categoryId: Schema.String,
  available: Schema.Boolean
}) {}

/** What staff send to add or edit an item; the server trims the name and refuses a blank one. */
export const MenuItemDraft = /* @__PURE__ */ Schema.Struct({
  name: /* @__PURE__ */ Schema.Trim.pipe(
    /* @__PURE__ */ Schema.nonEmptyString({ message: () => "Name is required" }),
    /* @__PURE__ */ Schema.maxLength(MENU_ITEM_NAME_MAX, {
      message: () => `Name must be ${MENU_ITEM_NAME_MAX} characters or fewer`
    })
  ),
  description: /* @__PURE__ */ Schema.optionalWith(
    /* @__PURE__ */ Schema.String.pipe(
      /* @__PURE__ */ Schema.maxLength(MENU_ITEM_DESCRIPTION_MAX, {
        message: () => `Description must be ${MENU_ITEM_DESCRIPTION_MAX} characters or fewer`
      })
    ),
    { default: () => "" }
  ),
  price: /* @__PURE__ */ Dollars.annotations({
    message: () => "Price must be 0 or more, in dollars and cents"
  }),
  categoryId: /* @__PURE__ */ Schema.optionalWith(
    /* @__PURE__ */ Schema.String.pipe(
      /* @__PURE__ */ Schema.maxLength(CATEGORY_ID_MAX, {
        message: () => `Category must be ${CATEGORY_ID_MAX} characters or fewer`
      })
    ),
    { default: () => "" }
  ),
  available: /* @__PURE__ */ Schema.optionalWith(Schema.Boolean, { default: () => true })
})
export type MenuItemDraft = typeof MenuItemDraft.Type

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
