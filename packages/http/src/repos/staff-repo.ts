import { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"
import { StaffUser } from "../api/auth.js"

interface StaffRow {
  readonly id: number
  readonly username: string
  readonly password_hash: string
  readonly role: "admin" | "staff"
}

const toStaff = (row: StaffRow) => new StaffUser({ id: row.id, username: row.username, role: row.role })

export class StaffRepo extends Effect.Service<StaffRepo>()("Auth/StaffRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const count = sql<{ n: number }>`SELECT COUNT(*) AS n FROM staff_users`.pipe(
      Effect.map((rows) => Number(rows[0]?.n ?? 0)),
      Effect.orDie
    )

    const findByUsername = (username: string) =>
      sql<StaffRow>`SELECT * FROM staff_users WHERE username = ${username}`.pipe(
        Effect.map((rows) =>
          Option.fromNullable(rows[0]).pipe(
            Option.map((row) => ({ user: toStaff(row), passwordHash: row.password_hash }))
          )
        ),
        Effect.orDie
      )

    const create = (input: {
      username: string
      passwordHash: string
      role: "admin" | "staff"
      now: string
    }) =>
      sql`INSERT INTO staff_users (username, password_hash, role, created_at)
        VALUES (${input.username}, ${input.passwordHash}, ${input.role}, ${input.now})`.pipe(
        Effect.asVoid,
        Effect.orDie
      )

    const createSession = (input: { tokenHash: string; staffId: number; now: string; expiresAt: string }) =>
      sql`INSERT INTO staff_sessions (token_hash, staff_id, created_at, expires_at)
        VALUES (${input.tokenHash}, ${input.staffId}, ${input.now}, ${input.expiresAt})`.pipe(
        Effect.asVoid,
        Effect.orDie
      )

    const findSession = (tokenHash: string, now: string) =>
      sql<StaffRow>`SELECT u.* FROM staff_sessions s JOIN staff_users u ON u.id = s.staff_id
        WHERE s.token_hash = ${tokenHash} AND s.expires_at > ${now}`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0]).pipe(Option.map(toStaff))),
        Effect.orDie
      )

    const deleteExpiredSessions = (now: string) =>
      sql`DELETE FROM staff_sessions WHERE expires_at <= ${now}`.pipe(Effect.asVoid, Effect.orDie)

    const deleteSession = (tokenHash: string) =>
      sql`DELETE FROM staff_sessions WHERE token_hash = ${tokenHash}`.pipe(Effect.asVoid, Effect.orDie)

    return {
      count,
      findByUsername,
      create,
      createSession,
      findSession,
      deleteSession,
      deleteExpiredSessions
    } as const
  })
}) {}
