import { Migrator, SqlClient } from "@effect/sql"
import { SqlError } from "@effect/sql/SqlError"
import { Context, Duration, Effect, Layer, Option, Redacted } from "effect"
import { ServerConfig } from "../platform/config.js"
import "./sqlite-driver.js"
import { lockKeys } from "./key-locks.js"
import { prepareDatabaseFile, sayTightened, tightenDatabaseFiles } from "./private-files.js"

const MIGRATIONS_TABLE = "effect_sql_migrations"

/** Migrations by id ("0012_event_ids"), as the migrator loads them. */
export type MigrationRecord = Record<string, Effect.Effect<void, unknown, SqlClient.SqlClient>>

/**
 * The migrations of every feature and the base schema as one record, for the migrator (which
 * runs them in id order, whoever listed them). Two that claim one number are a defect at start-up:
 * the migrator records only the number, so one of them would never run on an existing database.
 */
export const mergeMigrations = (records: ReadonlyArray<MigrationRecord>): MigrationRecord => {
  const merged: Record<string, MigrationRecord[string]> = {}
  const numbers = new Map<number, string>()
  for (const record of records) {
    for (const [id, migration] of Object.entries(record)) {
      const number = Number.parseInt(id, 10)
      const taken = numbers.get(number)
      if (taken !== undefined) throw new Error(`Migrations ${taken} and ${id} share the number ${number}`)
      numbers.set(number, id)
      merged[id] = migration
    }
  }
  return merged
}

/**
 * What runs just before the migrations, given them and the migrator's table: the assembly
 * provides the backup a SQLite database takes before an upgrade (backups/upgrade.ts), so the
 * database layer needs nothing of backups. A failure stops the upgrade before anything changes.
 */
export class BeforeMigrations extends Context.Tag("Db/BeforeMigrations")<
  BeforeMigrations,
  (record: MigrationRecord, table: string) => Effect.Effect<void, never, SqlClient.SqlClient>
>() {}

/**
 * One migrator for both dialects. On PostgreSQL it runs in a transaction holding an exclusive
 * lock on its own table, so two nodes starting together migrate once: the second waits, then
 * finds nothing left to do.
 */
const migrate = (record: MigrationRecord) =>
  Migrator.make({})({ loader: Migrator.fromRecord(record), table: MIGRATIONS_TABLE })

/**
 * The migrator creates its own table before it takes that lock, with a check-then-create that
 * two nodes starting on an empty PostgreSQL database both pass (the second then fails on a
 * duplicate type). So on PostgreSQL the table is created first, under an advisory lock, with the
 * migrator's own definition; the migrator then finds it and goes straight to its locked run.
 */
const createMigrationsTable = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql.onDialectOrElse({
    pg: () =>
      sql.withTransaction(
        Effect.zipRight(
          lockKeys(sql, ["migrations"]),
          sql`CREATE TABLE IF NOT EXISTS ${sql(MIGRATIONS_TABLE)} (
            migration_id integer primary key,
            created_at timestamp with time zone not null default now(),
            name text not null
          )`
        )
      ),
    orElse: () => Effect.void
  })
})

const describe = (error: unknown): string =>
  error instanceof Migrator.MigrationError
    ? `${error.message}${error.cause === undefined ? "" : ` (${describe(error.cause)})`}`
    : error instanceof Error
      ? `${error.message}${error.cause === undefined ? "" : ` (${describe(error.cause)})`}`
      : typeof error === "object" && error !== null && "message" in error
        ? String(error.message)
        : String(error)

/**
 * A migration that fails stops start-up with what failed and the database as it was: the
 * migrator runs every pending migration in one transaction, which the failure rolls back.
 */
const explainMigrationFailure = <A, E, R>(migrating: Effect.Effect<A, E, R>) =>
  migrating.pipe(
    Effect.catchAllDefect((defect) =>
      Effect.die(
        defect instanceof Migrator.MigrationError && defect.reason === "failed"
          ? new Error(
              `The database upgrade failed and was rolled back, leaving the database as it was: ${describe(defect)}`
            )
          : defect
      )
    )
  )

/**
 * Brings the database to `record`'s schema in one transaction (the migrator's), after what the
 * assembly runs first (BeforeMigrations: the backup of a SQLite database that has migrations to
 * run); a failure rolls every step back and stops start-up saying which migration failed.
 */
export const migrateWith = (record: MigrationRecord) =>
  Effect.all([
    createMigrationsTable,
    Effect.flatMap(BeforeMigrations, (beforeMigrations) => beforeMigrations(record, MIGRATIONS_TABLE)),
    migrate(record)
  ]).pipe(explainMigrationFailure)

/**
 * SQLite in WAL mode with foreign keys on: one grill, one process, nothing to install.
 * synchronous=NORMAL is SQLite's recommended setting for WAL: a commit survives a crash of the
 * server process, and the database is never corrupted; only a power loss or OS crash can lose the
 * last commits before the next checkpoint. FULL (the default) made every order wait for an fsync.
 * The page cache is SQLite's default size, not the larger one better-sqlite3 is built with: the
 * pages beyond it are in the OS's file cache anyway, and the staff lists at a million orders timed
 * the same with either; the larger one only grew the server's memory with the database.
 */
