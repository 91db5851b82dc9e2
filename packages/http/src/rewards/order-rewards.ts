import {
  type PricedLine,
  type RewardCodeOffer,
  rewardCodeRefusal,
  rewardRefusal,
  tidyRewardCode
} from "@grill/core"
import { Effect, Option } from "effect"
import { RewardCodeRefused } from "../orders/api.js"
import { RewardRepo } from "./repo.js"

const refused = (message: string) => new RewardCodeRefused({ message })

/**
 * The reward code on an order: checked before pricing (this phone's, unused, reward active, and
 * usable on these lines), claimed in the order's transaction.
 */
export class OrderRewards extends Effect.Service<OrderRewards>()("Orders/OrderRewards", {
  effect: Effect.gen(function* () {
    const rewards = yield* RewardRepo

    /** The code's offer, to price the order with; none without a code; the customer's reason when it cannot be used. */
    const resolve = (rewardCode: string | null, phone: string, lines: ReadonlyArray<PricedLine>) =>
      Effect.gen(function* () {
        const code = tidyRewardCode(rewardCode ?? "")
        if (code === "") return null
        const held = yield* rewards.heldCode(code)
        const notUsable = rewardCodeRefusal(Option.getOrUndefined(held), phone)
        if (notUsable !== undefined || Option.isNone(held)) return yield* refused(notUsable ?? "")
        const onThisOrder = rewardRefusal(held.value.offer.effect, lines)
        if (onThisOrder !== undefined) return yield* refused(onThisOrder)
        return held.value.offer
      })

    /**
     * Marks the code used by the order, inside the order's transaction: when another order took
     * it since the check, this one fails and nothing of it is written.
     */
    const claim = (offer: RewardCodeOffer | null, orderId: number, now: string) =>
      offer === null
        ? Effect.void
        : Effect.flatMap(rewards.markUsed(offer.code, orderId, now), (marked) =>
            marked ? Effect.void : Effect.fail(refused("This code has already been used"))
          )

    return { resolve, claim } as const
  }),
  dependencies: [RewardRepo.Default]
}) {
  /** Over the database a test provides (TestDatabaseLive: SQLite, or PostgreSQL in that pass). */
  static readonly Test = OrderRewards.Default
}
