import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/** The schema changes of the grill's day (issue 14), ids 0030 to 0039. Never edited once shipped. */
export const kitchenMigrations = {
  /**
   * What the kitchen decided about ordering: a pause (its reason and when it ends, none for
   * "until resumed") and the minutes new orders are quoted (none: the venue's default). One row,
   * shared by every node.
   */
  "0030_kitchen_state": Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`CREATE TABLE kitchen_state (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      paused INTEGER NOT NULL DEFAULT 0,
      pause_reason TEXT,
      paused_until TEXT,
      quoted_minutes INTEGER
    )`
    yield* sql`INSERT INTO kitchen_state (id) VALUES (1)`
  }),
  /** Why the kitchen rejected an order, shown on the customer's order page (null: not rejected). */
  "0031_order_rejection_reason": Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`ALTER TABLE orders ADD COLUMN rejection_reason TEXT`
  }),
  /**
   * Scheduled orders and the kitchen's capacity. pickup_time: when the customer chose to have it
   * (null: as soon as possible); fire_at: when the kitchen starts on it (pickup less the quoted
   * preparation), before which it stays off the open list; announced_at: when a node told the
   * kitchen it is due (claimed once, whichever node gets there first). slot_capacity: orders the
   * kitchen takes per quarter hour (null: no limit).
   */
  "0032_scheduled_orders": Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`ALTER TABLE orders ADD COLUMN pickup_time TEXT`
    yield* sql`ALTER TABLE orders ADD COLUMN fire_at TEXT`
    yield* sql`ALTER TABLE orders ADD COLUMN announced_at TEXT`
    yield* sql`CREATE INDEX orders_fire_at ON orders (fire_at)`
    yield* sql`ALTER TABLE kitchen_state ADD COLUMN slot_capacity INTEGER`
  })
}
