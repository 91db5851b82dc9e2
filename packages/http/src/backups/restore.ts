import { createReadStream, createWriteStream, existsSync } from "node:fs"
import { chmod, rename, rm } from "node:fs/promises"
import { basename } from "node:path"
import { pipeline } from "node:stream/promises"
import { createGunzip } from "node:zlib"
import { PRIVATE_FILE_MODE } from "../db/private-files.js"
import { checksumProblem } from "./backup-file.js"
import { PARTIAL_SUFFIX } from "./backup-names.js"
import { integrityCheck } from "./sqlite-file.js"

/** A restore refused before anything changed; its message says why. */
export class RestoreRefused extends Error {}

/** SQLite's companions of a database file in WAL mode: they belong to it and move with it. */
const COMPANIONS = ["", "-wal", "-shm"] as const

/**
 * Puts the backup `file` in place of the SQLite database `target` (with the server stopped).
 * Checked first, changing nothing if either check fails: the SHA-256 against its checksum file,
 * then SQLite's integrity_check on the unpacked copy. The current database (and its WAL) is kept
 * aside under `<target>.before-restore-<time>`, never deleted. Returns where it was put, or
 * undefined when there was none. The caller runs the migrations after.
 */
export const restoreBackup = async (file: string, target: string, now: Date): Promise<string | undefined> => {
  const refuse = (why: string): never => {
    throw new RestoreRefused(`Refusing to restore ${basename(file)}: ${why}. Nothing was changed.`)
  }
  if (!existsSync(file)) refuse("there is no such file")
  const checksum = await checksumProblem(file)
  if (checksum !== undefined) refuse(checksum)

  const unpacked = `${target}.restore${PARTIAL_SUFFIX}`
  try {
    await pipeline(
      createReadStream(file),
      createGunzip(),
      createWriteStream(unpacked, { mode: PRIVATE_FILE_MODE })
    ).catch((error) =>
      refuse(`it does not unpack (${error instanceof Error ? error.message : String(error)})`)
    )
    const integrity = integrityCheck(unpacked)
    if (integrity !== "ok") refuse(`SQLite's integrity_check does not pass (${integrity})`)

    const aside = existsSync(target)
      ? `${target}.before-restore-${now.toISOString().replace(/[:.]/g, "-")}`
      : undefined
    if (aside !== undefined) {
      for (const suffix of COMPANIONS) {
        if (!existsSync(`${target}${suffix}`)) continue
        await rename(`${target}${suffix}`, `${aside}${suffix}`)
        // Kept aside is still the database: owner-only, whatever an older version made it.
        await chmod(`${aside}${suffix}`, PRIVATE_FILE_MODE)
      }
    }
    await rename(unpacked, target)
    return aside
  } finally {
    await rm(unpacked, { force: true })
  }
}
