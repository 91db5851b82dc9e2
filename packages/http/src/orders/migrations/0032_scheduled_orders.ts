import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Scheduled orders and the kitchen's capacity. pickup_time: when the customer chose to have it
 * (null: as soon as possible); fire_at: when the kitchen starts on it (pickup less the quoted
 * preparation), before which it stays off the open list; announced_at: when a node told the
 * kitchen it is due (claimed once, whichever node gets there first). slot_capacity: orders the
 * kitchen takes per quarter hour (null: no limit).
 */
export const migration = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`ALTER TABLE orders ADD COLUMN pickup_time TEXT`
  yield* sql`ALTER TABLE orders ADD COLUMN fire_at TEXT`
  yield* sql`ALTER TABLE orders ADD COLUMN announced_at TEXT`
  yield* sql`CREATE INDEX orders_fire_at ON orders (fire_at)`
  yield* sql`ALTER TABLE kitchen_state ADD COLUMN slot_capacity INTEGER`
})
