import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Serving times of a menu item and of a whole category (breakfast until 11): JSON text of the
 * windows, decoded by core's ServingHoursSchema; NULL (every row so far) means served all day.
 */
export const migration = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`ALTER TABLE menu_items ADD COLUMN serving_hours TEXT`
  yield* sql`ALTER TABLE menu_categories ADD COLUMN serving_hours TEXT`
})
