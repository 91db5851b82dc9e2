import { resolve } from "node:path"
import { SqlClient } from "@effect/sql"
import { Clock, Effect, Layer, Option } from "effect"
import { BeforeMigrations, type MigrationRecord } from "../db/database.js"
import { sayTightened, tightenPrivateFolder } from "../db/private-files.js"
import { ServerConfig } from "../platform/config.js"
import { takeBackup } from "./backup-file.js"
import { backupFolder, backupSettings } from "./backup-settings.js"

/** The ids of a record's migrations ("0012_event_ids" is 12), as the migrator reads them. */
const migrationIds = (record: MigrationRecord) =>
  Object.keys(record).flatMap((key) => {
    const id = /^(\d+)_/.exec(key)?.[1]
    return id === undefined ? [] : [Number(id)]
  })

/**
 * Before a newer version migrates an existing SQLite database, a backup of it as it was
 * (`grill-…-before-upgrade.db.gz` among the others): the migrations run in one transaction, so a
 * failure leaves the file as it was anyway; the backup is for a migration that succeeds and is
 * later found wrong. A new database, one already current and PostgreSQL (pg_dump's job, see the
 * README) take none. A backup that fails stops the upgrade before anything changes.
 */
const backupBeforeUpgrade = (record: MigrationRecord, table: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const config = yield* ServerConfig
    if (Option.isSome(config.databaseUrl) || config.databaseFile === ":memory:") return
    const [known] = yield* sql<{ n: number }>`SELECT count(*) AS n FROM sqlite_master WHERE name = ${table}`
    if (Number(known?.n ?? 0) === 0) return
    const [row] = yield* sql<{ latest: number | null }>`SELECT max(migration_id) AS latest FROM ${sql(table)}`
    const latest = row?.latest ?? 0
    const pending = migrationIds(record).filter((id) => id > latest)
    if (latest === 0 || pending.length === 0) return
    const settings = yield* backupSettings
    const now = new Date(yield* Clock.currentTimeMillis)
    const file = resolve(config.databaseFile)
    const info = yield* Effect.tryPromise({
      try: () => takeBackup(file, backupFolder(settings, file), now, "before-upgrade"),
      catch: (error) =>
        new Error(
          `Not upgrading the database: the backup taken first failed (${error instanceof Error ? error.message : String(error)}). Nothing was changed.`
        )
    })
    yield* Effect.logInfo(
      `Upgrading the database from migration ${latest} (${pending.length} to run); it was backed up first to ${info.file}`
    )
  }).pipe(Effect.orDie)

/**
 * The before-upgrade backup as what the database layer runs before its migrations (db/database.ts).
 * Made at start, before the database opens: the backups' folder and files are tightened to owner
 * only then, if an older version left them readable.
 */
export const BackupBeforeUpgradeLive = Layer.effect(
  BeforeMigrations,
  Effect.gen(function* () {
    const config = yield* ServerConfig
    if (Option.isNone(config.databaseUrl) && config.databaseFile !== ":memory:") {
      const settings = yield* Effect.orDie(backupSettings)
      yield* sayTightened(tightenPrivateFolder(backupFolder(settings, resolve(config.databaseFile))))
    }
    return (record: MigrationRecord, table: string) =>
      backupBeforeUpgrade(record, table).pipe(Effect.provideService(ServerConfig, config))
  })
)
