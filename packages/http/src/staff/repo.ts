import { SqlClient } from "@effect/sql"
import type { StaffRole } from "@grill/core"
import { Effect, Option, Schema } from "effect"
import { decodedFirstRow, SqlFlag, SqlNumber, storedAs, table } from "../db/table.js"
import { StaffAccount } from "./accounts-api.js"
import { StaffUser } from "./auth-api.js"

/** Staff accounts: the API's StaffAccount, each field under its column's name, and the password's hash. */
const StaffUsers = table(
  "staff_users",
  {
    ...StaffAccount.fields,
    disabled: SqlFlag,
    createdAt: storedAs("created_at", StaffAccount.fields.createdAt),
    /** The outlets' slugs as JSON (migration 0580); null: every outlet. */
    outlets: Schema.NullOr(Schema.parseJson(Schema.Array(Schema.String))),
    passwordHash: storedAs("password_hash", Schema.String)
  },
  ["id", "disabled"]
)
type StaffRow = typeof StaffUsers.row.Type

const StaffSessions = table("staff_sessions", {
  token_hash: Schema.String,
  staff_id: Schema.Number,
  created_at: Schema.String,
  expires_at: Schema.String
})

const Counted = decodedFirstRow(Schema.Struct({ n: SqlNumber }), StaffUsers.name)
const PasswordHash = Schema.Struct({ password_hash: Schema.String })

const toStaff = (row: StaffRow) =>
  new StaffUser({ id: row.id, username: row.username, role: row.role, outlets: row.outlets })

/** The API's account of a decoded row (its fields were decoded by StaffAccount's own schemas). */
const toAccount = ({ passwordHash: _passwordHash, ...account }: StaffRow) => new StaffAccount(account, true)

export class StaffRepo extends Effect.Service<StaffRepo>()("Auth/StaffRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const accounts = StaffUsers.selectList(sql)
    const countOf = Effect.map(Option.match({ onNone: () => 0, onSome: (row: { n: number }) => row.n }))
    const account = Effect.map(Option.map(toAccount))

    const count = sql`SELECT COUNT(*) AS n FROM staff_users`.pipe(Counted, countOf, Effect.orDie)

    const findRow = (username: string) =>
      sql`SELECT ${accounts} FROM staff_users WHERE username = ${username}`.pipe(
        StaffUsers.firstRow,
        Effect.orDie
      )

    const findByUsername = (username: string) =>
      Effect.map(
        findRow(username),
        Option.map((row) => ({
          user: toStaff(row),
          passwordHash: row.passwordHash,
          disabled: row.disabled
        }))
      )

    const findAccount = (username: string) => Effect.map(findRow(username), Option.map(toAccount))

    const passwordHashOf = (id: number) =>
      sql`SELECT password_hash FROM staff_users WHERE id = ${id}`.pipe(
        decodedFirstRow(PasswordHash, StaffUsers.name),
        Effect.map(Option.map((row) => row.password_hash)),
        Effect.orDie
      )

    const list = sql`SELECT ${accounts} FROM staff_users ORDER BY username`.pipe(
      StaffUsers.rows,
      Effect.map((rows) => rows.map(toAccount)),
      Effect.orDie
    )

    /** Inserts the account; none when the username is taken (the unique index decides, not a prior read). */
    const create = (input: {
      username: string
      passwordHash: string
      role: StaffRole
      /** Absent or null: every outlet. */
      outlets?: ReadonlyArray<string> | null
      now: string
    }) =>
      sql`INSERT INTO staff_users ${sql.insert(
        StaffUsers.insertRow({
          username: input.username,
          passwordHash: input.passwordHash,
          role: input.role,
          outlets: input.outlets ?? null,
          createdAt: input.now
        })
      )} ON CONFLICT (username) DO NOTHING RETURNING ${accounts}`.pipe(
        StaffUsers.firstRow,
        account,
        Effect.orDie
      )

    const update = (
      id: number,
      change: {
        readonly role: StaffRole
        readonly disabled: boolean
        readonly outlets: ReadonlyArray<string> | null
      }
    ) =>
      sql`UPDATE staff_users SET role = ${change.role}, disabled = ${change.disabled ? 1 : 0},
        outlets = ${change.outlets === null ? null : JSON.stringify(change.outlets)}
        WHERE id = ${id} RETURNING ${accounts}`.pipe(StaffUsers.firstRow, account, Effect.orDie)

    const setPassword = (id: number, passwordHash: string) =>
      sql`UPDATE staff_users SET password_hash = ${passwordHash} WHERE id = ${id}`.pipe(
        Effect.asVoid,
        Effect.orDie
      )

    /** Admins who can still sign in: the last one can be neither demoted nor disabled. */
    const countActiveAdmins = sql`SELECT COUNT(*) AS n FROM staff_users
      WHERE role = 'admin' AND disabled = 0`.pipe(Counted, countOf, Effect.orDie)

    const createSession = (input: { tokenHash: string; staffId: number; now: string; expiresAt: string }) =>
      sql`INSERT INTO staff_sessions ${sql.insert(
        StaffSessions.insertRow({
          token_hash: input.tokenHash,
          staff_id: input.staffId,
          created_at: input.now,
          expires_at: input.expiresAt
        })
      )}`.pipe(Effect.asVoid, Effect.orDie)

    /** A live session of an account that is not disabled. */
    const findSession = (tokenHash: string, now: string) =>
      sql`SELECT ${StaffUsers.selectList(sql, "u")} FROM staff_sessions s JOIN staff_users u ON u.id = s.staff_id
        WHERE s.token_hash = ${tokenHash} AND s.expires_at > ${now} AND u.disabled = 0`.pipe(
        StaffUsers.firstRow,
        Effect.map(Option.map(toStaff)),
        Effect.orDie
      )

    const deleteExpiredSessions = (now: string) =>
      sql`DELETE FROM staff_sessions WHERE expires_at <= ${now}`.pipe(Effect.asVoid, Effect.orDie)

    const deleteSession = (tokenHash: string) =>
      sql`DELETE FROM staff_sessions WHERE token_hash = ${tokenHash}`.pipe(Effect.asVoid, Effect.orDie)

    /** Signs the account out everywhere (but the session named, when one is kept). */
    const deleteSessionsOf = (staffId: number, keepTokenHash?: string) =>
      sql`DELETE FROM staff_sessions WHERE staff_id = ${staffId}
        ${keepTokenHash === undefined ? sql`` : sql`AND token_hash <> ${keepTokenHash}`}`.pipe(
        Effect.asVoid,
        Effect.orDie
      )

    return {
      count,
      findByUsername,
      findAccount,
      passwordHashOf,
      list,
      create,
      update,
      setPassword,
      countActiveAdmins,
      createSession,
      findSession,
      deleteSession,
      deleteExpiredSessions,
      deleteSessionsOf
    } as const
  })
}) {
  /** Over the database a test provides (TestDatabaseLive: SQLite, or PostgreSQL in that pass). */
  static readonly Test = StaffRepo.Default
}
