import { mkdirSync } from "node:fs"
import { dirname } from "node:path"
import { Migrator, SqlClient } from "@effect/sql"
import { SqliteClient } from "@effect/sql-sqlite-node"
import { Effect, Layer } from "effect"
import { ServerConfig } from "../config.js"
import { hardeningMigrations } from "./hardening-migrations.js"
import { migrations } from "./migrations.js"

const runMigrations = Migrator.make({})({
  loader: Migrator.fromRecord({ ...migrations, ...hardeningMigrations })
})

/** SQLite in WAL mode with foreign keys on, migrated before anything else touches it. */
export const DatabaseLive = Layer.unwrapEffect(
  Effect.gen(function* () {
    const { databaseFile } = yield* ServerConfig
    if (databaseFile !== ":memory:") mkdirSync(dirname(databaseFile), { recursive: true })
    const client = SqliteClient.layer({ filename: databaseFile })
    const prepare = Layer.effectDiscard(
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        yield* sql`PRAGMA foreign_keys = ON`
        yield* sql`PRAGMA busy_timeout = 5000`
        yield* runMigrations
      })
    )
    return Layer.provideMerge(prepare, client)
  })
)
