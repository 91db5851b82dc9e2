import { resolve } from "node:path"
import { Effect, Layer, Option } from "effect"
import { useOwnerOnlyUmask } from "../db/private-files.js"
import { DatabaseLive } from "../features.js"
import { ServerConfig } from "../platform/config.js"
import { RestoreRefused, restoreBackup } from "./restore.js"
import { BackupBeforeUpgradeLive } from "./upgrade.js"

/**
 * `npm run restore -- FILE` (server stopped): checks the backup, keeps the current database
 * aside, puts the backup in place of GRILL_DB and migrates it to this version's schema.
 */
const file = process.argv[2]

const program = Effect.gen(function* () {
  const config = yield* ServerConfig
  if (file === undefined) return yield* Effect.fail("Usage: npm run restore -- FILE (a grill-….db.gz backup)")
  if (Option.isSome(config.databaseUrl)) {
    return yield* Effect.fail(
      "GRILL_DATABASE_URL names PostgreSQL: restore it with pg_restore (see docs/operations.md)"
    )
  }
  const target = resolve(config.databaseFile)
  const aside = yield* Effect.tryPromise({
    try: () => restoreBackup(resolve(file), target, new Date()),
    catch: (error) =>
      error instanceof RestoreRefused ? error.message : `The restore failed: ${String(error)}`
  })
  if (aside !== undefined) console.log(`The database that was in place is kept at ${aside}`)
  yield* Layer.build(DatabaseLive.pipe(Layer.provide(BackupBeforeUpgradeLive))).pipe(Effect.scoped)
  console.log(`Restored ${file} to ${target} and brought it to this version's schema`)
}).pipe(Effect.provide(ServerConfig.fromEnv))

useOwnerOnlyUmask()
Effect.runPromise(Effect.either(program)).then((outcome) => {
  if (outcome._tag === "Right") return
  console.error(typeof outcome.left === "string" ? outcome.left : String(outcome.left))
  process.exitCode = 1
})
