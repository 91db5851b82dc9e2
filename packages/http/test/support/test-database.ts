import { randomBytes } from "node:crypto"
import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import pg from "pg"
import { inject } from "vitest"

/**
 * Where a test server keeps its data: a SQLite file, or a PostgreSQL database of its own when
 * the suite runs with GRILL_TEST_DATABASE_URL (a server URL whose user may create databases).
 */
export type TestDatabase =
  | { readonly dialect: "sqlite"; readonly file: string }
  | { readonly dialect: "pg"; readonly url: string }

declare module "vitest" {
  export interface ProvidedContext {
    /** The PostgreSQL database migrated once for the run (postgres-template.ts), if there is one. */
    readonly postgresTemplate?: string
  }
}

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

/** A database name of the suite's own (the prefix lets a person find what an aborted run left). */
export const testDatabaseName = (): string => `grill_test_${randomBytes(6).toString("hex")}`

/**
 * A fresh database: its own SQLite file, or its own PostgreSQL database, so test files run in
 * parallel. On PostgreSQL it is a copy of the run's migrated template when there is one (the
 * server's start then finds nothing to migrate: migrating each of some two hundred databases took
 * most of their set-up), and empty with `empty` (a test of migrating itself, or of nodes that
 * migrate one database together). A SQLite file is always empty: its migrations take milliseconds.
 */
export const createTestDatabase = async (
  options: { readonly empty?: boolean } = {}
): Promise<TestDatabase> => {
  const serverUrl = testPostgresUrl()
  if (serverUrl === undefined) {
    return { dialect: "sqlite", file: join(mkdtempSync(join(tmpdir(), "grill-test-")), "grill.db") }
  }
  const name = testDatabaseName()
  const template = options.empty ? undefined : inject("postgresTemplate")
  await withAdmin((client) =>
    client.query(
      template === undefined ? `CREATE DATABASE ${name}` : `CREATE DATABASE ${name} TEMPLATE ${template}`
    )
  )
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
