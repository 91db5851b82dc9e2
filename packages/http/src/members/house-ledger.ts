import { MemberNumber, type OrderId, reversalToPost } from "@grill/core"
import { DateTime, Effect } from "effect"
import { AuditLog } from "../staff/audit-log.js"
import type { StaffUser } from "../staff/auth-api.js"
import { amountsOf, LedgerRepo } from "./ledger-repo.js"

/**
 * The ledger's side of an order's status change: a rejected or cancelled order's charge is
 * reversed in the transaction that changes the status. Needs nothing but the database, so the
 * order status flow can hold it without the rest of house accounts.
 */
export class HouseLedger extends Effect.Service<HouseLedger>()("Members/HouseLedger", {
  effect: Effect.gen(function* () {
    const ledger = yield* LedgerRepo
    const audit = yield* AuditLog
    const nowIso = Effect.map(DateTime.now, DateTime.formatIso)

    /**
     * The reversal of an order's charge (core's reversalToPost), in the transaction that rejects or
     * cancels it; once.
     */
    const reverseOrder = (orderId: OrderId, actor: StaffUser) =>
      Effect.gen(function* () {
        const entries = yield* ledger.forOrder(orderId)
        const charge = entries.find((row) => row.kind === "charge")
        const reversal = reversalToPost(
          entries.map((row) => ({ orderId: row.order_id, kind: row.kind, amounts: amountsOf(row) })),
          orderId
        )
        if (charge === undefined || reversal === undefined) return
        const posted = yield* ledger.post({
          memberNumber: MemberNumber.make(charge.member_number),
          memberName: charge.member_name,
          orderId,
          ticket: charge.ticket,
          postedAt: yield* nowIso,
          outlet: charge.outlet,
          description: `${charge.description} cancelled`,
          ...reversal
        })
        if (posted) {
          yield* audit.record(actor, {
            action: "charge.reversed",
            subject: `Order ${charge.ticket}`,
            orderId,
            to: `Member ${charge.member_number}`
          })
        }
      })

    return { reverseOrder } as const
  }),
  dependencies: [LedgerRepo.Default, AuditLog.Default]
}) {
  /** Needs only the database, which a test provides. */
  static readonly Test = HouseLedger.Default
}
