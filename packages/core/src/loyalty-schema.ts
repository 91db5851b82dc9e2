import { Data, Either, Schema } from "effect"
import { TIERS } from "./loyalty.js"
import { plainLine } from "./plain-text-schema.js"

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
  isActive: Schema.Boolean,
  /** Its effect on an order (issue 14): money off in cents, or a menu item free; neither: counter only. */
  discountCents: Schema.NullOr(Schema.Int.pipe(Schema.positive())),
  freeItemId: Schema.NullOr(Schema.Int.pipe(Schema.positive()))
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

const REWARD_LIMITS = { name: 80, description: 200, points: 100_000, discountCents: 100_000 } as const

/**
 * A reward as the rewards editor writes it (managers and admins: the `menu` permission). Its
 * effect is money off or one menu item free, or neither (honoured at the counter), never both.
 */
export const RewardDraft = Schema.Struct({
  name: Schema.Trim.pipe(
    Schema.nonEmptyString({ message: () => "Please give the reward a name" }),
    Schema.maxLength(REWARD_LIMITS.name, {
      message: () => `The name must be ${REWARD_LIMITS.name} characters or fewer`
    }),
    plainLine("The name")
  ),
  description: Schema.Trim.pipe(
    Schema.maxLength(REWARD_LIMITS.description, {
      message: () => `The description must be ${REWARD_LIMITS.description} characters or fewer`
    }),
    plainLine("The description")
  ),
  pointsCost: Schema.Int.pipe(Schema.between(1, REWARD_LIMITS.points)).annotations({
    message: () => ({
      message: `Points must be a whole number from 1 to ${REWARD_LIMITS.points}`,
      override: true
    })
  }),
  isActive: Schema.Boolean,
  discountCents: Schema.NullOr(
    Schema.Int.pipe(Schema.between(1, REWARD_LIMITS.discountCents)).annotations({
      message: () => ({ message: "The discount must be from $0.01 to $1000.00", override: true })
    })
  ),
  freeItemId: Schema.NullOr(Schema.Int.pipe(Schema.positive()))
}).pipe(
  Schema.filter((draft) =>
    draft.discountCents !== null && draft.freeItemId !== null
      ? "A reward is money off or a free item, not both"
      : undefined
  )
)
export type RewardDraft = typeof RewardDraft.Type
