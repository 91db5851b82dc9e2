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
  })
}
