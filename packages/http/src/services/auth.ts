import { createHash, randomBytes } from "node:crypto"
import { DateTime, Duration, Effect, Layer, Option, Redacted } from "effect"
import { StaffOnly } from "../api/auth.js"
import { Unauthorized } from "../api/errors.js"
import { ServerConfig } from "../config.js"
import { StaffRepo } from "../repos/staff-repo.js"
import { hashPassword, verifyPassword } from "./passwords.js"

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
    const staff = yield* StaffRepo
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

    return { login, logout, userForToken } as const
  }),
  dependencies: [StaffRepo.Default]
}) {}

/** The middleware behind every staff route: a valid session cookie or 401. */
export const StaffOnlyLive = Layer.effect(
  StaffOnly,
  Effect.map(Auth, (auth) => ({
    session: (token) =>
      auth.userForToken(Redacted.value(token)).pipe(
        Effect.flatMap(
          Option.match({
            onNone: () => Effect.fail(new Unauthorized({ message: "Please sign in to continue" })),
            onSome: Effect.succeed
          })
        )
      )
  }))
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
