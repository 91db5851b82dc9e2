import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/** Event ids shared by every node on PostgreSQL (see GrillEvents); SQLite has one process and its clock. */
export const migration = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql.onDialectOrElse({
    pg: () => sql`CREATE SEQUENCE grill_event_ids START WITH 1`,
    orElse: () => Effect.void
  })
})
