import * as Schema from "effect/Schema"
import { CATEGORY_ID_MAX, MENU_ITEM_DESCRIPTION_MAX, MENU_ITEM_NAME_MAX } from "./input-limits.js"
import { Dollars } from "./money-schema.js"

export class MenuCategory extends Schema.Class<MenuCategory>("MenuCategory")({
  id: Schema.String,
  name: Schema.String
}) {}

export const MenuItemId = Schema.Int.pipe(Schema.positive(), Schema.brand("MenuItemId"))
export type MenuItemId = typeof MenuItemId.Type

export class MenuItem extends Schema.Class<MenuItem>("MenuItem")({
  id: MenuItemId,
  name: Schema.String,
  description: Schema.String,
  price: Dollars,
  categoryId: Schema.String,
  available: Schema.Boolean
}) {}

/** What staff send to add or edit an item; the server trims the name and refuses a blank one. */
export const MenuItemDraft = Schema.Struct({
  name: Schema.Trim.pipe(
    Schema.nonEmptyString({ message: () => "Name is required" }),
    Schema.maxLength(MENU_ITEM_NAME_MAX, {
      message: () => `Name must be ${MENU_ITEM_NAME_MAX} characters or fewer`
    })
  ),
  description: Schema.optionalWith(
    Schema.String.pipe(
      Schema.maxLength(MENU_ITEM_DESCRIPTION_MAX, {
        message: () => `Description must be ${MENU_ITEM_DESCRIPTION_MAX} characters or fewer`
      })
    ),
    { default: () => "" }
  ),
  price: Dollars.annotations({
    message: () => "Price must be 0 or more, in dollars and cents"
  }),
  categoryId: Schema.optionalWith(
    Schema.String.pipe(
      Schema.maxLength(CATEGORY_ID_MAX, {
        message: () => `Category must be ${CATEGORY_ID_MAX} characters or fewer`
      })
    ),
    { default: () => "" }
  ),
  available: Schema.optionalWith(Schema.Boolean, { default: () => true })
})
export type MenuItemDraft = typeof MenuItemDraft.Type
