import { SqlClient } from "@effect/sql"
import { Cents, MenuCategory, MenuItem, type MenuItemDraft, MenuItemId } from "@grill/core"
import { Effect, Option } from "effect"

interface ItemRow {
  readonly id: number
  readonly name: string
  readonly description: string
  readonly price_cents: number
  readonly category_id: string
  readonly available: number
}

const toItem = (row: ItemRow): MenuItem =>
  new MenuItem({
    id: MenuItemId.make(row.id),
    name: row.name,
    description: row.description,
    price: Cents(row.price_cents),
    categoryId: row.category_id,
    available: row.available === 1
  })

export class MenuRepo extends Effect.Service<MenuRepo>()("Menu/MenuRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const categories = sql<{ id: string; name: string }>`
      SELECT id, name FROM menu_categories ORDER BY position, name`.pipe(
      Effect.map((rows) => rows.map((row) => new MenuCategory(row))),
      Effect.orDie
    )

    const items = sql<ItemRow>`
      SELECT i.* FROM menu_items i LEFT JOIN menu_categories c ON c.id = i.category_id
      ORDER BY c.position, i.name, i.id`.pipe(
      Effect.map((rows) => rows.map(toItem)),
      Effect.orDie
    )

    const itemsByIds = (ids: ReadonlyArray<number>) =>
      (ids.length === 0
        ? Effect.succeed([] as ReadonlyArray<ItemRow>)
        : sql<ItemRow>`SELECT * FROM menu_items WHERE ${sql.in("id", ids)}`
      ).pipe(
        Effect.map((rows) => new Map(rows.map((row) => [row.id, toItem(row)] as const))),
        Effect.orDie
      )

    const categoryExists = (id: string) =>
      sql<{ id: string }>`SELECT id FROM menu_categories WHERE id = ${id}`.pipe(
        Effect.map((rows) => rows.length > 0),
        Effect.orDie
      )

    const create = (draft: MenuItemDraft) =>
      sql<ItemRow>`INSERT INTO menu_items (name, description, price_cents, category_id, available)
        VALUES (${draft.name}, ${draft.description}, ${draft.price}, ${draft.categoryId}, ${draft.available ? 1 : 0})
        RETURNING *`.pipe(
        Effect.map((rows) => toItem(rows[0] as ItemRow)),
        Effect.orDie
      )

    const update = (id: number, draft: MenuItemDraft) =>
      sql<ItemRow>`UPDATE menu_items SET name = ${draft.name}, description = ${draft.description},
        price_cents = ${draft.price}, category_id = ${draft.categoryId}, available = ${draft.available ? 1 : 0}
        WHERE id = ${id} RETURNING *`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0]).pipe(Option.map(toItem))),
        Effect.orDie
      )

    /** Past orders keep their own copy of name and price, so an item can really be deleted. */
    const remove = (id: number) =>
      sql<{ id: number }>`DELETE FROM menu_items WHERE id = ${id} RETURNING id`.pipe(
        Effect.map((rows) => rows.length > 0),
        Effect.orDie
      )

    return { categories, items, itemsByIds, categoryExists, create, update, remove } as const
  })
}) {}