/**
 * Before SQLite opens the file: the database, its folder, its -wal and -shm owner-only
 * (db/private-files.ts), tightening what an older version left readable and saying so (the
 * backups' folder is tightened by the backups' own hook, backups/upgrade.ts).
 */
const privateDatabaseFiles = (databaseFile: string) =>
  Effect.suspend(() => {
    if (databaseFile === ":memory:") return Effect.void
    const tightened = tightenDatabaseFiles(databaseFile)
    prepareDatabaseFile(databaseFile)
    return sayTightened(tightened)
  })

const sqlite = (databaseFile: string) => {
  const prepare = Layer.effectDiscard(
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      yield* sql`PRAGMA foreign_keys = ON`
      yield* sql`PRAGMA busy_timeout = 5000`
      yield* sql`PRAGMA synchronous = NORMAL`
      yield* sql`PRAGMA cache_size = -2000`
    })
  )
  // Imported here, after sqlite-driver.js chose the better-sqlite3 this Node.js runs.
  return Layer.unwrapEffect(
    Effect.map(
      Effect.zipRight(
        privateDatabaseFiles(databaseFile),
        Effect.promise(() => import("@effect/sql-sqlite-node/SqliteClient"))
      ),
      (SqliteClient) =>
        Layer.merge(
          Layer.provideMerge(prepare, SqliteClient.layer({ filename: databaseFile })),
          Layer.succeed(DatabasePool, { use: () => undefined })
        )
    )
  )
}

/** The pool's connections at one moment: open, idle among them, and queries waiting for one. */
export interface PoolUse {
  readonly open: number
  readonly idle: number
  readonly waiting: number
}

/**
 * How the database's connection pool is used now, for the metrics (observability/prometheus.ts);
 * `undefined` on SQLite, which has one connection and no pool.
 */
export class DatabasePool extends Context.Tag("Db/DatabasePool")<
  DatabasePool,
  { readonly use: () => PoolUse | undefined }
>() {}

/** How long start-up waits for PostgreSQL to answer its first query, as @effect/sql-pg's own client did. */
const CONNECT_TIMEOUT = Duration.seconds(5)

/**
 * PostgreSQL for many venues or many nodes: a pool shared by every request of this process. Its
 * client and driver are imported only here, so a server on SQLite never loads them (their heap:
 * PERFORMANCE.md, "Lazy imports"). The pool is made here rather than by the client so that its
 * use can be read (DatabasePool): @effect/sql-pg keeps the pool it makes to itself.
 */
const postgres = (url: Redacted.Redacted) =>
  Layer.unwrapScoped(
    Effect.gen(function* () {
      const [PgClient, { default: pg }] = yield* Effect.promise(() =>
        Promise.all([import("@effect/sql-pg/PgClient"), import("pg")])
      )
      const pool = yield* Effect.acquireRelease(
        Effect.sync(() => {
          const made = new pg.Pool({
            connectionString: Redacted.value(url),
            application_name: "clubhouse-grill"
          })
          // A connection that fails while idle is dropped by the pool; the next query makes another.
          made.on("error", () => {})
          return made
        }),
        (made) => Effect.promise(() => made.end()).pipe(Effect.timeoutOption(Duration.seconds(1)))
      )
      yield* Effect.tryPromise({
        try: () => pool.query("SELECT 1"),
        catch: (cause) => new SqlError({ cause, message: "PgClient: Failed to connect" })
      }).pipe(
        Effect.timeoutFail({
          duration: CONNECT_TIMEOUT,
          onTimeout: () =>
            new SqlError({
              cause: new Error("Connection timed out"),
              message: "PgClient: Connection timed out"
            })
        })
      )
      return Layer.merge(
        PgClient.layerFromPool({ acquire: Effect.succeed(pool), applicationName: "clubhouse-grill" }),
        Layer.succeed(DatabasePool, {
          use: () => ({ open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount })
        })
      )
    })
  )

/** The client of the database the server was configured with, before any migration. */
export const DatabaseClientLive = Layer.unwrapEffect(
  Effect.map(ServerConfig, ({ databaseFile, databaseUrl }) =>
    Option.match(databaseUrl, { onNone: () => sqlite(databaseFile), onSome: postgres })
  )
)

/**
 * The database the server was configured with (GRILL_DATABASE_URL for PostgreSQL, else the
 * SQLite file GRILL_DB), brought to `record`'s schema before anything else touches it: the
 * assembly passes every feature's migrations (packages/http/src/features.ts). Repositories see
 * only `SqlClient` and write portable SQL, dialect-specific only through `sql.onDialectOrElse`.
 */
export const databaseLive = (record: MigrationRecord) =>
  Layer.provideMerge(Layer.effectDiscard(migrateWith(record)), DatabaseClientLive)
