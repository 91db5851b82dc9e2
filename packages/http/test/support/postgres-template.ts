import { randomBytes } from "node:crypto"
import { Effect, Layer, Option, Redacted } from "effect"
import pg from "pg"
import type { TestProject } from "vitest/node"
import { BackupBeforeUpgradeLive } from "../../src/backups/upgrade.js"
import { DatabaseLive } from "../../src/features.js"
import { ServerConfig } from "../../src/platform/config.js"

/**
 * The PostgreSQL pass's set-up, once per run: a database migrated by the server's own migrator,
 * which every test database is then copied from (CREATE DATABASE … TEMPLATE, test-database.ts).
 * Its name is the run's own, so runs from two checkouts on one server never share one; it is
 * dropped at the end. (It runs in vitest's main process, where the test API cannot be imported:
 * hence its own settings rather than database-layer.ts's.)
 */
export default async function setup(project: TestProject) {
  const serverUrl = project.config.env.GRILL_TEST_DATABASE_URL
  if (!serverUrl) return
  const name = `grill_test_template_${randomBytes(6).toString("hex")}`
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl })
    await client.connect()
    try {
      await client.query(statement)
    } finally {
      await client.end()
    }
  }
  await admin(`CREATE DATABASE ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const config = Layer.succeed(ServerConfig, {
    port: 0,
    host: "127.0.0.1",
    databaseFile: ":memory:",
    databaseUrl: Option.some(Redacted.make(url.toString())),
    webDist: "",
    adminPassword: Option.none(),
    venueConfigFile: Option.none(),
    secureCookies: false,
    seedDemoData: false
  })
  // Built and released at once: the pool closes, as a template must have no connections when copied.
  await Effect.runPromise(
    Effect.scoped(
      Layer.build(DatabaseLive.pipe(Layer.provide(BackupBeforeUpgradeLive), Layer.provide(config)))
    )
  )
  project.provide("postgresTemplate", name)
  return () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
}
