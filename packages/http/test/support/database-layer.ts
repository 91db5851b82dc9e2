import { Effect, Layer, Option, Redacted } from "effect"
import { BackupBeforeUpgradeLive } from "../../src/backups/upgrade.js"
import { DatabaseLive } from "../../src/features.js"
import { ServerConfig, type ServerConfigShape } from "../../src/platform/config.js"
import { createTestDatabase, dropTestDatabase, type TestDatabase } from "./test-database.js"

/** A SQLite database in memory, for a test that needs no other connection to it. */
export const MEMORY_DATABASE: TestDatabase = { dialect: "sqlite", file: ":memory:" }

/** The server's settings for a database-only test: nothing served, no demo venue, unless `more` says otherwise. */
export const configFor = (database: TestDatabase, more: Partial<ServerConfigShape> = {}) =>
  Layer.succeed(ServerConfig, {
    port: 0,
    host: "127.0.0.1",
    databaseFile: database.dialect === "sqlite" ? database.file : ":memory:",
    databaseUrl: database.dialect === "pg" ? Option.some(Redacted.make(database.url)) : Option.none(),
    webDist: "",
    adminPassword: Option.none(),
    venueConfigFile: Option.none(),
    secureCookies: false,
    seedDemoData: false,
    ...more
  })

/** The server's database layer as server.ts assembles it: migrated after the before-upgrade backup. */
export const ServerDatabaseLive = DatabaseLive.pipe(Layer.provideMerge(BackupBeforeUpgradeLive))

/**
 * A fresh database of the suite's dialect (SQLite, or PostgreSQL when GRILL_TEST_DATABASE_URL is
 * set), migrated by the server's own DatabaseLive and thrown away when the layer is released:
 * services and repositories are tested against it without HTTP. The settings it was made with
 * (ServerConfig) come with it, for the layers that read them (the venue, the course).
 */
export const TestDatabaseLive = Layer.unwrapScoped(
  Effect.acquireRelease(
    Effect.promise(() => createTestDatabase()),
    (database) => Effect.promise(() => dropTestDatabase(database))
  ).pipe(Effect.map((database) => ServerDatabaseLive.pipe(Layer.provideMerge(configFor(database)))))
)
