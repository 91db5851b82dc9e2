/**
 * Menu items' option groups in the database: reading them for a list of items (one query
 * whatever the number of items) and replacing an item's groups when staff save it.
 */
import type { SqlClient } from "@effect/sql"
import { Cents, MenuOptionId, type OptionGroupDraft, type OptionGroupSchema } from "@grill/core"
import { Effect, Schema } from "effect"
import { decodedRows, SqlFlag, table } from "../db/table.js"

type OptionGroup = typeof OptionGroupSchema.Type

const MenuOptionGroups = table(
  "menu_option_groups",
  {
    id: Schema.Number,
    menu_item_id: Schema.Number,
    position: Schema.Number,
    name: Schema.String,
    required: SqlFlag,
    max_choices: Schema.Number
  },
  ["id"]
)

const MenuOptions = table(
  "menu_options",
  {
    id: Schema.Number,
    group_id: Schema.Number,
    position: Schema.Number,
    name: Schema.String,
    price_cents: Schema.Number
  },
  ["id"]
)

/** A group with one of its options (or none: a group is saved with at least one, but read defensively). */
const GroupOptionRow = Schema.Struct({
  group_id: Schema.Number,
  menu_item_id: Schema.Number,
  group_name: Schema.String,
  required: SqlFlag,
  max_choices: Schema.Number,
  option_id: Schema.NullOr(Schema.Number),
  option_name: Schema.NullOr(Schema.String),
  price_cents: Schema.NullOr(Schema.Number)
})
const groupOptionRows = decodedRows(GroupOptionRow, MenuOptionGroups.name)
const optionNameRows = decodedRows(MenuOptions.row.pick("id", "name"), MenuOptions.name)
const insertedIds = decodedRows(Schema.Struct({ id: Schema.Number }), "menu options")

/**
 * Each listed item's groups with their options, in the order staff gave them ("all": every item).
 * One query for both: every order placed reads its items' groups, and a statement's own cost
 * through @effect/sql is several times SQLite's for these few rows.
 */
export const readOptionGroups = (sql: SqlClient.SqlClient, itemIds: ReadonlyArray<number> | "all") =>
  Effect.gen(function* () {
    const byItem = new Map<number, Array<OptionGroup>>()
    if (itemIds !== "all" && itemIds.length === 0) return byItem
    const rows = yield* sql`SELECT g.id AS group_id, g.menu_item_id, g.name AS group_name,
        g.required, g.max_choices, o.id AS option_id, o.name AS option_name, o.price_cents
      FROM menu_option_groups g LEFT JOIN menu_options o ON o.group_id = g.id
      ${itemIds === "all" ? sql`` : sql`WHERE ${sql.in("g.menu_item_id", itemIds)}`}
      ORDER BY g.menu_item_id, g.position, g.id, o.position, o.id`.pipe(groupOptionRows)
    let groupId: number | undefined
    let options: Array<OptionGroup["options"][number]> = []
    for (const row of rows) {
      if (row.group_id !== groupId) {
        groupId = row.group_id
        options = []
        const list = byItem.get(row.menu_item_id) ?? []
        list.push({
          id: row.group_id,
          name: row.group_name,
          required: row.required,
          maxChoices: row.max_choices,
          options
        })
        byItem.set(row.menu_item_id, list)
      }
      if (row.option_id !== null && row.option_name !== null && row.price_cents !== null) {
        options.push({
          id: MenuOptionId.make(row.option_id),
          name: row.option_name,
          price: Cents(row.price_cents)
        })
      }
    }
    return byItem
  })

/** The names of options by id, whichever item they belong to: a refusal names what was sent. */
export const readOptionNames = (sql: SqlClient.SqlClient, optionIds: ReadonlyArray<number>) =>
  (optionIds.length === 0
    ? Effect.succeed([] as ReadonlyArray<{ id: number; name: string }>)
    : sql`SELECT id, name FROM menu_options WHERE ${sql.in("id", optionIds)}`.pipe(optionNameRows)
  ).pipe(Effect.map((rows) => new Map(rows.map((row) => [row.id, row.name] as const))))

/** Inserts a row under the id it had when that id was this item's, else under a new one. */
const insertRow = (
  sql: SqlClient.SqlClient,
  into: typeof MenuOptionGroups.name | typeof MenuOptions.name,
  row: Record<string, unknown>,
  keptId: number | undefined
) =>
  Effect.map(
    sql`INSERT INTO ${sql(into)} ${sql.insert(keptId === undefined ? row : { id: keptId, ...row })}
      RETURNING id`.pipe(insertedIds),
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
        MenuOptionGroups.name,
        MenuOptionGroups.insertRow({
          menu_item_id: itemId,
          position,
          name: group.name,
          required: group.required,
          max_choices: group.maxChoices
        }),
        kept(groupIds, group.id)
      )
      for (const [optionPosition, option] of group.options.entries()) {
        yield* insertRow(
          sql,
          MenuOptions.name,
          MenuOptions.insertRow({
            group_id: groupId,
            position: optionPosition,
            name: option.name,
            price_cents: option.price
          }),
          kept(optionIds, option.id)
        )
      }
    }
  })
