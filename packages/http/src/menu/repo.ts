import { SqlClient } from "@effect/sql"
import { Cents, MenuCategory, MenuItem, type MenuItemDraft, MenuItemId } from "@grill/core"
import { Effect } from "effect"
import { readOptionGroups, readOptionNames, replaceOptionGroups } from "./option-rows.js"

interface ItemRow {
  readonly id: number
  readonly name: string
  readonly description: string
  readonly price_cents: number
  readonly category_id: string
  readonly available: number
}

type OptionGroups = MenuItem["optionGroups"]

/**
 * Rows come from our own schema (typed columns, CHECK constraints), so the item is built without
 * re-validation: every order placed builds its items, and the check showed in its profile.
 */
const toItem = (row: ItemRow, optionGroups: OptionGroups = []): MenuItem =>
  new MenuItem(
    {
      id: MenuItemId.make(row.id),
      name: row.name,
      description: row.description,
      price: Cents(row.price_cents),
      categoryId: row.category_id,
      available: row.available === 1,
      optionGroups
    },
    { disableValidation: true }
  )

export class MenuRepo extends Effect.Service<MenuRepo>()("Menu/MenuRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const categories = sql<{ id: string; name: string }>`
      SELECT id, name FROM menu_categories ORDER BY position, name`.pipe(
      Effect.map((rows) => rows.map((row) => new MenuCategory(row))),
      Effect.orDie
    )

    /** The rows as items, each with its option groups. */
    const withOptions = (rows: ReadonlyArray<ItemRow>, which: ReadonlyArray<number> | "all") =>
      Effect.map(readOptionGroups(sql, which), (groups) => rows.map((row) => toItem(row, groups.get(row.id))))

    const items = sql<ItemRow>`
      SELECT i.* FROM menu_items i LEFT JOIN menu_categories c ON c.id = i.category_id
      ORDER BY c.position, i.name, i.id`.pipe(
      Effect.flatMap((rows) => withOptions(rows, "all")),
      Effect.orDie
    )

    const itemsByIds = (ids: ReadonlyArray<number>) =>
      (ids.length === 0
        ? Effect.succeed([] as ReadonlyArray<ItemRow>)
        : sql<ItemRow>`SELECT * FROM menu_items WHERE ${sql.in("id", ids)}`
      ).pipe(
        Effect.flatMap((rows) => withOptions(rows, ids)),
        Effect.map((items) => new Map(items.map((item) => [item.id as number, item] as const))),
        Effect.orDie
      )

    const optionNames = (optionIds: ReadonlyArray<number>) =>
      readOptionNames(sql, optionIds).pipe(Effect.orDie)

    /** The item as saved, its option groups replaced when the draft has them (absent: kept). */
    const saved = (row: ItemRow, draft: MenuItemDraft) =>
      Effect.gen(function* () {
        if (draft.optionGroups !== undefined) yield* replaceOptionGroups(sql, row.id, draft.optionGroups)
        const [item] = yield* withOptions([row], [row.id])
        return item as MenuItem
      })

    const categoryExists = (id: string) =>
      sql<{ id: string }>`SELECT id FROM menu_categories WHERE id = ${id}`.pipe(
        Effect.map((rows) => rows.length > 0),
        Effect.orDie
      )

    const create = (draft: MenuItemDraft) =>
      sql<ItemRow>`INSERT INTO menu_items (name, description, price_cents, category_id, available)
        VALUES (${draft.name}, ${draft.description}, ${draft.price}, ${draft.categoryId}, ${draft.available ? 1 : 0})
        RETURNING *`.pipe(
        Effect.flatMap((rows) => saved(rows[0] as ItemRow, draft)),
        Effect.orDie
      )

    const update = (id: number, draft: MenuItemDraft) =>
      sql<ItemRow>`UPDATE menu_items SET name = ${draft.name}, description = ${draft.description},
        price_cents = ${draft.price}, category_id = ${draft.categoryId}, available = ${draft.available ? 1 : 0}
        WHERE id = ${id} RETURNING *`.pipe(
        Effect.flatMap((rows) =>
          rows[0] === undefined ? Effect.succeedNone : Effect.asSome(saved(rows[0], draft))
        ),
        Effect.orDie
      )

    /** Past orders keep their own copy of name and price, so an item can really be deleted. */
    const remove = (id: number) =>
      sql<{ id: number }>`DELETE FROM menu_items WHERE id = ${id} RETURNING id`.pipe(
        Effect.map((rows) => rows.length > 0),
        Effect.orDie
      )

    return { categories, items, itemsByIds, optionNames, categoryExists, create, update, remove } as const
  })
}) {}
