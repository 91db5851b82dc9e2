import pg from "pg"
import { openSqlite } from "./sqlite-read.js"
import type { TestDatabase } from "./test-database.js"

/**
 * Runs one statement on a test server's database from beside it, as a hand at the database (or a
 * bug) would write: `$1`-style parameters on either dialect. Rows for a SELECT, none otherwise.
 */
export const onDatabase = async <T = Record<string, unknown>>(
  database: TestDatabase,
  statement: string,
  values: ReadonlyArray<unknown> = []
): Promise<Array<T>> => {
  if (database.dialect === "sqlite") {
    const db = openSqlite(database.file)
    try {
      const prepared = db.prepare(statement.replace(/\$\d+/g, "?"))
      if (/^\s*SELECT/i.test(statement)) return prepared.all(...values) as Array<T>
      prepared.run(...values)
      return []
    } finally {
      db.close()
    }
  }
  const client = new pg.Client({ connectionString: database.url })
  await client.connect()
  try {
    return (await client.query(statement, [...values])).rows as Array<T>
  } finally {
    await client.end()
  }
}
