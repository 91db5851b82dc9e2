import { createRequire } from "node:module"
import { SQLITE_DRIVER } from "../../src/db/sqlite-driver.js"

interface Statement {
  all(...params: Array<unknown>): Array<Record<string, unknown>>
  run(...params: Array<unknown>): unknown
}
export interface SqliteDatabase {
  prepare(sql: string): Statement
  exec(sql: string): void
  pragma(sql: string): unknown
  close(): void
}

const require = createRequire(import.meta.url)
const Sqlite = require(
  require.resolve(SQLITE_DRIVER, { paths: [require.resolve("@effect/sql-sqlite-node/package.json")] })
) as new (
  file: string,
  options?: { readonly readonly?: boolean }
) => SqliteDatabase

/** Opens a SQLite file directly (better-sqlite3), to look inside a database as a test checks it. */
export const openSqlite = (file: string, options: { readonly readonly?: boolean } = {}): SqliteDatabase =>
  new Sqlite(file, options)

/** Runs one query on a SQLite file and closes it. */
export const queryFile = (file: string, sql: string): Array<Record<string, unknown>> => {
  const db = openSqlite(file, { readonly: true })
  try {
    return db.prepare(sql).all()
  } finally {
    db.close()
  }
}
