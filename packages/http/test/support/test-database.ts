import { randomBytes } from "node:crypto"
import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import pg from "pg"

/**
 * Where a test server keeps its data: a SQLite file, or a PostgreSQL database of its own when
 * the suite runs with GRILL_TEST_DATABASE_URL (a server URL whose user may create databases).
 */
export type TestDatabase =
  | { readonly dialect: "sqlite"; readonly file: string }
  | { readonly dialect: "pg"; readonly url: string }

/** The PostgreSQL server the suite runs against, if any. */
export const testPostgresUrl = (): string | undefined => process.env.GRILL_TEST_DATABASE_URL || undefined

const withAdmin = async <A>(run: (client: pg.Client) => Promise<A>): Promise<A> => {
  const client = new pg.Client({ connectionString: testPostgresUrl() })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

/** A fresh, empty database: its own SQLite file, or its own PostgreSQL database, so test files run in parallel. */
export const createTestDatabase = async (): Promise<TestDatabase> => {
  const serverUrl = testPostgresUrl()
  if (serverUrl === undefined) {
    return { dialect: "sqlite", file: join(mkdtempSync(join(tmpdir(), "grill-test-")), "grill.db") }
  }
  const name = `grill_test_${randomBytes(6).toString("hex")}`
  await withAdmin((client) => client.query(`CREATE DATABASE ${name}`))
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return { dialect: "pg", url: url.toString() }
}

/** Drops a PostgreSQL test database once no server uses it (SQLite files stay in the temp dir). */
export const dropTestDatabase = async (database: TestDatabase): Promise<void> => {
  if (database.dialect !== "pg") return
  const name = new URL(database.url).pathname.slice(1)
  await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
}
