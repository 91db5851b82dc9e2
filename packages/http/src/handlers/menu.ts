import { HttpApiBuilder } from "@effect/platform"
import type { MenuItemDraft } from "@grill/core"
import { Effect, Option } from "effect"
import { InvalidRequest, NotFound } from "../api/errors.js"
import { GrillApi } from "../api/index.js"
import { GrillEvents } from "../events/grill-events.js"
import { MenuRepo } from "../repos/menu-repo.js"

export const MenuHandlers = HttpApiBuilder.group(GrillApi, "menu", (handlers) =>
  Effect.gen(function* () {
    const menu = yield* MenuRepo
    const events = yield* GrillEvents
    const notFound = new NotFound({ message: "Menu item not found" })

    const checkCategory = (draft: MenuItemDraft) =>
      draft.categoryId === ""
        ? Effect.void
        : Effect.flatMap(menu.categoryExists(draft.categoryId), (exists) =>
            exists
              ? Effect.void
              : Effect.fail(
                  new InvalidRequest({
                    message: `Unknown category "${draft.categoryId}"`,
                    field: "categoryId"
                  })
                )
          )

    /** Menus on screen (the editor, the ordering page of a signed-in tablet) refetch on it. */
    const menuChanged = (itemId: number) => events.publish("menu.updated", { itemId })

    return handlers
      .handle("categories", () => menu.categories)
      .handle("items", () => menu.items)
      .handle("create", ({ payload }) =>
        checkCategory(payload).pipe(
          Effect.zipRight(menu.create(payload)),
          Effect.tap((item) => menuChanged(item.id))
        )
      )
      .handle("update", ({ path, payload }) =>
        checkCategory(payload).pipe(
          Effect.zipRight(menu.update(path.id, payload)),
          Effect.flatMap(Option.match({ onNone: () => Effect.fail(notFound), onSome: Effect.succeed })),
          Effect.tap((item) => menuChanged(item.id))
        )
      )
      .handle("remove", ({ path }) =>
        Effect.flatMap(menu.remove(path.id), (removed) =>
          removed
            ? Effect.as(menuChanged(path.id), { success: true, message: "Menu item deleted" })
            : Effect.fail(notFound)
        )
      )
  })
)
