import { SqlClient } from "@effect/sql"
import {
  allergenListText,
  allergensFromText,
  Cents,
  type CountShown,
  countShown,
  dietaryLabelsFromText,
  MenuCategory,
  MenuItem,
  type MenuItemDraft,
  MenuItemId,
  type OutletPlace,
  type ServingHours,
  sortedAllergens,
  sortedDietaryLabels
} from "@grill/core"
import { Clock, Effect, Option, Schema } from "effect"
import { decodedRows, SqlFlag, table } from "../db/table.js"
import { readItemCounts } from "./item-counts.js"
import { readOptionGroups, readOptionNames, replaceOptionGroups } from "./option-rows.js"
import { servingHoursColumn, servingHoursFromColumn } from "./serving-column.js"

export const MenuCategories = table(
  "menu_categories",
  {
    id: Schema.String,
    name: Schema.String,
    position: Schema.Number,
    serving_hours: Schema.NullOr(Schema.String)
  },
  ["serving_hours"]
)

export const MenuItems = table(
  "menu_items",
  {
    id: Schema.Number,
    name: Schema.String,
    description: Schema.String,
    price_cents: Schema.Number,
    category_id: Schema.String,
    available: SqlFlag,
    serving_hours: Schema.NullOr(Schema.String),
    allergens: Schema.String,
    labels: Schema.String,
    alcoholic: SqlFlag
  },
  // Allergens, labels and alcohol are written apart (`markings`): an edit without them keeps them.
  ["id", "serving_hours", "allergens", "labels", "alcoholic"]
)
type ItemRow = typeof MenuItems.row.Type

const CategoryRow = MenuCategories.row.pick("id", "name", "serving_hours")
const decodeCategories = decodedRows(CategoryRow, MenuCategories.name)
const decodeIds = decodedRows(MenuItems.row.pick("id"), MenuItems.name)

/** An item's place on an outlet's menu (menu_item_outlets, migration 0500), with the outlet's slug. */
const ItemOutletRow = Schema.Struct({
  menu_item_id: Schema.Number,
  slug: Schema.String,
  price_cents: Schema.NullOr(Schema.Number),
  available: SqlFlag
})
const decodeItemOutlets = decodedRows(ItemOutletRow, "menu_item_outlets")

type OptionGroups = MenuItem["optionGroups"]

/**
 * Rows were decoded by the table's definition, so the item is built without validating again:
 * every order placed builds its items, and the check showed in its profile.
 */
const toItem = (row: ItemRow, optionGroups: OptionGroups = [], count: CountShown | null = null): MenuItem =>
  new MenuItem(
    {
      id: MenuItemId.make(row.id),
      name: row.name,
      description: row.description,
      price: Cents(row.price_cents),
      categoryId: row.category_id,
      available: row.available,
      optionGroups,
      servingHours: servingHoursFromColumn(row.serving_hours),
      count,
      allergens: allergensFromText(row.allergens),
      labels: dietaryLabelsFromText(row.labels),
      alcoholic: row.alcoholic
    },
    { disableValidation: true }
  )

