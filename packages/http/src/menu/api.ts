import * as HttpApiEndpoint from "@effect/platform/HttpApiEndpoint"
import * as HttpApiGroup from "@effect/platform/HttpApiGroup"
import * as HttpApiSchema from "@effect/platform/HttpApiSchema"
import {
  CATEGORY_ID_MAX,
  CatalogueItem,
  CategoryServingDraft,
  MAX_ITEM_COUNT,
  MenuCategory,
  MenuItem,
  MenuItemDraft,
  MenuItemId
} from "@grill/core"
import { Schema } from "effect"
import { InvalidRequest, NotFound } from "../contract/errors.js"
import { BoundedString, DigitsId, Ok } from "../contract/schemas.js"
import { MenuStaffOnly, StaffOnly } from "../staff/auth-api.js"

const itemId = HttpApiSchema.param("id", DigitsId.pipe(Schema.compose(MenuItemId)))
const categoryId = HttpApiSchema.param("categoryId", Schema.String.pipe(Schema.maxLength(CATEGORY_ID_MAX)))

/**
 * `at`: the order's time (a scheduled order's chosen slot, ISO); absent, now. Items not served
 * then carry `notServed`, saying when they are. `outlet`: whose menu, at its prices (absent: the
 * first outlet's).
 */
const MenuAt = Schema.Struct({
  at: Schema.optional(
    Schema.Date.annotations({ message: () => "at must be a date and time such as 2026-11-25T17:30:00Z" })
  ),
  outlet: Schema.optional(BoundedString("outlet", 100))
})

const allergens = HttpApiSchema.param("allergens", BoundedString("Allergens", 200))

/** The old client sends the id again in the body of an edit; the path is what counts. */
const MenuItemUpdate = Schema.extend(MenuItemDraft, Schema.Struct({ id: Schema.optional(Schema.Unknown) }))

/** The day's count staff set: a whole number left from now (0 is "86": sold out), or null for no count. */
export const ItemCountPayload = Schema.Struct({
  count: Schema.NullOr(
    Schema.Int.pipe(
      Schema.between(0, MAX_ITEM_COUNT, {
        message: () => `Count must be a whole number from 0 to ${MAX_ITEM_COUNT}, or off`
      })
    ).annotations({ message: () => `Count must be a whole number from 0 to ${MAX_ITEM_COUNT}, or off` })
  )
})

export class MenuApi extends HttpApiGroup.make("menu")
  .add(HttpApiEndpoint.get("categories", "/api/menu/categories").addSuccess(Schema.Array(MenuCategory)))
  .add(
    HttpApiEndpoint.get("items", "/api/menu/items")
      .setUrlParams(MenuAt)
      .addSuccess(Schema.Array(MenuItem))
      .addError(NotFound)
  )
  .add(
    HttpApiEndpoint.put("categoryServing")`/api/menu/categories/${categoryId}/serving-hours`
      .setPayload(CategoryServingDraft)
      .addSuccess(MenuCategory)
      .addError(InvalidRequest)
      .addError(NotFound)
      .middleware(MenuStaffOnly)
  )
  .add(
    // "/api/menu/items/without/peanuts,wheat": the items holding none of them (issue 41). Plain
    // text on the wire (core parseAllergens reads it), so the terminal's client can carry it.
    HttpApiEndpoint.get("itemsWithout")`/api/menu/items/without/${allergens}`
      .addSuccess(Schema.Array(MenuItem))
      .addError(InvalidRequest)
  )
  .add(
    // The catalogue's item (its own price and flag, the outlets whose menus it is on and its price
    // and flag at each), which no outlet's menu shows: what the editor edits, so an outlet's price
    // is never saved as the item's own.
    HttpApiEndpoint.get("item")`/api/menu/items/${itemId}`
      .addSuccess(CatalogueItem)
      .addError(NotFound)
      .middleware(MenuStaffOnly)
  )
  .add(
    HttpApiEndpoint.post("create", "/api/menu/items")
      .setPayload(MenuItemDraft)
      .addSuccess(MenuItem, { status: 201 })
      .addError(InvalidRequest)
      .middleware(MenuStaffOnly)
  )
  .add(
    HttpApiEndpoint.put("update")`/api/menu/items/${itemId}`
      .setPayload(MenuItemUpdate)
      .addSuccess(MenuItem)
      .addError(InvalidRequest)
      .addError(NotFound)
      .middleware(MenuStaffOnly)
  )
  .add(
    // Any staff role: the kitchen 86es what it has run out of.
    HttpApiEndpoint.put("setCount")`/api/menu/items/${itemId}/count`
      .setPayload(ItemCountPayload)
      .addSuccess(MenuItem)
      .addError(InvalidRequest)
      .addError(NotFound)
      .middleware(StaffOnly)
  )
  .add(
    HttpApiEndpoint.del("remove")`/api/menu/items/${itemId}`
      .addSuccess(Ok)
      .addError(NotFound)
      .middleware(MenuStaffOnly)
  ) {}
