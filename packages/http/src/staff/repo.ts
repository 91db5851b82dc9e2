import { SqlClient } from "@effect/sql"
import type { StaffRole } from "@grill/core"
import { Effect, Option } from "effect"
import { StaffAccount } from "./accounts-api.js"
import { StaffUser } from "./auth-api.js"

interface StaffRow {
  readonly id: number
  readonly username: string
  readonly password_hash: string
  readonly role: StaffRole
  readonly disabled: number | boolean
  readonly created_at: string
}

const toStaff = (row: StaffRow) => new StaffUser({ id: row.id, username: row.username, role: row.role })

const toAccount = (row: StaffRow) =>
  new StaffAccount({
    id: row.id,
    username: row.username,
    role: row.role,
    disabled: Boolean(row.disabled),
    createdAt: row.created_at
  })

export class StaffRepo extends Effect.Service<StaffRepo>()("Auth/StaffRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const count = sql<{ n: number }>`SELECT COUNT(*) AS n FROM staff_users`.pipe(
      Effect.map((rows) => Number(rows[0]?.n ?? 0)),
      Effect.orDie
    )

    const findRow = (username: string) =>
      sql<StaffRow>`SELECT * FROM staff_users WHERE username = ${username}`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0])),
        Effect.orDie
      )

    const findByUsername = (username: string) =>
      Effect.map(
        findRow(username),
        Option.map((row) => ({
          user: toStaff(row),
          passwordHash: row.password_hash,
          disabled: Boolean(row.disabled)
        }))
      )

    const findAccount = (username: string) => Effect.map(findRow(username), Option.map(toAccount))

    const passwordHashOf = (id: number) =>
      sql<{ password_hash: string }>`SELECT password_hash FROM staff_users WHERE id = ${id}`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0]?.password_hash)),
        Effect.orDie
      )

    const list = sql<StaffRow>`SELECT * FROM staff_users ORDER BY username`.pipe(
      Effect.map((rows) => rows.map(toAccount)),
      Effect.orDie
    )

    /** Inserts the account; none when the username is taken (the unique index decides, not a prior read). */
    const create = (input: { username: string; passwordHash: string; role: StaffRole; now: string }) =>
      sql<StaffRow>`INSERT INTO staff_users (username, password_hash, role, created_at)
        VALUES (${input.username}, ${input.passwordHash}, ${input.role}, ${input.now})
        ON CONFLICT (username) DO NOTHING RETURNING *`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0]).pipe(Option.map(toAccount))),
        Effect.orDie
      )

    const update = (id: number, change: { readonly role: StaffRole; readonly disabled: boolean }) =>
      sql<StaffRow>`UPDATE staff_users SET role = ${change.role}, disabled = ${change.disabled ? 1 : 0}
        WHERE id = ${id} RETURNING *`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0]).pipe(Option.map(toAccount))),
        Effect.orDie
      )

    const setPassword = (id: number, passwordHash: string) =>
      sql`UPDATE staff_users SET password_hash = ${passwordHash} WHERE id = ${id}`.pipe(
        Effect.asVoid,
        Effect.orDie
      )

    /** Admins who can still sign in: the last one can be neither demoted nor disabled. */
    const countActiveAdmins = sql<{ n: number }>`SELECT COUNT(*) AS n FROM staff_users
      WHERE role = 'admin' AND disabled = 0`.pipe(
      Effect.map((rows) => Number(rows[0]?.n ?? 0)),
      Effect.orDie
    )

    const createSession = (input: { tokenHash: string; staffId: number; now: string; expiresAt: string }) =>
      sql`INSERT INTO staff_sessions (token_hash, staff_id, created_at, expires_at)
        VALUES (${input.tokenHash}, ${input.staffId}, ${input.now}, ${input.expiresAt})`.pipe(
        Effect.asVoid,
        Effect.orDie
      )

    /** A live session of an account that is not disabled. */
    const findSession = (tokenHash: string, now: string) =>
      sql<StaffRow>`SELECT u.* FROM staff_sessions s JOIN staff_users u ON u.id = s.staff_id
        WHERE s.token_hash = ${tokenHash} AND s.expires_at > ${now} AND u.disabled = 0`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0]).pipe(Option.map(toStaff))),
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
}) {}
