import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * One feature's share of the demo venue (its menu, rewards, places), written into an empty
 * database. Steps run in the order given: a later step may read what an earlier one wrote.
 */
export type DemoSeedStep = Effect.Effect<void, unknown, SqlClient.SqlClient>

export interface DemoSeed {
  /** Whether the database already holds a venue (the demo's or a real one): then nothing is written. */
  readonly alreadySeeded: Effect.Effect<boolean, unknown, SqlClient.SqlClient>
  readonly steps: ReadonlyArray<DemoSeedStep>
}

/**
 * Loads the demo venue into an empty database, in one transaction; a no-op once there is one.
 * The features' steps are passed in by the assembly (server.ts), so this module knows none of them.
 */
export const seedDemoData = (seed: DemoSeed) =>
  Effect.gen(function* () {
    if (yield* seed.alreadySeeded) return false
    for (const step of seed.steps) yield* step
    return true
  }).pipe(Effect.withSpan("seedDemoData"), (effect) =>
    Effect.flatMap(SqlClient.SqlClient, (sql) => sql.withTransaction(effect))
  )
