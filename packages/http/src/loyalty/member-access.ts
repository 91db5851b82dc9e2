import * as HttpServerRequest from "@effect/platform/HttpServerRequest"
import { Effect, Option } from "effect"
import { PhoneProofRequired } from "../contract/errors.js"
import { RewardRepo } from "../rewards/repo.js"
import { Auth } from "../staff/auth.js"
import type { StaffUser } from "../staff/auth-api.js"
import { PhoneProof } from "./phone-proof.js"
import { LoyaltyRepo, type MemberRecord } from "./repo.js"
import { toGreetingUser, toPublicUser, withRewardCodes } from "./users-http.js"

/**
 * Who is asking, as far as a member's account is concerned: the phones their browser has proved
 * and their staff session, each read only when the policy needs it (a proven phone needs no
 * session lookup). Made from the request by `MemberAccess.caller`, or directly by a test.
 */
export interface Caller {
  readonly proves: (phone: string) => Effect.Effect<boolean>
  readonly staff: Effect.Effect<Option.Option<StaffUser>>
}

export type Access =
  | { readonly by: "customer" }
  | { readonly by: "staff"; readonly staff: StaffUser }
  | { readonly by: "nobody" }

/**
 * Who may see and spend the member's account: the customer (this browser's credential proves
 * the phone), a staff member at the counter (a staff session: what they spend is audited), or
 * nobody.
 */
export const accessFor = (caller: Caller, phone: string): Effect.Effect<Access> =>
  Effect.flatMap(caller.proves(phone), (proven) =>
    proven
      ? Effect.succeed<Access>({ by: "customer" })
      : Effect.map(
          caller.staff,
          Option.match({
            onNone: (): Access => ({ by: "nobody" }),
            onSome: (staff): Access => ({ by: "staff", staff })
          })
        )
  )

export const proofRequired = new PhoneProofRequired({
  message: "Please confirm your phone number with the code we text you."
})

/** The member-access policy, and what a phone number shows to whoever asks. */
export class MemberAccess extends Effect.Service<MemberAccess>()("Loyalty/MemberAccess", {
  effect: Effect.gen(function* () {
    const proof = yield* PhoneProof
    const auth = yield* Auth
    const repo = yield* LoyaltyRepo
    const rewards = yield* RewardRepo

    /** The caller of the request being served. */
    const caller = Effect.map(
      HttpServerRequest.HttpServerRequest,
      (request): Caller => ({
        proves: (phone) =>
          Effect.provideService(proof.proves(phone), HttpServerRequest.HttpServerRequest, request),
        staff: Effect.provideService(auth.requestStaff, HttpServerRequest.HttpServerRequest, request)
      })
    )

    const mayAccess = (caller: Caller, phone: string) =>
      Effect.map(accessFor(caller, phone), (access) => access.by !== "nobody")

    /** Fails with PhoneProofRequired unless the caller may see the member's account. */
    const requireAccess = (caller: Caller, phone: string) =>
      Effect.flatMap(mayAccess(caller, phone), (may) => (may ? Effect.void : Effect.fail(proofRequired)))

    /** The member as the caller may see them: all of it, or the greeting only. */
    const shownTo = (caller: Caller, member: MemberRecord) =>
      Effect.map(mayAccess(caller, member.phone), (may) =>
        may ? toPublicUser(member) : toGreetingUser(member)
      )

    const lookupByPhone = (caller: Caller, phone: string) =>
      Effect.gen(function* () {
        const member = yield* repo.findByPhone(phone)
        if (Option.isNone(member)) return { success: false, user: null, message: "User not found" }
        const shown = yield* shownTo(caller, member.value)
        return {
          success: true,
          user: yield* Effect.provideService(withRewardCodes(shown, member.value), RewardRepo, rewards)
        }
      })

    return { caller, requireAccess, shownTo, lookupByPhone } as const
  }),
  dependencies: [LoyaltyRepo.Default, RewardRepo.Default]
}) {}
