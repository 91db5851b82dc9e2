import { spawn } from "node:child_process"
import { existsSync, mkdtempSync, readdirSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import { listBackups, takeBackup } from "../src/backups/backup-file.js"
import { integrityCheck } from "../src/backups/sqlite-file.js"
import { openSqlite, queryFile } from "./support/sqlite-read.js"

const backupScript = fileURLToPath(new URL("../dist/backups/backup-main.js", import.meta.url))

/** A database large enough that a backup of it takes a while: 60,000 rows of 1 KB. */
const makeLargeDatabase = (file: string) => {
  const db = openSqlite(file)
  db.pragma("journal_mode = WAL")
  db.exec("CREATE TABLE ledger (id INTEGER PRIMARY KEY, entry BLOB NOT NULL)")
  db.exec(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 60000)
    INSERT INTO ledger (entry) SELECT randomblob(1000) FROM n`)
  db.close()
}

describe.skipIf(!existsSync(backupScript))("a backup killed part way (kill -9)", () => {
  it("leaves no file under a backup's name and the live database intact; the next backup cleans up", async () => {
    const folder = mkdtempSync(join(tmpdir(), "grill-kill-"))
    const database = join(folder, "grill.db")
    const backups = join(folder, "backups")
    makeLargeDatabase(database)

    const child = spawn(process.execPath, [backupScript], {
      env: { ...process.env, GRILL_DB: database, GRILL_BACKUP_DIR: backups },
      stdio: "ignore"
    })
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      child.once("exit", (_, signal) => resolve(signal))
    )
    // Killed as soon as the backup has begun writing.
    const deadline = Date.now() + 30_000
    while (!readdirSync(folder).includes("backups") || readdirSync(backups).length === 0) {
      if (Date.now() > deadline) throw new Error("the backup never started writing")
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
    child.kill("SIGKILL")
    expect(await exited).toBe("SIGKILL")

    const left = readdirSync(backups)
    expect(left.length).toBeGreaterThan(0)
    expect(left.every((name) => name.includes(".partial"))).toBe(true)
    expect(await listBackups(backups)).toEqual([])
    expect(integrityCheck(database)).toBe("ok")
    expect(queryFile(database, "SELECT count(*) AS n FROM ledger")).toEqual([{ n: 60000 }])

    const next = await takeBackup(database, backups, new Date())
    expect(readdirSync(backups).sort()).toEqual(
      [next.file.slice(backups.length + 1), `${next.file.slice(backups.length + 1)}.sha256`].sort()
    )
  })
})
