import { dirname, join, resolve } from "node:path"
import { zonedDateTime } from "@grill/core"
import { Config, ConfigError, Either, Option } from "effect"

/** Where backups go and how many are kept; read from the environment like the other server settings. */
export interface BackupSettings {
  /** GRILL_BACKUP_DIR; by default `backups/` beside the database file (so `data/backups`). */
  readonly folder: Option.Option<string>
  readonly keepDaily: number
  readonly keepMonthly: number
  /** The hour of the night (venue's clock, 0-23) the scheduled backup runs; "off" schedules none. */
  readonly hour: number | "off"
}

const count = (name: string, fallback: number) =>
  Config.integer(name).pipe(
    Config.validate({ message: `${name} must be 1 to 1000`, validation: (n) => n >= 1 && n <= 1000 }),
    Config.withDefault(fallback)
  )

export const backupSettings: Config.Config<BackupSettings> = Config.all({
  folder: Config.option(Config.string("GRILL_BACKUP_DIR")),
  keepDaily: count("GRILL_BACKUP_KEEP_DAILY", 7),
  keepMonthly: count("GRILL_BACKUP_KEEP_MONTHLY", 12),
  hour: Config.string("GRILL_BACKUP_HOUR").pipe(
    Config.withDefault("4"),
    Config.mapOrFail((text): Either.Either<number | "off", ConfigError.ConfigError> => {
      if (text.trim() === "off") return Either.right("off")
      const hour = Number(text)
      return /^\s*\d{1,2}\s*$/.test(text) && hour >= 0 && hour <= 23
        ? Either.right(hour)
        : Either.left(ConfigError.InvalidData([], "GRILL_BACKUP_HOUR must be an hour from 0 to 23, or off"))
    })
  )
})

/**
 * The next moment after `now` when the venue's wall clock reads `hour`:00. Found by stepping
 * through the coming hours, so a DST change (a repeated or skipped hour) is read as the zone says.
 */
export const nextQuietHour = (now: Date, timeZone: string, hour: number): Date | undefined => {
  const firstHour = Math.floor(now.getTime() / 3_600_000) * 3_600_000
  // Zones with half-hour offsets put the wall clock's whole hour at :30 UTC: try each quarter.
  for (let step = 1; step <= 49 * 4; step++) {
    const candidate = new Date(firstHour + step * 900_000)
    const wall = zonedDateTime(candidate, timeZone)
    if (wall !== undefined && wall.hour === hour && wall.minute === 0 && candidate > now) return candidate
  }
  return undefined
}

/** The folder backups of the database file `databaseFile` go to. */
export const backupFolder = (settings: BackupSettings, databaseFile: string): string =>
  resolve(Option.getOrElse(settings.folder, () => join(dirname(databaseFile), "backups")))
