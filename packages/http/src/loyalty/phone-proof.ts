import { randomInt, timingSafeEqual } from "node:crypto"
import * as HttpApp from "@effect/platform/HttpApp"
import * as HttpServerRequest from "@effect/platform/HttpServerRequest"
import * as HttpServerResponse from "@effect/platform/HttpServerResponse"
import { SqlClient } from "@effect/sql"
import {
  type PhoneStanding,
  type ProofKind,
  type ProofUse,
  proofAllows,
  recordProofEarned
} from "@grill/core"
import { Clock, DateTime, Duration, Effect, Layer, Option, Schema } from "effect"
import { decodedRows, SqlFlag, table } from "../db/table.js"
import { MemberRepo } from "../members/member-repo.js"
import { SmsSender } from "../notifications/sms-sender.js"
import { ServerConfig } from "../platform/config.js"
import { ServerSecrets } from "../platform/server-secrets.js"
import { type PhoneClaim, phoneCredential, phoneProofDaysConfig } from "./phone-credential.js"
import { phoneSecretConfig } from "./phone-secret.js"

/** The customer device credential: which phones this browser has proved it holds. */
export const PHONE_COOKIE = "grill_phone"
/** A browser may hold a few phones (a family's), newest kept. */
const MAX_PHONES = 5
export const CODE_LIFETIME = Duration.minutes(10)
export const CODE_TRIES = 5

export type CodeRefusal = "expired" | "wrong" | "tooManyTries"

/** A phone's pending code, as its HMAC, and the tries it had. */
const PhoneCodes = table("phone_codes", {
  phone: Schema.String,
  code_hash: Schema.String,
  expires_at: Schema.String,
  attempts: Schema.Number
})

/** Each phone's proof version: moved on to end every proof given before ("sign out every device"). */
const PhoneProofVersions = table("phone_proof_versions", {
  phone: Schema.String,
  version: Schema.Number,
  confirmed: SqlFlag
})

const versionRows = decodedRows(
  PhoneProofVersions.row.pick("phone", "version", "confirmed"),
  PhoneProofVersions.name
)
const countedCodes = decodedRows(PhoneCodes.row.pick("code_hash", "expires_at"), PhoneCodes.name)

/**
 * Proof of a phone, by possession only: a signed cookie naming the phones this browser proved,
 * each with how (a texted code, or creating the first record of a phone nobody had: core
 * `phone-proof-rules.ts` says what each allows), when, and the phone's proof version then. It
 * lasts GRILL_PHONE_PROOF_DAYS, and "sign out every device" moves the version on. The one-time
 * codes: 6 digits, 10 minutes, 5 tries, stored as an HMAC. The signing secret is the operator's
 * (GRILL_SECRET_FILE, GRILL_PHONE_SECRET) or else one made in the database on first start.
 */
