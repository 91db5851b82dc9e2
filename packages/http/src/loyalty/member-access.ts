import * as HttpServerRequest from "@effect/platform/HttpServerRequest"
import { permissionDeniedMessage, roleMay } from "@grill/core"
import { Effect, Layer, Option } from "effect"
import { Forbidden, PhoneProofRequired } from "../contract/errors.js"
import { RewardRepo } from "../rewards/repo.js"
import { Auth } from "../staff/auth.js"
import type { StaffUser } from "../staff/auth-api.js"
import { PhoneProof } from "./phone-proof.js"
import { LoyaltyRepo, type MemberRecord } from "./repo.js"
import { toGreetingUser, toPublicUser, withRewardCodes } from "./users-http.js"

/**
 * Who is asking, as far as a member's account is concerned: whether their browser proves the
 * phone for its loyalty (core `proofAllows`) and their staff session, each read only when the policy needs it (a proven phone needs no
 * session lookup). Made from the request by `MemberAccess.caller`, or directly by a test.
 */
export interface Caller {
  readonly proves: (phone: string) => Effect.Effect<boolean>
  readonly staff: Effect.Effect<Option.Option<StaffUser>>
}

export type Access =
  | { readonly by: "customer" }
  | { readonly by: "staff"; readonly staff: StaffUser }
  /** `staffWithoutRole`: a staff session whose role lacks loyalty, told so rather than asked for a code. */
  | { readonly by: "nobody"; readonly staffWithoutRole: boolean }

/**
 * Who may see and spend the member's account: the customer (this browser's live proof of the
 * phone), staff at the counter whose role has loyalty (core `roleMay(role, "menu")`: manager and
 * admin; what they spend is audited), or nobody.
 */
export const accessFor = (caller: Caller, phone: string): Effect.Effect<Access> =>
  Effect.flatMap(caller.proves(phone), (proven) =>
    proven
      ? Effect.succeed<Access>({ by: "customer" })
      : Effect.map(
          caller.staff,
          Option.match({
            onNone: (): Access => ({ by: "nobody", staffWithoutRole: false }),
            onSome: (staff): Access =>
              roleMay(staff.role, "menu") ? { by: "staff", staff } : { by: "nobody", staffWithoutRole: true }
          })
        )
  )

export const proofRequired = new PhoneProofRequired({
  message: "Please confirm your phone number with the code we text you."
})

/** A kitchen session at the counter: loyalty needs the menu permission. */
export const loyaltyRoleRequired = new Forbidden({ message: permissionDeniedMessage("menu") })

/** The 403 for a caller who may not see the account. */
export const refusalFor = (access: Access & { readonly by: "nobody" }) =>
  access.staffWithoutRole ? loyaltyRoleRequired : proofRequired

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
          Effect.provideService(proof.proves(phone, "loyalty"), HttpServerRequest.HttpServerRequest, request),
        staff: Effect.provideService(auth.requestStaff, HttpServerRequest.HttpServerRequest, request)
      })
    )

    const mayAccess = (caller: Caller, phone: string) =>
      Effect.map(accessFor(caller, phone), (access) => access.by !== "nobody")

    /** Fails with the right 403 (proof required, or the role's) unless the caller may see the account. */
    const requireAccess = (caller: Caller, phone: string) =>
      Effect.flatMap(accessFor(caller, phone), (access) =>
        access.by === "nobody" ? Effect.fail(refusalFor(access)) : Effect.void
      )

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
}) {
  /** With the phone proof and staff sign-in it asks: a test provides the database and its settings. */
  static readonly Test = MemberAccess.Default.pipe(Layer.provide([PhoneProof.Test, Auth.Test]))
}
