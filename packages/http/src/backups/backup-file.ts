import { createHash } from "node:crypto"
import { createReadStream, createWriteStream } from "node:fs"
import { open, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises"
import { basename, join } from "node:path"
import { Transform } from "node:stream"
import { pipeline } from "node:stream/promises"
import { createGzip } from "node:zlib"
import { PRIVATE_FILE_MODE, privateEmptyFile, privateFolder } from "../db/private-files.js"
import { backupName, backupsToKeep, backupTime, CHECKSUM_SUFFIX, PARTIAL_SUFFIX } from "./backup-names.js"
import { snapshotInto } from "./sqlite-file.js"

export interface BackupInfo {
  /** The backup's full path. */
  readonly file: string
  readonly bytes: number
  readonly sha256: string
  readonly takenAt: Date
}

/** A stream step that passes bytes through and hashes them on the way. */
const hashing = (hash: ReturnType<typeof createHash>) =>
  new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk)
      done(null, chunk)
    }
  })

const syncFile = async (file: string) => {
  const handle = await open(file, "r")
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}

/** The folder's entry made durable, so a rename survives a power cut as well as a crash. */
const syncFolder = async (dir: string) => {
  const handle = await open(dir, "r")
  try {
    await handle.sync()
  } catch {
    // Some file systems refuse to fsync a directory; the rename itself is still atomic.
  } finally {
    await handle.close()
  }
}

/**
 * Leftovers of a backup that was killed part way (always named with `.partial`, SQLite's journal of the snapshot too), removed
 * before the next one starts.
 */
const removePartials = async (dir: string) => {
  for (const name of await readdir(dir)) {
    if (name.includes(PARTIAL_SUFFIX)) await rm(join(dir, name), { force: true })
  }
}

/**
 * An online backup of the SQLite database `source` into `dir`: a VACUUM INTO snapshot, gzipped,
 * with its SHA-256 written beside it. Everything is written under `.partial` names and fsynced;
 * the checksum file is renamed into place first and the backup last, so a backup under its real
 * name is always complete and always has its checksum, whenever the process is killed. The
 * folder is owner-only (0700) and every file in it 0600, whatever the umask.
 */
export const takeBackup = async (
  source: string,
  dir: string,
  startedAt: Date,
  label?: string
): Promise<BackupInfo> => {
  // To the second, as its name says it.
  const takenAt = new Date(Math.floor(startedAt.getTime() / 1000) * 1000)
  privateFolder(dir)
  await removePartials(dir)
  const name = backupName(takenAt, label)
  const file = join(dir, name)
  const snapshot = `${file}.db${PARTIAL_SUFFIX}`
  const compressed = `${file}${PARTIAL_SUFFIX}`
  const checksum = `${file}${CHECKSUM_SUFFIX}${PARTIAL_SUFFIX}`
  try {
    // VACUUM INTO fills an empty file as it finds it: made here owner-only, not by SQLite under the umask.
    privateEmptyFile(snapshot)
    await snapshotInto(source, snapshot)
    const hash = createHash("sha256")
    await pipeline(
      createReadStream(snapshot),
      createGzip(),
      hashing(hash),
      createWriteStream(compressed, { mode: PRIVATE_FILE_MODE })
    )
    const sha256 = hash.digest("hex")
    await rm(snapshot, { force: true })
    await writeFile(checksum, `${sha256}  ${name}\n`, { mode: PRIVATE_FILE_MODE })
    await syncFile(compressed)
    await syncFile(checksum)
    await rename(checksum, `${file}${CHECKSUM_SUFFIX}`)
    await rename(compressed, file)
    await syncFolder(dir)
    return { file, bytes: (await stat(file)).size, sha256, takenAt }
  } finally {
    await Promise.all([snapshot, compressed, checksum].map((partial) => rm(partial, { force: true })))
  }
}

/** The SHA-256 of a file as stored. */
export const fileSha256 = async (file: string): Promise<string> => {
  const hash = createHash("sha256")
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer)
  return hash.digest("hex")
}

/**
 * Whether `file` is exactly the backup that was written: its checksum file exists, names it and
 * matches it. Returns what is wrong, or undefined when it matches.
 */
export const checksumProblem = async (file: string): Promise<string | undefined> => {
  const expected = await readFile(`${file}${CHECKSUM_SUFFIX}`, "utf8").then(
    (text) => /^([0-9a-f]{64})\s/.exec(text)?.[1],
    () => null
  )
  if (expected === null) return `its checksum file ${basename(file)}${CHECKSUM_SUFFIX} is missing`
  if (expected === undefined) return `its checksum file ${basename(file)}${CHECKSUM_SUFFIX} is unreadable`
  const actual = await fileSha256(file)
  return actual === expected
    ? undefined
    : "its SHA-256 does not match its checksum file (damaged or truncated)"
}

/** The backups in `dir`, oldest first. */
export const listBackups = async (dir: string): Promise<Array<string>> => {
  const names = await readdir(dir).catch(() => [] as Array<string>)
  return names.filter((name) => backupTime(name) !== undefined).sort()
}

/** Deletes the backups (and their checksums) retention does not keep; returns their names. */
export const pruneBackups = async (
  dir: string,
  keep: { readonly daily: number; readonly monthly: number }
): Promise<Array<string>> => {
  const names = await listBackups(dir)
  const kept = backupsToKeep(names, keep)
  const removed = names.filter((name) => !kept.has(name))
  for (const name of removed) {
    await rm(join(dir, name), { force: true })
    await rm(join(dir, `${name}${CHECKSUM_SUFFIX}`), { force: true })
  }
  return removed
}
