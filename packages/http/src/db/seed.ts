import { SqlClient } from "@effect/sql"
import { Cents, normalizeStreetAddress } from "@grill/core"
import { DateTime, Effect } from "effect"
import { replaceOptionGroups } from "../menu/option-rows.js"
import { demoCategories, demoMenuItems, demoRewards } from "./demo-data.js"
import { DEMO_CART_POSITION_AGE, demoGolfCarts, demoResidentAddresses } from "./demo-places.js"

/** Loads the demo venue into an empty database, in one transaction; a no-op once there is a menu. */
export const seedDemoData = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const [{ n }] = (yield* sql<{ n: number }>`SELECT COUNT(*) AS n FROM menu_categories`) as [{ n: number }]
  if (Number(n) > 0) return false
  const now = yield* DateTime.now
  yield* sql`INSERT INTO menu_categories ${sql.insert(
    demoCategories.map((category, position) => ({ ...category, position }))
  )}`
  const inserted = yield* sql<{ id: number; name: string }>`INSERT INTO menu_items ${sql.insert(
    demoMenuItems.map((item) => ({
      name: item.name,
      description: item.description,
      price_cents: item.priceCents,
      category_id: item.categoryId,
      available: item.available === false ? 0 : 1
    }))
  )} RETURNING id, name`
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
    demoRewards.map((reward) => ({
      name: reward.name,
      description: reward.description,
      points_cost: reward.pointsCost,
      is_active: reward.isActive ? 1 : 0,
      discount_cents: reward.discountCents ?? null,
      free_item_id: reward.freeItemName === undefined ? null : (itemIds.get(reward.freeItemName) ?? null)
    }))
  )}`
  yield* sql`INSERT INTO golf_carts ${sql.insert(
    demoGolfCarts.map((cart) => ({
      cart_id: cart.cartId,
      current_hole: cart.currentHole,
      next_hole: cart.nextHole,
      latitude: cart.latitude,
      longitude: cart.longitude,
      last_updated: DateTime.formatIso(DateTime.subtractDuration(now, DEMO_CART_POSITION_AGE)),
      available: 1
    }))
  )}`
  yield* sql`INSERT INTO resident_addresses ${sql.insert(
    demoResidentAddresses.map((entry) => ({
      address: entry.address,
      street: entry.street,
      normalized: normalizeStreetAddress(entry.address)
    }))
  )}`
  return true
}).pipe(Effect.withSpan("seedDemoData"), (effect) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql.withTransaction(effect))
)
