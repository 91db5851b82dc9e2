import { existsSync } from "node:fs"
import { resolve } from "node:path"
import { Effect, Option } from "effect"
import { useOwnerOnlyUmask } from "../db/private-files.js"
import { ServerConfig } from "../platform/config.js"
import { pruneBackups, takeBackup } from "./backup-file.js"
import { backupFolder, backupSettings } from "./backup-settings.js"

/**
 * `npm run backup`: one backup of the SQLite database now, as the server takes them, for a
 * machine whose server is stopped (with the server running, `grill backup` asks it instead).
 */
const program = Effect.gen(function* () {
  const config = yield* ServerConfig
  const settings = yield* backupSettings
  if (Option.isSome(config.databaseUrl)) {
    return yield* Effect.fail(
      "GRILL_DATABASE_URL names PostgreSQL: back it up with pg_dump (see docs/operations.md)"
    )
  }
  const source = resolve(config.databaseFile)
  if (!existsSync(source)) return yield* Effect.fail(`There is no database at ${source} (GRILL_DB)`)
  const folder = backupFolder(settings, source)
  const info = yield* Effect.tryPromise({
    try: () => takeBackup(source, folder, new Date()),
    catch: (error) => `The backup failed: ${error instanceof Error ? error.message : String(error)}`
  })
  yield* Effect.promise(() =>
    pruneBackups(folder, { daily: settings.keepDaily, monthly: settings.keepMonthly })
  )
  console.log(`Backup written to ${info.file} (${info.bytes} bytes, sha256 ${info.sha256})`)
}).pipe(Effect.provide(ServerConfig.fromEnv))

useOwnerOnlyUmask()
Effect.runPromise(Effect.either(program)).then((outcome) => {
  if (outcome._tag === "Right") return
  console.error(typeof outcome.left === "string" ? outcome.left : String(outcome.left))
  process.exitCode = 1
})
