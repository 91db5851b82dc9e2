import { SqlClient } from "@effect/sql"
import type { StaffRole } from "@grill/core"
import { DateTime, Effect, Option } from "effect"
import { Conflict, InvalidRequest, NotFound } from "../contract/errors.js"
import { lockKeys } from "../db/key-locks.js"
import { OutletRepo } from "../outlets/repo.js"
import type { StaffAccount } from "./accounts-api.js"
import { AuditLog } from "./audit-log.js"
import type { StaffUser } from "./auth-api.js"
import { hashPassword } from "./passwords.js"
import { StaffRepo } from "./repo.js"

const accountNotFound = new NotFound({ message: "Staff account not found" })

const lastAdmin = new Conflict({
  message: "This is the last admin who can sign in: make another admin first"
})

const describeAccount = (account: Pick<StaffAccount, "role" | "disabled" | "outlets">) =>
  `${account.role}${account.outlets === null ? "" : ` at ${account.outlets.join(", ")}`}${account.disabled ? ", disabled" : ""}`

const sameOutlets = (a: ReadonlyArray<string> | null, b: ReadonlyArray<string> | null) =>
  a === null || b === null ? a === b : a.join(",") === b.join(",")

/**
 * Admins manage the staff: accounts with roles, disabled rather than deleted (the audit log
 * keeps naming them), passwords reset. Each change and its audit record commit together, and
 * a disabled account or a reset password ends that person's sessions at once.
 */
export class StaffAccounts extends Effect.Service<StaffAccounts>()("Auth/StaffAccounts", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const staff = yield* StaffRepo
    const audit = yield* AuditLog
    const outletRepo = yield* OutletRepo

    /** The outlets an account is limited to, each named once and each an outlet of the club (retired ones too: their orders stay). */
    const checkedOutlets = (outlets: ReadonlyArray<string> | null) =>
      Effect.gen(function* () {
        if (outlets === null) return null
        const known = new Set((yield* outletRepo.all).map((outlet) => outlet.slug))
        const unknown = outlets.find((slug) => !known.has(slug))
        if (unknown !== undefined)
          return yield* new InvalidRequest({ message: `There is no outlet "${unknown}"`, field: "outlets" })
        if (new Set(outlets).size !== outlets.length)
          return yield* new InvalidRequest({ message: "Name each outlet once", field: "outlets" })
        return outlets
      })

    const create = (
      by: StaffUser,
      input: {
        username: string
        password: string
        role: StaffRole
        outlets?: ReadonlyArray<string> | null | undefined
      }
    ) =>
      Effect.gen(function* () {
        const outlets = yield* checkedOutlets(input.outlets ?? null)
        const passwordHash = yield* hashPassword(input.password)
        const now = DateTime.formatIso(yield* DateTime.now)
        const created = yield* staff.create({
          username: input.username,
          passwordHash,
          role: input.role,
          outlets,
          now
        })
        if (Option.isNone(created)) {
          return yield* new Conflict({ message: `The username "${input.username}" is already taken` })
        }
        yield* audit.record(by, {
          action: "staff.created",
          subject: `Account ${input.username}`,
          to: describeAccount(created.value)
        })
        return created.value
      }).pipe(sql.withTransaction, Effect.catchTag("SqlError", Effect.die))

    const update = (
      by: StaffUser,
      username: string,
      change: {
        readonly role?: StaffRole | undefined
        readonly disabled?: boolean | undefined
        readonly password?: string | undefined
        readonly outlets?: ReadonlyArray<string> | null | undefined
      }
    ) =>
      Effect.gen(function* () {
        const outlets = change.outlets === undefined ? undefined : yield* checkedOutlets(change.outlets)
        // Hashed before the transaction: scrypt's deliberate slowness must not hold the database's write lock.
        const passwordHash = change.password === undefined ? undefined : yield* hashPassword(change.password)
        return yield* Effect.gen(function* () {
          // Two admins demoting each other at once must not both pass the last-admin check.
          yield* lockKeys(sql, ["staff-admins"])
          const found = yield* staff.findAccount(username)
          if (Option.isNone(found)) return yield* accountNotFound
          const before = found.value
          const after = {
            role: change.role ?? before.role,
            disabled: change.disabled ?? before.disabled,
            outlets: outlets === undefined ? before.outlets : outlets
          }
          const stopsBeingAdmin =
            before.role === "admin" && !before.disabled && (after.role !== "admin" || after.disabled)
          if (stopsBeingAdmin && (yield* staff.countActiveAdmins) <= 1) return yield* lastAdmin
          const updated = yield* staff.update(before.id, after)
          if (Option.isNone(updated)) return yield* accountNotFound
          if (passwordHash !== undefined) yield* staff.setPassword(before.id, passwordHash)
          if (after.disabled || passwordHash !== undefined) yield* staff.deleteSessionsOf(before.id)
          // Each request reads the account's outlets with its session: a new scope holds at once.
          const rescoped = !sameOutlets(after.outlets, before.outlets)
          const subject = `Account ${before.username}`
          if (after.role !== before.role || after.disabled !== before.disabled || rescoped) {
            yield* audit.record(by, {
              action: "staff.updated",
              subject,
              from: describeAccount(before),
              to: describeAccount(after)
            })
          }
          if (passwordHash !== undefined) yield* audit.record(by, { action: "staff.password", subject })
          return updated.value
        }).pipe(sql.withTransaction)
      }).pipe(Effect.catchTag("SqlError", Effect.die))

    return { create, update, list: staff.list } as const
  }),
  dependencies: [StaffRepo.Default, AuditLog.Default, OutletRepo.Default]
}) {
  /** Over the database a test provides (TestDatabaseLive: SQLite, or PostgreSQL in that pass). */
  static readonly Test = StaffAccounts.Default
}
