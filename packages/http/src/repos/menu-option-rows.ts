/**
 * Menu items' option groups in the database: reading them for a list of items (two queries
 * whatever the number of items) and replacing an item's groups when staff save it.
 */
import type { SqlClient } from "@effect/sql"
import { Cents, MenuOptionId, type OptionGroupDraft, type OptionGroupSchema } from "@grill/core"
import { Effect } from "effect"

type OptionGroup = typeof OptionGroupSchema.Type

interface GroupRow {
  readonly id: number
  readonly menu_item_id: number
  readonly name: string
  readonly required: number
  readonly max_choices: number
}

interface OptionRow {
  readonly id: number
  readonly group_id: number
  readonly name: string
  readonly price_cents: number
}

/** Each listed item's groups with their options, in the order staff gave them ("all": every item). */
export const readOptionGroups = (sql: SqlClient.SqlClient, itemIds: ReadonlyArray<number> | "all") =>
  Effect.gen(function* () {
    const byItem = new Map<number, Array<OptionGroup>>()
    if (itemIds !== "all" && itemIds.length === 0) return byItem
    const groups = yield* itemIds === "all"
      ? sql<GroupRow>`SELECT * FROM menu_option_groups ORDER BY menu_item_id, position`
      : sql<GroupRow>`SELECT * FROM menu_option_groups WHERE ${sql.in("menu_item_id", itemIds)}
          ORDER BY menu_item_id, position`
    if (groups.length === 0) return byItem
    const options = yield* sql<OptionRow>`SELECT * FROM menu_options WHERE ${sql.in(
      "group_id",
      groups.map((group) => group.id)
    )} ORDER BY group_id, position`
    const optionsByGroup = new Map<number, Array<OptionGroup["options"][number]>>()
    for (const option of options) {
      const list = optionsByGroup.get(option.group_id) ?? []
      list.push({ id: MenuOptionId.make(option.id), name: option.name, price: Cents(option.price_cents) })
      optionsByGroup.set(option.group_id, list)
    }
    for (const group of groups) {
      const list = byItem.get(group.menu_item_id) ?? []
      list.push({
        id: group.id,
        name: group.name,
        required: group.required === 1,
        maxChoices: group.max_choices,
        options: optionsByGroup.get(group.id) ?? []
      })
      byItem.set(group.menu_item_id, list)
    }
    return byItem
  })

/** The names of options by id, whichever item they belong to: a refusal names what was sent. */
export const readOptionNames = (sql: SqlClient.SqlClient, optionIds: ReadonlyArray<number>) =>
  (optionIds.length === 0
    ? Effect.succeed([] as ReadonlyArray<{ id: number; name: string }>)
    : sql<{ id: number; name: string }>`SELECT id, name FROM menu_options WHERE ${sql.in("id", optionIds)}`
  ).pipe(Effect.map((rows) => new Map(rows.map((row) => [row.id, row.name] as const))))

/** Inserts a row under the id it had when that id was this item's, else under a new one. */
const insertRow = (
  sql: SqlClient.SqlClient,
  table: "menu_option_groups" | "menu_options",
  row: Record<string, string | number>,
  keptId: number | undefined
) =>
  Effect.map(
    sql<{
      id: number
    }>`INSERT INTO ${sql(table)} ${sql.insert(keptId === undefined ? row : { id: keptId, ...row })}
      RETURNING id`,
    (rows) => (rows[0] as { id: number }).id
  )

/**
 * Replaces the item's groups with these. A group or option sent with the id it already has on
 * this item keeps it, so customers' saved carts still name the same Medium Rare; an id from
 * anywhere else is ignored and the row gets a new one. Run inside the edit's transaction.
 */
export const replaceOptionGroups = (
  sql: SqlClient.SqlClient,
  itemId: number,
  groups: ReadonlyArray<OptionGroupDraft>
) =>
  Effect.gen(function* () {
    const current = (yield* readOptionGroups(sql, [itemId])).get(itemId) ?? []
    const groupIds = new Set(current.map((group) => group.id))
    const optionIds = new Set<number>(current.flatMap((group) => group.options.map((option) => option.id)))
    // An id is kept once: a second row claiming it gets a new one.
    const kept = (ids: Set<number>, id: number | undefined) =>
      id !== undefined && ids.delete(id) ? id : undefined
    // The options go with their groups (ON DELETE CASCADE).
    yield* sql`DELETE FROM menu_option_groups WHERE menu_item_id = ${itemId}`
    for (const [position, group] of groups.entries()) {
      const groupId = yield* insertRow(
        sql,
        "menu_option_groups",
        {
          menu_item_id: itemId,
          position,
          name: group.name,
          required: group.required ? 1 : 0,
          max_choices: group.maxChoices
        },
        kept(groupIds, group.id)
      )
      for (const [optionPosition, option] of group.options.entries()) {
        yield* insertRow(
          sql,
          "menu_options",
          { group_id: groupId, position: optionPosition, name: option.name, price_cents: option.price },
          kept(optionIds, option.id)
        )
      }
    }
  })
