import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto"
import * as HttpApp from "@effect/platform/HttpApp"
import * as HttpServerRequest from "@effect/platform/HttpServerRequest"
import * as HttpServerResponse from "@effect/platform/HttpServerResponse"
import { SqlClient } from "@effect/sql"
import { DateTime, Duration, Effect, Option } from "effect"
import { SmsSender } from "../notifications/sms-sender.js"
import { ServerConfig } from "../platform/config.js"

/** The customer device credential: which phones this browser has proved it holds. */
export const PHONE_COOKIE = "grill_phone"
const CREDENTIAL_LIFETIME = Duration.days(400)
/** A browser may hold a few phones (a family's), newest kept. */
const MAX_PHONES = 5
export const CODE_LIFETIME = Duration.minutes(10)
export const CODE_TRIES = 5

export type CodeRefusal = "expired" | "wrong" | "tooManyTries"

/**
 * Proof of a phone: a signed cookie naming the phones it proves (issued when this browser
 * creates the account, places an order for the phone, or confirms a texted code), and the
 * one-time codes (6 digits, 10 minutes, 5 tries, stored as an HMAC).
 */
export class PhoneProof extends Effect.Service<PhoneProof>()("Http/PhoneProof", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const sms = yield* SmsSender
    const { secureCookies } = yield* ServerConfig

    // Generated on first start; every node reads the same row.
    yield* sql`INSERT INTO server_secrets (name, value) VALUES ('phone_credential', ${randomBytes(32).toString("base64url")})
      ON CONFLICT (name) DO NOTHING`
    const rows = yield* sql<{
      value: string
    }>`SELECT value FROM server_secrets WHERE name = 'phone_credential'`
    const secret = Buffer.from(rows[0]?.value ?? "", "base64url")
    if (secret.length < 32) return yield* Effect.dieMessage("The phone credential secret is missing")

    const mac = (data: string) => createHmac("sha256", secret).update(data).digest("base64url")

    const sign = (phones: ReadonlyArray<string>) => {
      const body = Buffer.from(phones.join(",")).toString("base64url")
      return `${body}.${mac(`credential:${body}`)}`
    }

    const verify = (value: string | undefined): ReadonlyArray<string> => {
      if (value === undefined) return []
      const [body, signature, ...rest] = value.split(".")
      if (body === undefined || signature === undefined || rest.length > 0) return []
      const expected = Buffer.from(mac(`credential:${body}`))
      const given = Buffer.from(signature)
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return []
      return Buffer.from(body, "base64url")
        .toString()
        .split(",")
        .filter((phone) => /^\d{10}$/.test(phone))
    }

    /** The phones this request's browser has proved. */
    const provenPhones = Effect.map(HttpServerRequest.HttpServerRequest, (request) =>
      verify(request.cookies[PHONE_COOKIE])
    )

    const proves = (phone: string) => Effect.map(provenPhones, (phones) => phones.includes(phone))

    /** Adds the phone to this browser's credential (set on the response). */
    const issue = (phone: string) =>
      Effect.gen(function* () {
        const held = yield* provenPhones
        const phones = [...held.filter((p) => p !== phone), phone].slice(-MAX_PHONES)
        yield* HttpApp.appendPreResponseHandler((_request, response) =>
          HttpServerResponse.setCookie(response, PHONE_COOKIE, sign(phones), {
            httpOnly: true,
            sameSite: "strict",
            secure: secureCookies,
            path: "/",
            maxAge: CREDENTIAL_LIFETIME
          }).pipe(Effect.orElseSucceed(() => response))
        )
      })

    const codeHash = (phone: string, code: string) => mac(`code:${phone}:${code}`)

    /** A new code for the phone (replacing any pending one), texted to it. */
    const sendCode = (phone: string) =>
      Effect.gen(function* () {
        const code = String(randomInt(0, 1_000_000)).padStart(6, "0")
        const now = yield* DateTime.now
        const expiresAt = DateTime.formatIso(DateTime.addDuration(now, CODE_LIFETIME))
        const hash = codeHash(phone, code)
        yield* sql`INSERT INTO phone_codes (phone, code_hash, expires_at, attempts) VALUES (${phone}, ${hash}, ${expiresAt}, 0)
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
        const counted = yield* sql<{ code_hash: string; expires_at: string }>`UPDATE phone_codes
          SET attempts = attempts + 1
          WHERE phone = ${phone} AND attempts < ${CODE_TRIES}
          RETURNING code_hash, expires_at`
        const row = counted[0]
        if (row === undefined) {
          const pending = yield* sql<{ phone: string }>`SELECT phone FROM phone_codes WHERE phone = ${phone}`
          return Option.some<CodeRefusal>(pending.length > 0 ? "tooManyTries" : "expired")
        }
        if (row.expires_at <= now) return Option.some<CodeRefusal>("expired")
        const expected = Buffer.from(row.code_hash)
        const given = Buffer.from(codeHash(phone, code))
        if (expected.length !== given.length || !timingSafeEqual(expected, given))
          return Option.some<CodeRefusal>("wrong")
        yield* sql`DELETE FROM phone_codes WHERE phone = ${phone}`
        yield* issue(phone)
        return Option.none<CodeRefusal>()
      }).pipe(Effect.catchTag("SqlError", Effect.die))

    return { provenPhones, proves, issue, sendCode, confirmCode } as const
  })
}) {}
