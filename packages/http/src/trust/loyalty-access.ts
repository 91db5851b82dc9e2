import { permissionDeniedMessage, roleMay } from "@grill/core"
import { Effect, Option } from "effect"
import { Forbidden, PhoneProofRequired } from "../api/errors.js"
import { Auth } from "../services/auth.js"
import { PhoneProof } from "../services/phone-proof.js"

export const proofRequired = new PhoneProofRequired({
  message: "Please confirm your phone number with the code we text you."
})

/** A staff session whose role lacks loyalty at the counter: it is told so, not asked for a code. */
export const loyaltyRoleRequired = new Forbidden({ message: permissionDeniedMessage("menu") })

/**
 * Who may see and spend a member's account: the customer (this browser's live proof of the
 * phone), staff at the counter whose role has loyalty (core `roleMay(role, "menu")`: manager
 * and admin; what they spend is audited), or nobody. `staffWithoutRole` tells a kitchen
 * session apart from a stranger, for its 403.
 */
export const accessTo = (phone: string) =>
  Effect.gen(function* () {
    const proof = yield* PhoneProof
    if (yield* proof.proves(phone)) return { by: "customer" } as const
    const auth = yield* Auth
    const staff = yield* auth.requestStaff
    if (Option.isSome(staff) && roleMay(staff.value.role, "menu"))
      return { by: "staff", staff: staff.value } as const
    return { by: "nobody", staffWithoutRole: Option.isSome(staff) } as const
  })

export const mayAccess = (phone: string) => Effect.map(accessTo(phone), (access) => access.by !== "nobody")

/** Fails with the right 403 unless the caller may see and spend the member's account. */
export const requireAccess = (phone: string) =>
  Effect.flatMap(accessTo(phone), (access) =>
    access.by !== "nobody"
      ? Effect.succeed(access)
      : Effect.fail(access.staffWithoutRole ? loyaltyRoleRequired : proofRequired)
  )
