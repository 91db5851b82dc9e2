import { readFile, rename, stat, writeFile } from "node:fs/promises"
import { join, resolve } from "node:path"
import { Clock, Data, Duration, Effect, Layer, Option, Ref } from "effect"
import { PRIVATE_FILE_MODE } from "../db/private-files.js"
import { noteGoodBackup } from "../observability/metrics.js"
import { ServerConfig } from "../platform/config.js"
import { Venue } from "../venue/venue.js"
import { listBackups, pruneBackups, takeBackup } from "./backup-file.js"
import { backupTime } from "./backup-names.js"
import { backupFolder, backupSettings, nextQuietHour } from "./backup-settings.js"

export interface BackupCopy {
  readonly file: string
  readonly bytes: number
  readonly takenAt: string
}
export interface BackupAttempt {
  readonly at: string
  readonly ok: boolean
  readonly message: string | null
  readonly copy: BackupCopy | null
}

/** Why this server takes no backup: PostgreSQL (pg_dump's job) or a database that is not a file. */
export class BackupsUnavailable extends Data.TaggedError("BackupsUnavailable")<{
  readonly message: string
}> {}
export class BackupFailed extends Data.TaggedError("BackupFailed")<{ readonly message: string }> {}

/** The last attempt is kept beside the backups, so a restart (or `npm run backup`) still knows it. */
const ATTEMPT_FILE = "last-backup.json"

const readAttempt = (folder: string) =>
  Effect.promise(() =>
    readFile(join(folder, ATTEMPT_FILE), "utf8").then(
      (text) => JSON.parse(text) as BackupAttempt,
      () => null
    )
  )

const writeAttempt = (folder: string, attempt: BackupAttempt) =>
  Effect.promise(async () => {
    const file = join(folder, ATTEMPT_FILE)
    await writeFile(`${file}.partial`, JSON.stringify(attempt), { mode: PRIVATE_FILE_MODE })
    await rename(`${file}.partial`, file)
  }).pipe(Effect.ignore)

/** The newest complete backup in the folder. */
const newestBackup = (folder: string) =>
  Effect.promise(async (): Promise<BackupCopy | null> => {
    const name = (await listBackups(folder)).at(-1)
    const takenAt = name === undefined ? undefined : backupTime(name)
    if (name === undefined || takenAt === undefined) return null
    const file = join(folder, name)
    const bytes = await stat(file).then(
      (info) => info.size,
      () => undefined
    )
    return bytes === undefined ? null : { file, bytes, takenAt: takenAt.toISOString() }
  })

/**
 * Backups of the SQLite database: on demand (an admin, `grill backup`), on a schedule (the
 * nightly loop in backup-schedule.ts) and before an upgrade. One at a time: a second request
 * waits for the first and then takes its own.
 */
export class Backups extends Effect.Service<Backups>()("Backups/Backups", {
  effect: Effect.gen(function* () {
    const config = yield* ServerConfig
    const venue = yield* Venue
    const settings = yield* Effect.orDie(backupSettings)
    const folder = backupFolder(settings, config.databaseFile)
    const unavailable = Option.isSome(config.databaseUrl)
      ? "The database is PostgreSQL: back it up with pg_dump (see docs/operations.md)"
      : config.databaseFile === ":memory:"
        ? "The database is in memory: there is no file to back up"
        : null
    const lock = yield* Effect.makeSemaphore(1)
    // The backup-age metric starts from the backups already there, not from the next one.
    if (unavailable === null) {
      const newest = yield* newestBackup(folder)
      if (newest !== null) yield* noteGoodBackup(new Date(newest.takenAt))
    }
    const nextScheduled = yield* Ref.make<Date | undefined>(undefined)

    const take = (label?: string) =>
      Effect.gen(function* () {
        if (unavailable !== null) return yield* new BackupsUnavailable({ message: unavailable })
        const now = new Date(yield* Clock.currentTimeMillis)
        const outcome = yield* Effect.either(
          Effect.tryPromise(() => takeBackup(resolve(config.databaseFile), folder, now, label))
        )
        if (outcome._tag === "Left") {
          const message = `The backup failed: ${String(outcome.left.error instanceof Error ? outcome.left.error.message : outcome.left.error)}`
          yield* writeAttempt(folder, { at: now.toISOString(), ok: false, message, copy: null })
          yield* Effect.logError(message)
          return yield* new BackupFailed({ message })
        }
        const info = outcome.right
        const copy = { file: info.file, bytes: info.bytes, takenAt: info.takenAt.toISOString() }
        yield* writeAttempt(folder, { at: now.toISOString(), ok: true, message: null, copy })
        yield* noteGoodBackup(info.takenAt)
        const removed = yield* Effect.promise(() =>
          pruneBackups(folder, { daily: settings.keepDaily, monthly: settings.keepMonthly })
        ).pipe(Effect.orElseSucceed(() => []))
        yield* Effect.logInfo(`Backup written to ${info.file} (${info.bytes} bytes)`).pipe(
          Effect.annotateLogs("removedOldBackups", removed.length)
        )
        return copy
      }).pipe(lock.withPermits(1))

    const status = Effect.gen(function* () {
      const next = yield* Ref.get(nextScheduled)
      return {
        available: unavailable === null,
        reason: unavailable,
        folder: unavailable === null ? folder : null,
        lastGood: unavailable === null ? yield* newestBackup(folder) : null,
        lastAttempt: unavailable === null ? yield* readAttempt(folder) : null,
        nextScheduledAt: next?.toISOString() ?? null
      }
    })

    /**
     * Waits for the next quiet hour on the venue's clock, then takes the nightly backup and, when
     * it is good, runs `afterGoodBackup` (the books check); forever.
     */
    const nightly = <R>(afterGoodBackup: Effect.Effect<void, never, R>) =>
      unavailable !== null || settings.hour === "off"
        ? Effect.void
        : Effect.forever(
            Effect.gen(function* () {
              const now = new Date(yield* Clock.currentTimeMillis)
              // After the last one's hour, whatever the clock says: never twice for one night.
              const after = new Date(Math.max(now.getTime(), (yield* Ref.get(nextScheduled))?.getTime() ?? 0))
              const due = nextQuietHour(after, venue.timeZone, settings.hour as number)
              if (due === undefined) return yield* Effect.never
              yield* Ref.set(nextScheduled, due)
              yield* Effect.sleep(Duration.millis(Math.max(0, due.getTime() - now.getTime())))
              yield* take().pipe(
                Effect.zipRight(afterGoodBackup),
                Effect.catchTags({ BackupFailed: () => Effect.void, BackupsUnavailable: () => Effect.void })
              )
            })
          )

    return { take, status, nightly, folder, available: unavailable === null } as const
  })
}) {
  /** With the venue's settings from the environment: a test provides the database and its settings. */
  static readonly Test = Backups.Default.pipe(Layer.provide(Venue.live))
}
