import { onlyOutletsWords, otherOutletWords, worksAtOutlet } from "@grill/core"
import { Effect } from "effect"
import { Forbidden } from "../contract/errors.js"
import type { StaffUser } from "../staff/auth-api.js"

/**
 * An account limited to outlets reads and changes only their orders: another outlet's is a 403
 * saying where the account works (issue 40). Every staff read and change of one order passes here.
 */
export const checkOrderOutlet = (staff: StaffUser, order: { readonly outlet: string }) =>
  worksAtOutlet(staff.outlets, order.outlet)
    ? Effect.void
    : Effect.fail(new Forbidden({ message: otherOutletWords(staff.outlets ?? []) }))

/**
 * The outlets a staff list shows: those the request names (absent: every one) that the account
 * works at; a named outlet the account does not work at is a 403. Undefined: every outlet.
 */
export const listedOutlets = (staff: StaffUser, named: string | undefined) => {
  if (named === undefined) return Effect.succeed(staff.outlets ?? undefined)
  return worksAtOutlet(staff.outlets, named)
    ? Effect.succeed([named])
    : Effect.fail(new Forbidden({ message: onlyOutletsWords(staff.outlets ?? []) }))
}
