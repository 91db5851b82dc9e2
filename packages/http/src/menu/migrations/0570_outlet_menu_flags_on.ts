import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * An item is available at an outlet when its own flag and the outlet's are both on
 * (menu/outlet-menus.ts). 0500 copied each item's own flag onto its row for the grill, so an
 * item unavailable then would stay off at the grill after staff turned it back on: the outlet's
 * flag starts on instead, the item's own flag still saying what it said.
 */
export const migration = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`UPDATE menu_item_outlets SET available = 1`
})
