/** Older than this, the last good backup is worth an admin's attention on the dashboard. */
export const STALE_BACKUP_MS = 2 * 24 * 60 * 60 * 1000

/**
 * The dashboard's warning about backups, or undefined when there is nothing to say: none where
 * the server takes no file backups (PostgreSQL), and none while the newest good backup is
 * younger than two days (or none was tried yet).
 */
export const backupWarning = (
  status: {
    readonly available: boolean
    readonly lastGood: { readonly takenAt: string } | null
    readonly lastAttempt: { readonly ok: boolean } | null
  },
  now: Date
): string | undefined => {
  if (!status.available) return undefined
  // A new grill has none until its first night: only a failed attempt is worth a word then.
  if (status.lastGood === null)
    return status.lastAttempt?.ok === false ? "No backup of the database has succeeded yet." : undefined
  const age = now.getTime() - new Date(status.lastGood.takenAt).getTime()
  if (age <= STALE_BACKUP_MS) return undefined
  return `The last good backup of the database is ${Math.floor(age / (24 * 60 * 60 * 1000))} days old.`
}

/** "12.3 MB", "840 KB": a backup's size as a person reads it. */
export const formatBytes = (bytes: number): string =>
  bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`
