import * as HttpApiEndpoint from "@effect/platform/HttpApiEndpoint"
import * as HttpApiGroup from "@effect/platform/HttpApiGroup"
import * as HttpApiSchema from "@effect/platform/HttpApiSchema"
import {
  AllergenSchema,
  MenuCategory,
  MenuItem,
  MenuItemDraft,
  MenuItemId,
  parseAllergens
} from "@grill/core"
import { ParseResult, Schema } from "effect"
import { InvalidRequest, NotFound } from "../contract/errors.js"
import { DigitsId, Ok } from "../contract/schemas.js"
import { MenuStaffOnly } from "../staff/auth-api.js"

const itemId = HttpApiSchema.param("id", DigitsId.pipe(Schema.compose(MenuItemId)))

/** The old client sends the id again in the body of an edit; the path is what counts. */
const MenuItemUpdate = Schema.extend(MenuItemDraft, Schema.Struct({ id: Schema.optional(Schema.Unknown) }))

/** "peanuts,tree nuts": the allergens to leave out of the menu, as the filter's query writes them. */
const AllergensToHide = Schema.transformOrFail(
  Schema.String.pipe(Schema.maxLength(200)),
  Schema.Array(AllergenSchema),
  {
    strict: true,
    decode: (text, _, ast) => {
      const parsed = parseAllergens(text)
      return "ok" in parsed
        ? ParseResult.succeed(parsed.ok)
        : ParseResult.fail(new ParseResult.Type(ast, text, parsed.error))
    },
    encode: (list) => ParseResult.succeed(list.join(","))
  }
)

export class MenuApi extends HttpApiGroup.make("menu")
  .add(HttpApiEndpoint.get("categories", "/api/menu/categories").addSuccess(Schema.Array(MenuCategory)))
  .add(HttpApiEndpoint.get("items", "/api/menu/items").addSuccess(Schema.Array(MenuItem)))
  .add(
    // "/api/menu/items/without/peanuts,wheat": the items holding none of them (issue 41).
    HttpApiEndpoint.get(
      "itemsWithout"
    )`/api/menu/items/without/${HttpApiSchema.param("allergens", AllergensToHide)}`.addSuccess(
      Schema.Array(MenuItem)
    )
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
