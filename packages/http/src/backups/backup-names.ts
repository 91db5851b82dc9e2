/**
 * Backup files are named by the UTC date and time they were taken, so they sort by name in time
 * order and a name alone says which day and month a copy belongs to:
 * `grill-2026-11-26T031500Z.db.gz` (and `grill-…-before-upgrade.db.gz` before a migration).
 * Its SHA-256 sits beside it in `sha256sum` format (`….db.gz.sha256`).
 */
const NAME = /^grill-(\d{4})-(\d{2})-(\d{2})T(\d{2})(\d{2})(\d{2})Z(-[a-z-]+)?\.db\.gz$/

export const CHECKSUM_SUFFIX = ".sha256"
/** What a backup in progress is written as; renamed to its real name only once complete. */
export const PARTIAL_SUFFIX = ".partial"

export const backupName = (takenAt: Date, label?: string): string => {
  const iso = takenAt.toISOString()
  const stamp = `${iso.slice(0, 10)}T${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}Z`
  return `grill-${stamp}${label === undefined ? "" : `-${label}`}.db.gz`
}

/** When a backup was taken, read from its name; undefined for any other file. */
export const backupTime = (name: string): Date | undefined => {
  const match = NAME.exec(name)
  if (match === null) return undefined
  const [, year, month, day, hour, minute, second] = match
  const at = new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}Z`)
  return Number.isNaN(at.getTime()) ? undefined : at
}

/**
 * Which backups to keep: the newest of each of the last `daily` days that have one, and the
 * newest of each of the last `monthly` months that have one (a copy can be both). Everything else
 * named like a backup may go. Days and months are UTC, as in the names.
 */
export const backupsToKeep = (
  names: ReadonlyArray<string>,
  keep: { readonly daily: number; readonly monthly: number }
): Set<string> => {
  const dated = names
    .flatMap((name) => {
      const at = backupTime(name)
      return at === undefined ? [] : [{ name, iso: at.toISOString() }]
    })
    .sort((a, b) => (a.iso < b.iso ? 1 : a.iso > b.iso ? -1 : a.name < b.name ? 1 : -1))
  const kept = new Set<string>()
  const newestPer = (periodLength: number, count: number) => {
    const periods = new Set<string>()
    for (const { name, iso } of dated) {
      const period = iso.slice(0, periodLength)
      if (periods.has(period)) continue
      if (periods.size === count) break
      periods.add(period)
      kept.add(name)
    }
  }
  newestPer(10, keep.daily)
  newestPer(7, keep.monthly)
  return kept
}
