import { createRequire } from "node:module"
import { Worker } from "node:worker_threads"
import { SQLITE_DRIVER } from "../db/sqlite-driver.js"

/** The little of better-sqlite3 these tools use (the package ships no types of its own). */
interface SqliteStatement {
  pluck(): SqliteStatement
  all(): Array<unknown>
}
interface SqliteDatabase {
  prepare(sql: string): SqliteStatement
  close(): void
}
type SqliteConstructor = new (
  file: string,
  options?: { readonly readonly?: boolean; readonly fileMustExist?: boolean }
) => SqliteDatabase

const require = createRequire(import.meta.url)
// The same better-sqlite3 the server's SQL client loads (db/sqlite-driver.ts).
const driverPath = require.resolve(SQLITE_DRIVER, {
  paths: [require.resolve("@effect/sql-sqlite-node/package.json")]
})
const Sqlite = require(driverPath) as SqliteConstructor

/**
 * SQLite's own verdict on a database file: "ok", or the problems it lists. Opened read-only, so a
 * file that is not a database is reported, not changed.
 */
export const integrityCheck = (file: string): string => {
  let db: SqliteDatabase | undefined
  try {
    db = new Sqlite(file, { readonly: true, fileMustExist: true })
    const lines = db.prepare("PRAGMA integrity_check").pluck().all()
    return lines.map(String).join("; ")
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  } finally {
    db?.close()
  }
}

// Runs in a worker thread: VACUUM INTO is one synchronous call that would otherwise hold the
// server's event loop for as long as it copies the database.
const VACUUM_WORKER = `
const { workerData, parentPort } = require("node:worker_threads")
const Sqlite = require(workerData.driverPath)
try {
  const db = new Sqlite(workerData.source, { fileMustExist: true })
  try {
    db.pragma("busy_timeout = 5000")
    db.prepare("VACUUM INTO ?").run(workerData.target)
  } finally {
    db.close()
  }
  parentPort.postMessage({ ok: true })
} catch (error) {
  parentPort.postMessage({ ok: false, message: String(error && error.message || error) })
}
`

/**
 * A consistent copy of the live database at `target` (which must not exist), taken with VACUUM
 * INTO on a connection of its own: it reads one snapshot (a read transaction, which in WAL mode
 * never blocks the server's writes) and writes a compact database from it. Never a file copy,
 * which could copy pages from before and after a commit.
 */
export const snapshotInto = (source: string, target: string): Promise<void> =>
  new Promise((resolve, reject) => {
    const worker = new Worker(VACUUM_WORKER, { eval: true, workerData: { driverPath, source, target } })
    let outcome: { readonly ok: boolean; readonly message?: string } | undefined
    worker.once("message", (message: { readonly ok: boolean; readonly message?: string }) => {
      outcome = message
    })
    worker.once("error", reject)
    worker.once("exit", (code) => {
      if (outcome?.ok === true) resolve()
      else reject(new Error(outcome?.message ?? `The database snapshot stopped (worker exit ${code})`))
    })
  })
