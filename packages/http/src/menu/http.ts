import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import { itemsWithout, parseAllergens } from "@grill/core"
import { Effect } from "effect"
import { GrillApi } from "../api.js"
import { InvalidRequest } from "../contract/errors.js"
import { CurrentStaff } from "../staff/auth-api.js"
import { MenuEdits } from "./menu-edits.js"
import { OutletMenus } from "./outlet-menus.js"
import { MenuRepo } from "./repo.js"
import { MenuServing } from "./serving.js"

export const MenuHandlers = HttpApiBuilder.group(GrillApi, "menu", (handlers) =>
  Effect.gen(function* () {
    const menu = yield* MenuRepo
    const edits = yield* MenuEdits
    const serving = yield* MenuServing
    const menus = yield* OutletMenus
    return handlers
      .handle("categories", () => menu.categories)
      .handle("items", ({ urlParams }) => serving.itemsAt(urlParams.at, urlParams.outlet))
      .handle("categoryServing", ({ path, payload }) =>
        Effect.flatMap(CurrentStaff, (staff) =>
          edits.setCategoryServingHours(staff, path.categoryId, payload.servingHours)
        )
      )
      .handle("itemsWithout", ({ path }) => {
        const hidden = parseAllergens(path.allergens)
        return "error" in hidden
          ? Effect.fail(new InvalidRequest({ message: hidden.error, field: "allergens" }))
          : // The first outlet's menu, as GET /api/menu/items without an outlet.
            Effect.map(
              Effect.flatMap(
                Effect.all([Effect.orDie(menus.outletNamed(undefined)), menu.items]),
                ([first, items]) => menus.menuOf(first, items)
              ),
              (items) => itemsWithout(items, hidden.ok)
            )
      })
      .handle("item", ({ path }) => edits.item(path.id))
      .handle("create", ({ payload }) =>
        Effect.flatMap(CurrentStaff, (staff) => edits.create(staff, payload))
      )
      .handle("update", ({ path, payload }) =>
        Effect.flatMap(CurrentStaff, (staff) => edits.update(staff, path.id, payload))
      )
      .handle("setCount", ({ path, payload }) =>
        Effect.flatMap(CurrentStaff, (staff) => edits.setCount(staff, path.id, payload.count))
      )
      .handle("remove", ({ path }) => Effect.flatMap(CurrentStaff, (staff) => edits.remove(staff, path.id)))
  })
)
