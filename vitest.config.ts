import pg from "pg"
import { defineConfig } from "vitest/config"

const LOCAL_POSTGRES = "postgres://postgres@127.0.0.1:5432/postgres"

/**
 * The PostgreSQL server the API suite also runs against: GRILL_TEST_DATABASE_URL, else a local
 * server if one answers (as on CI and the development machines). Each test server makes a
 * database of its own there and drops it when done. Without one, that pass is skipped, saying so.
 */
const postgresForTests = async (): Promise<string | undefined> => {
  const configured = process.env.GRILL_TEST_DATABASE_URL
  if (configured === "off") return undefined
  const url = configured || LOCAL_POSTGRES
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 })
  try {
    await client.connect()
    await client.end()
    return url
  } catch (error) {
    if (configured) throw new Error(`GRILL_TEST_DATABASE_URL does not answer: ${String(error)}`)
    return undefined
  }
}

// One configuration runs every package's tests. The "grill-source" condition makes
// workspace packages resolve to their TypeScript sources, so tests never need a build.
export default defineConfig(async () => {
  const postgres = await postgresForTests()
  // Said once per run, though vitest reads this file again for each project.
  if (process.env.GRILL_POSTGRES_PASS_SAID === undefined) {
    process.env.GRILL_POSTGRES_PASS_SAID = "yes"
    console.log(
      postgres === undefined
        ? "PostgreSQL pass SKIPPED: no server at GRILL_TEST_DATABASE_URL or 127.0.0.1:5432; the API tests ran on SQLite only"
        : `PostgreSQL pass: the API tests run again on ${new URL(postgres).host}`
    )
  }
  return {
    resolve: { conditions: ["grill-source"] },
    // Tests run in Node, where Vite resolves imports by its server-side settings.
    ssr: { resolve: { conditions: ["grill-source"] } },
    test: {
      // On Node 22 and later, "better-sqlite3" means the Node-API build (see the file).
      setupFiles: ["packages/http/src/db/sqlite-driver.ts"],
      testTimeout: 30_000,
      hookTimeout: 60_000,
      // Vitest leaves one of a 2-core machine's cores free by default, but most test time is spent
      // waiting on servers, browsers and databases in other processes: two files at a time
      // finish the run in far less time on CI's 2 cores.
      maxWorkers: 2,
      // A fresh process for every file (vitest's default) cost each API test file about 1.5 s of
      // loading effect and the server's modules again, over 170 files with the PostgreSQL pass.
      // A worker is kept for the files of one project instead. What a test file starts (servers,
      // databases, browsers) is its own and closed in its hooks; the modules they share hold no
      // state but memoised formatters, so a file sees nothing another left behind.
      isolate: false,
      projects: [
        {
          extends: true,
          test: {
            name: "sqlite",
            include: [
              "packages/*/test/**/*.test.{ts,tsx}",
              "packages/*/src/**/*.test.{ts,tsx}",
              "bench/**/*.test.ts"
            ],
            // The API suite decides its database from this alone: empty means SQLite.
            env: { GRILL_TEST_DATABASE_URL: "" }
          }
        },
        {
          extends: true,
          test: {
            name: "browser",
            include: ["e2e/**/*.test.ts"],
            // A browser test walks a whole journey (a dozen pages and an accessibility scan) on a
            // machine that also runs its server and a second test file: a step's own waits say
            // what it waited for, and this only bounds the journey.
            testTimeout: 90_000,
            env: { GRILL_TEST_DATABASE_URL: "" }
          }
        },
        ...(postgres === undefined
          ? []
          : [
              {
                extends: true,
                test: {
                  name: "postgres",
                  include: ["packages/http/test/**/*.http.test.ts", "packages/http/test/**/*.db.test.ts"],
                  // Migrates once the database every test database of this pass is copied from.
                  globalSetup: ["packages/http/test/support/postgres-template.ts"],
                  env: { GRILL_TEST_DATABASE_URL: postgres }
                }
              }
            ])
      ]
    }
  }
})
