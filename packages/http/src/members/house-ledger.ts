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

    /** The reversal of an order's charge, in the transaction that rejects or cancels it; once. */
    const reverseOrder = (orderId: number, actor: StaffUser) =>
      Effect.gen(function* () {
        const entries = yield* ledger.forOrder(orderId)
        const charge = entries.find((row) => row.kind === "charge")
        if (charge === undefined || entries.some((row) => row.kind === "reversal")) return
        const a = amountsOf(charge)
        const posted = yield* ledger.post({
          memberNumber: charge.member_number,
          memberName: charge.member_name,
          orderId,
          ticket: charge.ticket,
          postedAt: yield* nowIso,
          outlet: charge.outlet,
          description: `${charge.description} cancelled`,
          kind: "reversal",
          amounts: {
            subtotal: -a.subtotal,
            discount: -a.discount,
            tax: -a.tax,
            tip: -a.tip,
            deliveryFee: -a.deliveryFee,
            total: -a.total
          }
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
}) {}
