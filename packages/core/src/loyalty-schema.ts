import { Data, Either, Schema } from "effect"
import { TIERS } from "./loyalty.js"

/*
 * Loyalty's Schemas and Effect data types; the plain rules (tiers, points, greetings) are in
 * loyalty.ts, which the customer's first screens load without Schema.
 */

export const Tier = Schema.Literal(...TIERS)
export type Tier = typeof Tier.Type

export class Reward extends Schema.Class<Reward>("Reward")({
  id: Schema.Int.pipe(Schema.positive()),
  name: Schema.String,
  description: Schema.String,
  pointsCost: Schema.Int.pipe(Schema.greaterThanOrEqualTo(1)),
  isActive: Schema.Boolean
}) {}

export class RedemptionRefused extends Data.TaggedError("RedemptionRefused")<{
  readonly reason: "inactive" | "unaffordable"
  readonly message: string
}> {}

/** The balance after redeeming `reward`, or why it cannot be redeemed. */
export const redeemPoints = (balance: number, reward: Reward): Either.Either<number, RedemptionRefused> => {
  if (!reward.isActive) {
    return Either.left(new RedemptionRefused({ reason: "inactive", message: "This reward is not available" }))
  }
  if (!(balance >= reward.pointsCost)) {
    return Either.left(
      new RedemptionRefused({ reason: "unaffordable", message: "Not enough points for this reward" })
    )
  }
  return Either.right(balance - reward.pointsCost)
}
