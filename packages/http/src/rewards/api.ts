import * as HttpApiEndpoint from "@effect/platform/HttpApiEndpoint"
import * as HttpApiGroup from "@effect/platform/HttpApiGroup"
import * as HttpApiSchema from "@effect/platform/HttpApiSchema"
import { Dollars, Reward, RewardDraft, TEXT_LIMITS } from "@grill/core"
import { Schema } from "effect"
import { Conflict, InvalidRequest, NotFound, TooManyRequests } from "../contract/errors.js"
import { BoundedString, DigitsId } from "../contract/schemas.js"
import { MenuStaffOnly, StaffOnly } from "../staff/auth-api.js"

/** What a reward code does to an order (core's RewardEffect), money in dollars like every total. */
export const RewardEffectWire = Schema.Union(
  Schema.Struct({ kind: Schema.Literal("discount"), amount: Dollars }),
  Schema.Struct({
    kind: Schema.Literal("freeItem"),
    item: Schema.Struct({ id: Schema.Int, name: Schema.String, price: Dollars })
  })
)

/** A redemption code the customer holds, with its reward's name and effect (null: shown to staff instead). */
export const RewardCode = Schema.Struct({
  code: Schema.String,
  rewardName: Schema.String,
  effect: Schema.NullOr(RewardEffectWire)
})
export type RewardCode = typeof RewardCode.Type

const CodeText = BoundedString("Reward code", 32)
const code = HttpApiSchema.param("code", CodeText)
const rewardId = HttpApiSchema.param("id", DigitsId.pipe(Schema.positive()))

export const RewardsReply = Schema.Struct({ success: Schema.Boolean, rewards: Schema.Array(Reward) })
export const RewardReply = Schema.Struct({ success: Schema.Boolean, reward: Reward })

export class RewardsApi extends HttpApiGroup.make("rewards")
  .add(
    /** Checks a typed code for the order's phone: its effect, or why it cannot be used (field rewardCode). */
    HttpApiEndpoint.post("checkCode", "/api/loyalty/codes/check")
      .setPayload(Schema.Struct({ phone: BoundedString("Phone", TEXT_LIMITS.phone), code: CodeText }))
      .addSuccess(Schema.Struct({ success: Schema.Boolean, reward: RewardCode }))
      .addError(InvalidRequest)
      .addError(TooManyRequests)
  )
  .add(
    /** Staff at the counter honour a code for a walk-up: used now, with no order (audited). */
    HttpApiEndpoint.post("useCode")`/api/loyalty/codes/${code}/use`
      .addSuccess(
        Schema.Struct({
          success: Schema.Boolean,
          message: Schema.String,
          code: Schema.String,
          rewardName: Schema.String,
          usedAt: Schema.String
        })
      )
      .addError(NotFound)
      .addError(Conflict)
      .middleware(StaffOnly)
  )
  .add(HttpApiEndpoint.get("list", "/api/staff/rewards").addSuccess(RewardsReply).middleware(MenuStaffOnly))
  .add(
    HttpApiEndpoint.post("create", "/api/staff/rewards")
      .setPayload(RewardDraft)
      .addSuccess(RewardReply, { status: 201 })
      .addError(InvalidRequest)
      .middleware(MenuStaffOnly)
  )
  .add(
    HttpApiEndpoint.put("update")`/api/staff/rewards/${rewardId}`
      .setPayload(RewardDraft)
      .addSuccess(RewardReply)
      .addError(InvalidRequest)
      .addError(NotFound)
      .middleware(MenuStaffOnly)
  ) {}
