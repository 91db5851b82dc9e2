import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import { SqlClient } from "@effect/sql"
import { describeOptionGroups, formatMoney, type MenuItem, type MenuItemDraft } from "@grill/core"
import { Effect, Option } from "effect"
import { CurrentStaff } from "../api/auth.js"
import { InvalidRequest, NotFound } from "../api/errors.js"
import { GrillApi } from "../api/index.js"
import { GrillEvents } from "../events/grill-events.js"
import { MenuRepo } from "../repos/menu-repo.js"
import { AuditLog, type AuditRecord } from "../services/audit-log.js"

/** An item as the audit log shows it: "$12.99 in burgers, available", then its options if any. */
const describeItem = (item: Pick<MenuItem, "name" | "price" | "categoryId" | "available" | "optionGroups">) =>
  `${item.name}, ${formatMoney(item.price)}${item.categoryId === "" ? "" : ` in ${item.categoryId}`}, ${item.available ? "available" : "unavailable"}${
    item.optionGroups.length === 0 ? "" : `; options ${describeOptionGroups(item.optionGroups)}`
  }`

const itemSubject = (item: Pick<MenuItem, "id" | "name">) => `Menu item ${item.id} (${item.name})`

export const MenuHandlers = HttpApiBuilder.group(GrillApi, "menu", (handlers) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const menu = yield* MenuRepo
    const events = yield* GrillEvents
    const audit = yield* AuditLog
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

    /** The edit and its audit record commit together; then screens hear of it. */
    const edited = <A extends { readonly itemId: number }, E, R>(
      edit: Effect.Effect<A, E, R>,
      record: (result: A) => AuditRecord | undefined
    ) =>
      Effect.gen(function* () {
        const result = yield* edit
        const entry = record(result)
        if (entry !== undefined) yield* audit.record(yield* CurrentStaff, entry)
        return result
      }).pipe(
        sql.withTransaction,
        Effect.catchTag("SqlError", Effect.die),
        Effect.tap((result) => menuChanged(result.itemId))
      )

    const existing = (id: number) =>
      Effect.flatMap(menu.itemsByIds([id]), (items) => Option.fromNullable(items.get(id))).pipe(
        Effect.catchTag("NoSuchElementException", () => Effect.fail(notFound))
      )

    return handlers
      .handle("categories", () => menu.categories)
      .handle("items", () => menu.items)
      .handle("create", ({ payload }) =>
        checkCategory(payload).pipe(
          Effect.zipRight(
            edited(
              Effect.map(menu.create(payload), (item) => ({ itemId: item.id, item })),
              ({ item }) => ({ action: "menu.created", subject: itemSubject(item), to: describeItem(item) })
            )
          ),
          Effect.map(({ item }) => item)
        )
      )
      .handle("update", ({ path, payload }) =>
        checkCategory(payload).pipe(
          Effect.zipRight(
            edited(
              Effect.gen(function* () {
                const before = yield* existing(path.id)
                const item = yield* Effect.flatMap(menu.update(path.id, payload), (updated) =>
                  Option.match(updated, { onNone: () => Effect.fail(notFound), onSome: Effect.succeed })
                )
                return { itemId: item.id, before, item }
              }),
              ({ before, item }) => {
                const from = `${describeItem(before)}${before.description === item.description ? "" : `: ${before.description}`}`
                const to = `${describeItem(item)}${before.description === item.description ? "" : `: ${item.description}`}`
                return from === to
                  ? undefined
                  : { action: "menu.updated", subject: itemSubject(before), from, to }
              }
            )
          ),
          Effect.map(({ item }) => item)
        )
      )
      .handle("remove", ({ path }) =>
        edited(
          Effect.gen(function* () {
            const before = yield* existing(path.id)
            if (!(yield* menu.remove(path.id))) return yield* notFound
            return { itemId: path.id, before }
          }),
          ({ before }) => ({
            action: "menu.deleted",
            subject: itemSubject(before),
            from: describeItem(before)
          })
        ).pipe(Effect.as({ success: true, message: "Menu item deleted" }))
      )
  })
)