export class PhoneProof extends Effect.Service<PhoneProof>()("Http/PhoneProof", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const sms = yield* SmsSender
    const { secureCookies } = yield* ServerConfig
    const lifetimeDays = yield* phoneProofDaysConfig
    const lifetimeSeconds = lifetimeDays * 24 * 3600
    const directory = yield* MemberRepo
    const secrets = yield* ServerSecrets

    // The operator's, or else generated on first start: every node reads the same row.
    const databaseSecret = secrets.kept("phone_credential")
    // With the operator's secret the database's own is deleted: backups from now on hold none, and
    // unsetting the variable later makes a new one instead of reviving a secret old backups hold.
    const operatorSecret = (secret: Buffer) => Effect.as(secrets.forget("phone_credential"), secret)
    const secret = yield* Option.match(yield* phoneSecretConfig, {
      onNone: () => databaseSecret,
      onSome: operatorSecret
    })
    if (secret.length < 32) return yield* Effect.dieMessage("The phone credential secret is missing")
    const credential = phoneCredential(secret)
    const mac = credential.mac

    const nowSeconds = Effect.map(Clock.currentTimeMillis, (ms) => Math.floor(ms / 1000))

    const versionsOf = (phones: ReadonlyArray<string>) =>
      phones.length === 0
        ? Effect.succeed(new Map<string, number>())
        : sql`SELECT phone, version, confirmed FROM phone_proof_versions WHERE ${sql.in("phone", phones)}`.pipe(
            versionRows,
            Effect.map((found) => new Map(found.map((row) => [row.phone, row.version]))),
            Effect.orDie
          )

    /** Whether anyone has confirmed a code for the phone, and whether it is a club member's. */
    const standingOf = (phone: string) =>
      Effect.all({
        confirmed:
          sql`SELECT phone, version, confirmed FROM phone_proof_versions WHERE phone = ${phone}`.pipe(
            versionRows,
            Effect.map((found) => found[0]?.confirmed ?? false)
          ),
        inDirectory: directory.hasPhone(phone)
      }).pipe(Effect.orDie) satisfies Effect.Effect<PhoneStanding>

    /** A request's claims that still count: genuine, not expired, at the phone's version now. */
    const liveClaimsOf = (request: HttpServerRequest.HttpServerRequest) =>
      Effect.gen(function* () {
        const claims = credential.read(request.cookies[PHONE_COOKIE], yield* nowSeconds, lifetimeSeconds)
        if (claims.length === 0) return claims
        const versions = yield* versionsOf(claims.map((claim) => claim.phone))
        return claims.filter((claim) => claim.version === (versions.get(claim.phone) ?? 0))
      })
    const liveClaims = Effect.flatMap(HttpServerRequest.HttpServerRequest, liveClaimsOf)

    /**
     * Whether this request's browser proves the phone for the use: a live code proof always; a
     * live record proof as core's rule allows for the phone now (no member's, never confirmed).
     */
    const proves = (phone: string, use: ProofUse) =>
      Effect.gen(function* () {
        const kinds = (yield* liveClaims).filter((claim) => claim.phone === phone).map((claim) => claim.kind)
        if (kinds.includes("code")) return true
        if (!kinds.includes("record")) return false
        return proofAllows("record", yield* standingOf(phone), use)
      })

    /**
     * The browser's credential on the response, whatever it is (a refusal too): the claims it
     * held, as `change` leaves them. Read from the request only then, so a service can give or
     * end a proof without a request of its own (placement, inside a test).
     */
    const setCredential = (change: (held: ReadonlyArray<PhoneClaim>) => ReadonlyArray<PhoneClaim>) =>
      HttpApp.appendPreResponseHandler((request, response) =>
        liveClaimsOf(request).pipe(
          Effect.flatMap((held) =>
            HttpServerResponse.setCookie(response, PHONE_COOKIE, credential.sign(change(held)), {
              httpOnly: true,
              sameSite: "strict",
              secure: secureCookies,
              path: "/",
              maxAge: Duration.days(lifetimeDays)
            })
          ),
          Effect.orElseSucceed(() => response)
        )
      )

    /** Adds the phone, proved now the given way at its current version, to this browser's credential. */
    const issue = (phone: string, kind: ProofKind) =>
      Effect.gen(function* () {
        const version = (yield* versionsOf([phone])).get(phone) ?? 0
        const claim: PhoneClaim = { phone, kind, issuedAt: yield* nowSeconds, version }
        yield* setCredential((held) => [...held.filter((c) => c.phone !== phone), claim].slice(-MAX_PHONES))
      })

    /**
     * The browser that made the phone's first record (an order, a new account) is remembered for
     * it, unless the phone is a club member's or someone confirmed a code for it: then it gets no
     * proof at all (typing a number into an order proves nothing about holding it).
     */
    const rememberRecord = (phone: string) =>
      Effect.flatMap(standingOf(phone), (standing) =>
        recordProofEarned(standing) ? issue(phone, "record") : Effect.void
      )

    /**
     * Ends what browsers were given for making the phone's record (an account, a first order),
     * unless someone has proved the phone by code since (that already ended them, and code
     * proofs stay).
     */
    const revokeUnproven = (phone: string) =>
      sql`INSERT INTO phone_proof_versions (phone, version) VALUES (${phone}, 1)
        ON CONFLICT (phone) DO UPDATE SET version = phone_proof_versions.version + 1
        WHERE phone_proof_versions.confirmed = 0`.pipe(Effect.orDie)

    const revokeAll = (phone: string) =>
      sql`INSERT INTO phone_proof_versions (phone, version) VALUES (${phone}, 1)
        ON CONFLICT (phone) DO UPDATE SET version = phone_proof_versions.version + 1`.pipe(Effect.orDie)

    /**
     * Ends every proof of the phone, on every browser, this one included: the version moves on
     * (in one statement, so two devices signing out together both move it), and the phone leaves
     * this browser's cookie.
     */
    const signOutEverywhere = (phone: string) =>
      Effect.gen(function* () {
        yield* revokeAll(phone)
        yield* setCredential((held) => held.filter((claim) => claim.phone !== phone))
      })

    const codeHash = (phone: string, code: string) => mac(`code:${phone}:${code}`)

    /** A new code for the phone (replacing any pending one), texted to it. */
    const sendCode = (phone: string) =>
      Effect.gen(function* () {
        const code = String(randomInt(0, 1_000_000)).padStart(6, "0")
        const now = yield* DateTime.now
        const expiresAt = DateTime.formatIso(DateTime.addDuration(now, CODE_LIFETIME))
        const hash = codeHash(phone, code)
        const pending = PhoneCodes.insertRow({ phone, code_hash: hash, expires_at: expiresAt, attempts: 0 })
        yield* sql`INSERT INTO phone_codes ${sql.insert(pending)}
          ON CONFLICT (phone) DO UPDATE SET code_hash = ${hash}, expires_at = ${expiresAt}, attempts = 0`.pipe(
          Effect.orDie
        )
        yield* sms.send(phone, `Your Clubhouse Grill code is ${code}. It expires in 10 minutes.`)
      })

    /**
     * Checks a code. A try is counted (atomically, before comparing) so parallel guesses share
     * the five tries; the right code is used up and the credential issued.
     */
    const confirmCode = (phone: string, code: string) =>
      Effect.gen(function* () {
        const now = DateTime.formatIso(yield* DateTime.now)
        const counted = yield* sql`UPDATE phone_codes
          SET attempts = attempts + 1
          WHERE phone = ${phone} AND attempts < ${CODE_TRIES}
          RETURNING code_hash, expires_at`.pipe(countedCodes)
        const row = counted[0]
        if (row === undefined) {
          const pending = yield* sql`SELECT phone FROM phone_codes WHERE phone = ${phone}`
          return Option.some<CodeRefusal>(pending.length > 0 ? "tooManyTries" : "expired")
        }
        if (row.expires_at <= now) return Option.some<CodeRefusal>("expired")
        const expected = Buffer.from(row.code_hash)
        const given = Buffer.from(codeHash(phone, code))
        if (expected.length !== given.length || !timingSafeEqual(expected, given))
          return Option.some<CodeRefusal>("wrong")
        yield* sql`DELETE FROM phone_codes WHERE phone = ${phone}`
        // The phone's first proof by possession: proofs given for making its record end here.
        yield* sql`INSERT INTO phone_proof_versions (phone, version, confirmed) VALUES (${phone}, 1, 1)
          ON CONFLICT (phone) DO UPDATE SET version = phone_proof_versions.version + 1, confirmed = 1
          WHERE phone_proof_versions.confirmed = 0`
        yield* issue(phone, "code")
        return Option.none<CodeRefusal>()
      }).pipe(Effect.catchTag("SqlError", Effect.die))

    return { proves, rememberRecord, revokeUnproven, signOutEverywhere, sendCode, confirmCode } as const
  }),
  dependencies: [MemberRepo.Default, ServerSecrets.Default]
}) {
  /**
   * With texts to the log: a test provides the database and its settings (ServerConfig). A test that
   * reads the code texted builds Default over memorySmsSender instead.
   */
  static readonly Test = PhoneProof.Default.pipe(Layer.provide(SmsSender.Test))
}
