import { createHmac, timingSafeEqual } from "node:crypto"
import type { ProofKind } from "@grill/core"
import { Config } from "effect"

/** How long proof of a phone lasts after the code was confirmed: GRILL_PHONE_PROOF_DAYS (1 to 400, default 180). */
export const phoneProofDaysConfig = Config.integer("GRILL_PHONE_PROOF_DAYS").pipe(
  Config.validate({
    message: "GRILL_PHONE_PROOF_DAYS must be 1 to 400",
    validation: (days) => days >= 1 && days <= 400
  }),
  Config.withDefault(180)
)

/**
 * One phone a browser proved: how (a texted code, or making its first record: core
 * `phone-proof-rules.ts` says what each allows), when (seconds since the epoch) and at which of
 * the member's versions. "Sign out every device" moves the version on, so every proof issued
 * before it stops counting, wherever it is held.
 */
export interface PhoneClaim {
  readonly phone: string
  readonly kind: ProofKind
  readonly issuedAt: number
  readonly version: number
}

const KIND_LETTERS = { code: "c", record: "r" } as const satisfies Record<ProofKind, string>
const CLAIM = /^(\d{10})~([cr])~(\d{1,12})~(\d{1,9})$/

/**
 * The credential's version, signed with its claims. v3 added the kind of proof: a v2 cookie
 * (which could not say) fails the signature and proves nothing, never a code proof.
 */
const SIGNED = "credential:v3:"

/** Signs and reads the `grill_phone` cookie: its claims, then an HMAC of them under the server's secret. */
export const phoneCredential = (secret: Buffer) => {
  const mac = (data: string) => createHmac("sha256", secret).update(data).digest("base64url")

  const sign = (claims: ReadonlyArray<PhoneClaim>): string => {
    const body = Buffer.from(
      claims.map((c) => `${c.phone}~${KIND_LETTERS[c.kind]}~${c.issuedAt}~${c.version}`).join(",")
    ).toString("base64url")
    return `${body}.${mac(`${SIGNED}${body}`)}`
  }

  /** The claims of a genuine cookie that are still within `lifetimeSeconds` at `now`; none for anything else. */
  const read = (
    value: string | undefined,
    now: number,
    lifetimeSeconds: number
  ): ReadonlyArray<PhoneClaim> => {
    if (value === undefined) return []
    const [body, signature, ...rest] = value.split(".")
    if (body === undefined || signature === undefined || rest.length > 0) return []
    const expected = Buffer.from(mac(`${SIGNED}${body}`))
    const given = Buffer.from(signature)
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return []
    const claims: Array<PhoneClaim> = []
    for (const text of Buffer.from(body, "base64url").toString().split(",")) {
      const match = CLAIM.exec(text)
      if (match === null) continue
      const claim: PhoneClaim = {
        phone: match[1] ?? "",
        kind: match[2] === "c" ? "code" : "record",
        issuedAt: Number(match[3]),
        version: Number(match[4])
      }
      // Issued in the future is as void as expired: a clock that went back must not lengthen proof.
      if (claim.issuedAt <= now + 60 && now < claim.issuedAt + lifetimeSeconds) claims.push(claim)
    }
    return claims
  }

  return { sign, read, mac } as const
}
