import { chmodSync, closeSync, existsSync, mkdirSync, openSync, readdirSync, statSync } from "node:fs"
import { basename, dirname, join } from "node:path"
import { Effect } from "effect"

/**
 * The database, its backups and their folders hold every member's phone, every order and the
 * secret that signs phone proofs: only the server's own user may read them. Files 0600, folders
 * 0700, whatever the umask of whoever started the process.
 */
export const PRIVATE_FILE_MODE = 0o600
export const PRIVATE_FOLDER_MODE = 0o700

/**
 * The umask of a process that writes the database or its backups. SQLite creates files of its own
 * (the -wal and -shm beside the database, a VACUUM INTO copy, temporary files) with 0644 less the
 * umask; 077 makes each of them owner-only without every call site having to remember it. The
 * modes below are still set explicitly, so a test (or a library call) run under a looser umask
 * gets the same files.
 */
export const useOwnerOnlyUmask = (): void => {
  process.umask(0o077)
}

/** Narrows `path` to `mode` if it is looser; true when it did. */
const tighten = (path: string, mode: number): boolean => {
  const current = statSync(path, { throwIfNoEntry: false })
  if (current === undefined || (current.mode & 0o777 & ~mode) === 0) return false
  chmodSync(path, mode)
  return true
}

/** The folder, made if missing, owner-only. */
export const privateFolder = (dir: string): void => {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_FOLDER_MODE })
  tighten(dir, PRIVATE_FOLDER_MODE)
}

/** An empty owner-only file at `file` (or the file already there, tightened): one SQLite then fills. */
export const privateEmptyFile = (file: string): void => {
  closeSync(openSync(file, "a", PRIVATE_FILE_MODE))
  tighten(file, PRIVATE_FILE_MODE)
}

/** Files named after the database: itself, -wal, -shm, -journal and the copies a restore keeps aside. */
const databaseFamily = (databaseFile: string): Array<string> => {
  const dir = dirname(databaseFile)
  const name = basename(databaseFile)
  const names = existsSync(dir) ? readdirSync(dir) : []
  return names.filter((entry) => entry.startsWith(name)).map((entry) => join(dir, entry))
}

const folderFiles = (dir: string): Array<string> =>
  existsSync(dir) ? readdirSync(dir).map((entry) => join(dir, entry)) : []

const tightenAll = (folders: ReadonlyArray<string>, files: ReadonlyArray<string>): Array<string> => [
  ...folders.filter((dir) => existsSync(dir) && tighten(dir, PRIVATE_FOLDER_MODE)),
  ...files.filter(
    (file) => statSync(file, { throwIfNoEntry: false })?.isFile() && tighten(file, PRIVATE_FILE_MODE)
  )
]

/**
 * Tightens what an older version (or another tool) left readable: the database's folder and its
 * files. Returns the paths it narrowed, for one log line.
 */
export const tightenDatabaseFiles = (databaseFile: string): Array<string> =>
  tightenAll([dirname(databaseFile)], databaseFamily(databaseFile))

/** The same for a folder of private files (the backups) and everything in it. */
export const tightenPrivateFolder = (dir: string): Array<string> => tightenAll([dir], folderFiles(dir))

/** One warning naming what was narrowed, if anything was. */
export const sayTightened = (tightened: ReadonlyArray<string>) =>
  tightened.length === 0
    ? Effect.void
    : Effect.logWarning(
        `Made readable by the server's user only (they were readable by others): ${tightened.join(", ")}`
      )

/** The database file ready for SQLite to open: its folder and itself owner-only, so -wal and -shm follow. */
export const prepareDatabaseFile = (databaseFile: string): void => {
  privateFolder(dirname(databaseFile))
  // SQLite gives the -wal and -shm it creates the database file's own mode (unixOpen's
  // findCreateFileMode), so a 0600 database makes its companions 0600 whatever the umask.
  privateEmptyFile(databaseFile)
}