export class MenuRepo extends Effect.Service<MenuRepo>()("Menu/MenuRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const itemColumns = MenuItems.selectList(sql)

    const categories = sql`SELECT id, name, serving_hours FROM menu_categories ORDER BY position, name`.pipe(
      decodeCategories,
      Effect.map((rows) =>
        rows.map(
          (row) =>
            new MenuCategory(
              { id: row.id, name: row.name, servingHours: servingHoursFromColumn(row.serving_hours) },
              { disableValidation: true }
            )
        )
      ),
      Effect.orDie
    )

    /** Sets a category's serving times; false when there is no such category. */
    const setCategoryServingHours = (id: string, hours: ServingHours) =>
      sql`UPDATE menu_categories SET serving_hours = ${servingHoursColumn(hours)} WHERE id = ${id} RETURNING id`.pipe(
        Effect.map((rows) => rows.length > 0),
        Effect.orDie
      )

    /** The rows as items, each with its option groups and what is left of its count now. */
    const withOptions = (rows: ReadonlyArray<ItemRow>, which: ReadonlyArray<number> | "all") =>
      Effect.map(
        Effect.all([readOptionGroups(sql, which), readItemCounts(sql, which), Clock.currentTimeMillis]),
        ([groups, counts, now]) =>
          rows.map((row) =>
            toItem(row, groups.get(row.id), countShown(counts.get(row.id) ?? null, new Date(now)))
          )
      )

    const items = sql`SELECT ${MenuItems.selectList(sql, "i")}
      FROM menu_items i LEFT JOIN menu_categories c ON c.id = i.category_id
      ORDER BY c.position, i.name, i.id`.pipe(
      MenuItems.rows,
      Effect.flatMap((rows) => withOptions(rows, "all")),
      Effect.orDie
    )

    const itemsByIds = (ids: ReadonlyArray<number>) =>
      (ids.length === 0
        ? Effect.succeed([] as ReadonlyArray<ItemRow>)
        : sql`SELECT ${itemColumns} FROM menu_items WHERE ${sql.in("id", ids)}`.pipe(MenuItems.rows)
      ).pipe(
        Effect.flatMap((rows) => withOptions(rows, ids)),
        Effect.map((items) => new Map(items.map((item) => [item.id as number, item] as const))),
        Effect.orDie
      )

    /**
     * The outlets taking orders whose menus each listed item is on ("all": every item), in the
     * club's order. An item without any is not in the map (the first outlet's: outlet-menus.ts).
     */
    const itemOutlets = (itemIds: ReadonlyArray<number> | "all") =>
      (itemIds !== "all" && itemIds.length === 0
        ? Effect.succeed([] as ReadonlyArray<typeof ItemOutletRow.Type>)
        : sql`SELECT m.menu_item_id, o.slug, m.price_cents, m.available
            FROM menu_item_outlets m JOIN outlets o ON o.id = m.outlet_id
            WHERE o.retired_at IS NULL
            ${itemIds === "all" ? sql`` : sql`AND ${sql.in("m.menu_item_id", itemIds)}`}
            ORDER BY o.position, o.id`.pipe(decodeItemOutlets)
      ).pipe(
        Effect.map((rows) => {
          const byItem = new Map<number, Array<OutletPlace>>()
          for (const row of rows) {
            const entry = {
              slug: row.slug,
              price: row.price_cents === null ? null : Cents(row.price_cents),
              available: row.available
            }
            const list = byItem.get(row.menu_item_id)
            if (list === undefined) byItem.set(row.menu_item_id, [entry])
            else list.push(entry)
          }
          return byItem as ReadonlyMap<number, ReadonlyArray<OutletPlace>>
        }),
        Effect.orDie
      )

    /** Puts the item on these outlets' menus (by outlet id) and off every other's. */
    const replaceItemOutlets = (
      itemId: number,
      outlets: ReadonlyArray<{
        readonly outletId: number
        readonly price: Cents | null
        readonly available: boolean
      }>
    ) =>
      Effect.gen(function* () {
        yield* sql`DELETE FROM menu_item_outlets WHERE menu_item_id = ${itemId}`
        yield* sql`INSERT INTO menu_item_outlets ${sql.insert(
          outlets.map((outlet) => ({
            menu_item_id: itemId,
            outlet_id: outlet.outletId,
            price_cents: outlet.price,
            available: outlet.available ? 1 : 0
          }))
        )}`
      }).pipe(Effect.orDie)

    const optionNames = (optionIds: ReadonlyArray<number>) =>
      readOptionNames(sql, optionIds).pipe(Effect.orDie)

    /**
     * The item as saved, its option groups, allergens, labels and alcohol flag replaced when the
     * draft has them (absent: kept).
     */
    const saved = (savedRow: ItemRow, draft: MenuItemDraft) =>
      Effect.gen(function* () {
        if (draft.optionGroups !== undefined) yield* replaceOptionGroups(sql, savedRow.id, draft.optionGroups)
        const marked = markings(draft)
        const row = { ...savedRow, ...marked }
        // The flag as 1 or 0, like every flag here (SqlFlag); the lists are text as they are.
        const changed = {
          ...marked,
          ...(marked.alcoholic === undefined ? {} : { alcoholic: marked.alcoholic ? 1 : 0 })
        }
        if (Object.keys(changed).length > 0)
          yield* sql`UPDATE menu_items SET ${sql.update(changed)} WHERE id = ${row.id}`
        const [item] = yield* withOptions([row], [row.id])
        return item as MenuItem
      })

    const categoryExists = (id: string) =>
      sql`SELECT id FROM menu_categories WHERE id = ${id}`.pipe(
        Effect.map((rows) => rows.length > 0),
        Effect.orDie
      )

    /** The draft's allergens, labels and alcohol flag as columns, only those it has. */
    const markings = (
      draft: MenuItemDraft
    ): Partial<Pick<ItemRow, "allergens" | "labels" | "alcoholic">> => ({
      ...(draft.allergens === undefined
        ? {}
        : { allergens: allergenListText(sortedAllergens(draft.allergens)) }),
      ...(draft.labels === undefined ? {} : { labels: allergenListText(sortedDietaryLabels(draft.labels)) }),
      ...(draft.alcoholic === undefined ? {} : { alcoholic: draft.alcoholic })
    })

    // Serving times absent from the draft are kept (an older client's edit), as option groups are.
    const columns = (draft: MenuItemDraft) => ({
      ...MenuItems.insertRow({
        name: draft.name,
        description: draft.description,
        price_cents: draft.price,
        category_id: draft.categoryId,
        available: draft.available
      }),
      ...(draft.servingHours === undefined ? {} : { serving_hours: servingHoursColumn(draft.servingHours) })
    })

    const create = (draft: MenuItemDraft) =>
      sql`INSERT INTO menu_items ${sql.insert(columns(draft))} RETURNING ${itemColumns}`.pipe(
        MenuItems.returnedRow,
        Effect.flatMap((row) => saved(row, draft)),
        Effect.orDie
      )

    const update = (id: number, draft: MenuItemDraft) =>
      sql`UPDATE menu_items SET ${sql.update(columns(draft))} WHERE id = ${id} RETURNING ${itemColumns}`.pipe(
        MenuItems.firstRow,
        Effect.flatMap(
          Option.match({
            onNone: () => Effect.succeedNone,
            onSome: (row) => Effect.asSome(saved(row, draft))
          })
        ),
        Effect.orDie
      )

    /** Past orders keep their own copy of name and price, so an item can really be deleted. */
    const remove = (id: number) =>
      sql`DELETE FROM menu_items WHERE id = ${id} RETURNING id`.pipe(
        decodeIds,
        Effect.map((rows) => rows.length > 0),
        Effect.orDie
      )

    return {
      categories,
      items,
      itemsByIds,
      itemOutlets,
      replaceItemOutlets,
      optionNames,
      categoryExists,
      create,
      update,
      remove,
      setCategoryServingHours
    } as const
  })
}) {
  /** Over the database a test provides (TestDatabaseLive: SQLite, or PostgreSQL in that pass). */
  static readonly Test = MenuRepo.Default
}
