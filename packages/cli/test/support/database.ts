import { openSqlite } from "../../../http/test/support/sqlite-read.js"
import type { TestServer } from "../../../http/test/support/test-server.js"

/**
 * Changes a test server's rows directly, as data written before a rule existed (or by another
 * version) would sit there. The CLI suite runs on SQLite only.
 */
export const writeRows = (server: TestServer, sql: string, ...params: Array<unknown>): void => {
  if (server.database.dialect !== "sqlite") throw new Error("the CLI suite's test servers use SQLite")
  const db = openSqlite(server.database.file)
  try {
    db.prepare(sql).run(...params)
  } finally {
    db.close()
  }
}
