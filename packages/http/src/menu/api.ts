import * as HttpApiEndpoint from "@effect/platform/HttpApiEndpoint"
import * as HttpApiGroup from "@effect/platform/HttpApiGroup"
import * as HttpApiSchema from "@effect/platform/HttpApiSchema"
import { MenuCategory, MenuItem, MenuItemDraft, MenuItemId } from "@grill/core"
import { Schema } from "effect"
import { InvalidRequest, NotFound } from "../contract/errors.js"
import { BoundedString, DigitsId, Ok } from "../contract/schemas.js"
import { MenuStaffOnly } from "../staff/auth-api.js"

const itemId = HttpApiSchema.param("id", DigitsId.pipe(Schema.compose(MenuItemId)))

const allergens = HttpApiSchema.param("allergens", BoundedString("Allergens", 200))

/** The old client sends the id again in the body of an edit; the path is what counts. */
const MenuItemUpdate = Schema.extend(MenuItemDraft, Schema.Struct({ id: Schema.optional(Schema.Unknown) }))

export class MenuApi extends HttpApiGroup.make("menu")
  .add(HttpApiEndpoint.get("categories", "/api/menu/categories").addSuccess(Schema.Array(MenuCategory)))
  .add(HttpApiEndpoint.get("items", "/api/menu/items").addSuccess(Schema.Array(MenuItem)))
  .add(
    // "/api/menu/items/without/peanuts,wheat": the items holding none of them (issue 41). Plain
    // text on the wire (core parseAllergens reads it), so the terminal's client can carry it.
    HttpApiEndpoint.get("itemsWithout")`/api/menu/items/without/${allergens}`
      .addSuccess(Schema.Array(MenuItem))
      .addError(InvalidRequest)
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
    HttpApiEndpoint.del("remove")`/api/menu/items/${itemId}`
      .addSuccess(Ok)
      .addError(NotFound)
      .middleware(MenuStaffOnly)
  ) {}
