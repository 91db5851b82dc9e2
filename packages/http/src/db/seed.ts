import { SqlClient } from "@effect/sql"
import { Cents, normalizeStreetAddress } from "@grill/core"
import { DateTime, Effect, Option, Schema } from "effect"
import { replaceOptionGroups } from "../menu/option-rows.js"
import { MenuCategories, MenuItems } from "../menu/repo.js"
import { GolfCarts, ResidentAddresses } from "../places/repo.js"
import { Rewards } from "../rewards/repo.js"
import { demoCategories, demoMenuItems, demoRewards } from "./demo-data.js"
import { DEMO_CART_POSITION_AGE, demoGolfCarts, demoResidentAddresses } from "./demo-places.js"
import { decodedFirstRow, decodedRows, SqlNumber } from "./table.js"

const categoryCount = decodedFirstRow(Schema.Struct({ n: SqlNumber }), MenuCategories.name)
const insertedItems = decodedRows(MenuItems.row.pick("id", "name"), MenuItems.name)

/** Loads the demo venue into an empty database, in one transaction; a no-op once there is a menu. */
export const seedDemoData = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const categories = yield* sql`SELECT COUNT(*) AS n FROM menu_categories`.pipe(categoryCount)
  if (Option.exists(categories, (row) => row.n > 0)) return false
  const now = yield* DateTime.now
  yield* sql`INSERT INTO menu_categories ${sql.insert(
    demoCategories.map((category, position) => MenuCategories.insertRow({ ...category, position }))
  )}`
  const inserted = yield* sql`INSERT INTO menu_items ${sql.insert(
    demoMenuItems.map((item) =>
      MenuItems.insertRow({
        name: item.name,
        description: item.description,
        price_cents: item.priceCents,
        category_id: item.categoryId,
        available: item.available !== false
      })
    )
  )} RETURNING id, name`.pipe(insertedItems)
  // By name (unique on the demo menu): a multi-row RETURNING promises no order.
  const itemIds = new Map(inserted.map((row) => [row.name, row.id]))
  for (const item of demoMenuItems) {
    const groups = item.optionGroups ?? []
    if (groups.length === 0) continue
    yield* replaceOptionGroups(
      sql,
      itemIds.get(item.name) as number,
      groups.map((group) => ({
        ...group,
        options: group.options.map((option) => ({ name: option.name, price: Cents(option.priceCents) }))
      }))
    )
  }
  yield* sql`INSERT INTO rewards ${sql.insert(
    demoRewards.map((reward) =>
      Rewards.insertRow({
        name: reward.name,
        description: reward.description,
        pointsCost: reward.pointsCost,
        isActive: reward.isActive,
        discountCents: reward.discountCents ?? null,
        freeItemId: reward.freeItemName === undefined ? null : (itemIds.get(reward.freeItemName) ?? null)
      })
    )
  )}`
  yield* sql`INSERT INTO golf_carts ${sql.insert(
    demoGolfCarts.map((cart) =>
      GolfCarts.insertRow({
        ...cart,
        lastUpdated: DateTime.formatIso(DateTime.subtractDuration(now, DEMO_CART_POSITION_AGE)),
        available: true
      })
    )
  )}`
  yield* sql`INSERT INTO resident_addresses ${sql.insert(
    demoResidentAddresses.map((entry) =>
      ResidentAddresses.insertRow({
        address: entry.address,
        street: entry.street,
        normalized: normalizeStreetAddress(entry.address)
      })
    )
  )}`
  return true
}).pipe(Effect.withSpan("seedDemoData"), (effect) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql.withTransaction(effect))
)
