import { SqlClient } from "@effect/sql"
import { formatPhoneDashed, newRedemptionCode, redeemPoints } from "@grill/core"
import { DateTime, Effect, Either, Option } from "effect"
import { Conflict, NotFound } from "../contract/errors.js"
import { RewardRepo } from "../rewards/repo.js"
import { AuditLog } from "../staff/audit-log.js"
import { accessFor, type Caller, refusalFor } from "./member-access.js"
import { LoyaltyRepo } from "./repo.js"
import { toRedemption } from "./users-http.js"

const userNotFound = new NotFound({ message: "User not found" })

/**
 * A member spends points on a reward: the customer on their phone, or staff at the counter for
 * them. One conditional debit of the balance, so concurrent redemptions cannot overspend it; a
 * redemption at the counter and its audit record commit together.
 */
export class Redemptions extends Effect.Service<Redemptions>()("Loyalty/Redemptions", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const repo = yield* LoyaltyRepo
    const rewards = yield* RewardRepo
    const audit = yield* AuditLog

    const redeem = (caller: Caller, input: { readonly userId: string; readonly rewardId: number }) =>
      Effect.gen(function* () {
        const [member, reward] = yield* Effect.all([
          repo.findById(input.userId),
          rewards.byId(input.rewardId)
        ])
        if (Option.isNone(member)) return yield* userNotFound
        const access = yield* accessFor(caller, member.value.phone)
        if (access.by === "nobody") return yield* refusalFor(access)
        if (Option.isNone(reward)) return yield* new NotFound({ message: "Reward not found" })
        const refused = redeemPoints(member.value.points, reward.value)
        if (Either.isLeft(refused)) return yield* new Conflict({ message: refused.left.message })
        const code = newRedemptionCode()
        const outcome = yield* repo.redeem({
          userId: member.value.id,
          reward: reward.value,
          code,
          now: DateTime.formatIso(yield* DateTime.now)
        })
        // The balance was fine when read but another redemption spent it first.
        if (Option.isNone(outcome))
          return yield* new Conflict({ message: "Not enough points for this reward" })
        if (access.by === "staff") {
          yield* audit.record(access.staff, {
            action: "loyalty.redeemed",
            subject: `Member ${formatPhoneDashed(member.value.phone)}`,
            to: `${reward.value.name}, code ${code}`
          })
        }
        return {
          success: true,
          redemption: toRedemption(outcome.value.redemption),
          message: "Reward redeemed successfully!",
          points: outcome.value.points
        }
      }).pipe(sql.withTransaction, Effect.catchTag("SqlError", Effect.die))

    return { redeem } as const
  }),
  dependencies: [LoyaltyRepo.Default, RewardRepo.Default, AuditLog.Default]
}) {
  /** Nothing of the process to share: the test provides the database. */
  static readonly Test = Redemptions.Default
}
