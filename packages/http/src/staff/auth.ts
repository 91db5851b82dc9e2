import { createHash, randomBytes } from "node:crypto"
import * as HttpServerRequest from "@effect/platform/HttpServerRequest"
import { SqlClient } from "@effect/sql"
import { permissionDeniedMessage, roleMay, type StaffPermission } from "@grill/core"
import { DateTime, Duration, Effect, Layer, Option, Redacted } from "effect"
import { Forbidden, InvalidRequest, Unauthorized } from "../contract/errors.js"
import { noteRequestFact, STAFF_USER_ATTRIBUTE } from "../observability/request-facts.js"
import { ServerConfig } from "../platform/config.js"
import { AuditLog } from "./audit-log.js"
import { AdminOnly, MenuStaffOnly, StaffOnly, type StaffUser } from "./auth-api.js"
import { hashPassword, verifyPassword } from "./passwords.js"
import { StaffRepo } from "./repo.js"
import { SESSION_COOKIE } from "./session-cookie.js"

export const SESSION_LIFETIME = Duration.hours(12)

/** Only a hash of the session token is stored: a leaked database holds no usable sessions. */
const hashToken = (token: string) => createHash("sha256").update(token).digest("hex")

const nowIso = DateTime.now.pipe(Effect.map(DateTime.formatIso))

/**
 * Staff sign-in and sessions. Guessing is throttled before this is called (RateLimits, per
 * address and per name at that address); here an unknown name costs a full password check
 * too, so the time taken does not say which names exist.
 */
export class Auth extends Effect.Service<Auth>()("Auth/Auth", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const staff = yield* StaffRepo
    const audit = yield* AuditLog
    // Made on first use: a hash of a random password no one knows, checked for unknown names.
    const dummyHash = yield* Effect.cached(hashPassword(randomBytes(16).toString("base64url")))

    const login = (username: string, password: string) =>
      Effect.gen(function* () {
        const now = yield* DateTime.now
        const found = yield* staff.findByUsername(username)
        const valid = yield* verifyPassword(
          password,
          Option.isSome(found) ? found.value.passwordHash : yield* dummyHash
        )
        if (!valid || Option.isNone(found)) {
          return yield* new Unauthorized({ message: "Incorrect username or password" })
        }
        // Said only to someone who knows the password: it tells a stranger nothing.
        if (found.value.disabled) {
          return yield* new Unauthorized({ message: "This account is disabled. Please ask an admin." })
        }
        yield* staff.deleteExpiredSessions(DateTime.formatIso(now))
        const token = randomBytes(32).toString("base64url")
        yield* staff.createSession({
          tokenHash: hashToken(token),
          staffId: found.value.user.id,
          now: DateTime.formatIso(now),
          expiresAt: DateTime.formatIso(DateTime.addDuration(now, SESSION_LIFETIME))
        })
        return { user: found.value.user, token: Redacted.make(token) }
      })

    const logout = (token: string) => staff.deleteSession(hashToken(token))

    const userForToken = (token: string) =>
      Effect.flatMap(nowIso, (now) => staff.findSession(hashToken(token), now))

    /** The staff member whose session cookie came with the request, if any: for public routes that do more for staff. */
    const requestStaff = Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) => {
      const token = request.cookies[SESSION_COOKIE]
      return token === undefined || token === "" ? Effect.succeedNone : userForToken(token)
    })

    /**
     * Your own new password, given the current one; every other session of yours ends (a
     * password changed because it leaked must shut out whoever holds it). Hashing happens
     * before the transaction, so scrypt never holds the database's write lock.
     */
    const changePassword = (user: StaffUser, sessionToken: string, current: string, next: string) =>
      Effect.gen(function* () {
        const hash = yield* staff.passwordHashOf(user.id)
        if (Option.isNone(hash) || !(yield* verifyPassword(current, hash.value))) {
          return yield* new InvalidRequest({
            message: "Your current password is not correct",
            field: "currentPassword"
          })
        }
        const passwordHash = yield* hashPassword(next)
        yield* Effect.gen(function* () {
          yield* staff.setPassword(user.id, passwordHash)
          yield* staff.deleteSessionsOf(user.id, hashToken(sessionToken))
          yield* audit.record(user, { action: "staff.password", subject: `Account ${user.username}` })
        }).pipe(sql.withTransaction, Effect.catchTag("SqlError", Effect.die))
      })

    return { login, logout, userForToken, requestStaff, changePassword } as const
  }),
  dependencies: [StaffRepo.Default, AuditLog.Default]
}) {
  /** Over the database a test provides (TestDatabaseLive: SQLite, or PostgreSQL in that pass). */
  static readonly Test = Auth.Default
}

/** A valid session cookie of an account that is not disabled, or 401. */
const signedIn = (auth: Auth) => (token: Redacted.Redacted<string>) =>
  auth.userForToken(Redacted.value(token)).pipe(
    Effect.flatMap(
      Option.match({
        onNone: () => Effect.fail(new Unauthorized({ message: "Please sign in to continue" })),
        onSome: Effect.succeed
      })
    ),
    // The request's log line and span name who made it (observability/request-observation.ts).
    Effect.tap((user) => noteRequestFact(STAFF_USER_ATTRIBUTE, user.username))
  )

/** Signed in (or 401), and the role has the permission (or 403). */
const signedInWith = (auth: Auth, permission: StaffPermission) => (token: Redacted.Redacted<string>) =>
  Effect.filterOrFail(
    signedIn(auth)(token),
    (user) => roleMay(user.role, permission),
    () => new Forbidden({ message: permissionDeniedMessage(permission) })
  )

/**
 * The middlewares behind the staff routes, one per permission (core `roleMay`). Every role
 * has the kitchen's permission (`orders`), so StaffOnly only asks for a session.
 */
export const StaffMiddlewareLive = Layer.mergeAll(
  Layer.effect(
    StaffOnly,
    Effect.map(Auth, (auth) => ({ session: signedIn(auth) }))
  ),
  Layer.effect(
    MenuStaffOnly,
    Effect.map(Auth, (auth) => ({ session: signedInWith(auth, "menu") }))
  ),
  Layer.effect(
    AdminOnly,
    Effect.map(Auth, (auth) => ({ session: signedInWith(auth, "settings") }))
  )
)

/**
 * First start with no staff account: create `admin`, with GRILL_ADMIN_PASSWORD or a random
 * password printed once. Nothing secret lives in the repository.
 */
export const ensureAdminAccount = Effect.gen(function* () {
  const staff = yield* StaffRepo
  if ((yield* staff.count) > 0) return
  const config = yield* ServerConfig
  const password = Option.match(config.adminPassword, {
    onNone: () => randomBytes(12).toString("base64url"),
    onSome: Redacted.value
  })
  yield* staff.create({
    username: "admin",
    passwordHash: yield* hashPassword(password),
    role: "admin",
    now: yield* nowIso
  })
  if (Option.isNone(config.adminPassword)) {
    yield* Effect.logWarning(
      `Created staff account "admin" with password: ${password}  (shown once; set GRILL_ADMIN_PASSWORD to choose it)`
    )
  } else {
    yield* Effect.logInfo('Created staff account "admin" with the password from GRILL_ADMIN_PASSWORD')
  }
})
