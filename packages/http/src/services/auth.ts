import { createHash, randomBytes } from "node:crypto"
import { DateTime, Duration, Effect, Layer, Option, Redacted, Ref } from "effect"
import { StaffOnly } from "../api/auth.js"
import { TooManyRequests, Unauthorized } from "../api/errors.js"
import { ServerConfig } from "../config.js"
import { StaffRepo } from "../repos/staff-repo.js"
import { hashPassword, verifyPassword } from "./passwords.js"

export const SESSION_LIFETIME = Duration.hours(12)
const FAILURE_WINDOW = Duration.minutes(15)
const MAX_FAILURES = 5

/** Only a hash of the session token is stored: a leaked database holds no usable sessions. */
const hashToken = (token: string) => createHash("sha256").update(token).digest("hex")

const nowIso = DateTime.now.pipe(Effect.map(DateTime.formatIso))

export class Auth extends Effect.Service<Auth>()("Auth/Auth", {
  effect: Effect.gen(function* () {
    const staff = yield* StaffRepo
    const failures = yield* Ref.make(new Map<string, ReadonlyArray<number>>())

    const windowMs = Duration.toMillis(FAILURE_WINDOW)
    const recentFailures = (username: string, now: number) =>
      Ref.get(failures).pipe(
        Effect.map((map) => (map.get(username) ?? []).filter((at) => now - at < windowMs))
      )

    /** Records a failure and forgets names whose failures are all outside the window, so the map stays small. */
    const recordFailure = (username: string, now: number) =>
      Ref.update(failures, (map) => {
        const next = new Map<string, ReadonlyArray<number>>()
        for (const [name, times] of map) {
          const recent = times.filter((at) => now - at < windowMs)
          if (recent.length > 0) next.set(name, recent)
        }
        return next.set(username, [...(next.get(username) ?? []), now])
      })

    /** Checks a password; five wrong ones in 15 minutes lock the name for the rest of the window. */
    const login = (username: string, password: string) =>
      Effect.gen(function* () {
        const now = yield* DateTime.now
        const nowMs = DateTime.toEpochMillis(now)
        const recent = yield* recentFailures(username, nowMs)
        if (recent.length >= MAX_FAILURES) {
          return yield* new TooManyRequests({
            message: "Too many sign-in attempts. Please wait a few minutes and try again."
          })
        }
        const found = yield* staff.findByUsername(username)
        const valid = Option.isSome(found) && (yield* verifyPassword(password, found.value.passwordHash))
        if (!valid || Option.isNone(found)) {
          yield* recordFailure(username, nowMs)
          return yield* new Unauthorized({ message: "Incorrect username or password" })
        }
        yield* Ref.update(failures, (map) => {
          const next = new Map(map)
          next.delete(username)
          return next
        })
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
