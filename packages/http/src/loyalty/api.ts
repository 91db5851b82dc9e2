import * as HttpApiEndpoint from "@effect/platform/HttpApiEndpoint"
import * as HttpApiGroup from "@effect/platform/HttpApiGroup"
import * as HttpApiSchema from "@effect/platform/HttpApiSchema"
import { AllergenList, Reward, TEXT_LIMITS, Tier } from "@grill/core"
import { Schema } from "effect"
import {
  Conflict,
  Forbidden,
  InvalidRequest,
  NotFound,
  PhoneProofRequired,
  ServiceUnavailable,
  TooManyRequests
} from "../contract/errors.js"
import { BoundedString, DeliveryAddress, PhonePath } from "../contract/schemas.js"
import { RewardCode } from "../rewards/api.js"

/**
 * A loyalty member as the phone endpoints show it. Without proof of the phone (`proven: false`)
 * only the greeting's first name and membership are real: the id, last name, points, email and
 * address are blank. With proof (this browser's `grill_phone` credential or a staff session) the
 * email and home address still come back masked ("j•••@example.com", "•• Hickory Lane").
 */
export class LoyaltyUser extends Schema.Class<LoyaltyUser>("LoyaltyUser")({
  id: Schema.String,
  firstName: Schema.String,
  lastName: Schema.String,
  name: Schema.String,
  phone: Schema.String,
  email: Schema.NullOr(Schema.String),
  memberSince: Schema.NullOr(Schema.String),
  createdAt: Schema.String,
  loyaltyPoints: Schema.Number,
  deliveryAddress: Schema.NullOr(DeliveryAddress),
  hasSavedAddress: Schema.Boolean,
  /** False: a greeting only (first name, membership); confirm the phone to see the rest. */
  proven: Schema.Boolean,
  /** The member's unused reward codes, offered at checkout: on a phone lookup with proof or by staff only. */
  rewardCodes: Schema.optionalWith(Schema.Array(RewardCode), { exact: true }),
  /** The member's saved allergies (issue 41): with proof of the phone or to staff only, else empty. */
  allergies: Schema.optionalWith(AllergenList, { default: () => [] })
}) {}

export class Redemption extends Schema.Class<Redemption>("Redemption")({
  id: Schema.Number,
  rewardId: Schema.Number,
  rewardName: Schema.String,
  pointsCost: Schema.Number,
  code: Schema.String,
  redeemedAt: Schema.String,
  /** When the code was used, on an order or at the counter; null while it can still be used. */
  usedAt: Schema.NullOr(Schema.String)
}) {}

export const LoyaltyStatus = Schema.Struct({
  points: Schema.Number,
  tier: Tier,
  availableRewards: Schema.Array(Reward),
  redemptionHistory: Schema.Array(Redemption)
})

export const UserLookupResponse = Schema.Struct({
  success: Schema.Boolean,
  user: Schema.NullOr(LoyaltyUser),
  message: Schema.optional(Schema.String)
})

const phone = HttpApiSchema.param("phone", PhonePath)
const MemberId = BoundedString("Member id", TEXT_LIMITS.id)
const userId = HttpApiSchema.param("id", MemberId)

/** A field left out keeps its value (the client only ever sees the email masked); null clears it. */
export const UserUpdatePayload = Schema.Struct({
  userId: MemberId,
  firstName: Schema.optional(BoundedString("First name", TEXT_LIMITS.personName)),
  lastName: Schema.optional(BoundedString("Last name", TEXT_LIMITS.personName)),
  email: Schema.optional(Schema.NullOr(BoundedString("Email", TEXT_LIMITS.email))),
  phone: BoundedString("Phone", TEXT_LIMITS.phone),
  deliveryAddress: Schema.optional(Schema.NullOr(DeliveryAddress)),
  /** The member's allergies, replacing the saved ones (issue 41); left out: kept. */
  allergies: Schema.optional(AllergenList)
})

export class UsersApi extends HttpApiGroup.make("users")
  .add(
    HttpApiEndpoint.get("lookup")`/api/users/lookup/${phone}`
      .addSuccess(UserLookupResponse)
      .addError(InvalidRequest)
      .addError(TooManyRequests)
  )
  .add(
    HttpApiEndpoint.post("update", "/api/users/update")
      .setPayload(UserUpdatePayload)
      .addSuccess(Schema.Struct({ success: Schema.Boolean, message: Schema.String, user: LoyaltyUser }))
      .addError(InvalidRequest)
      .addError(NotFound)
      .addError(PhoneProofRequired)
      .addError(Forbidden)
  ) {}

export class LoyaltyApi extends HttpApiGroup.make("loyalty")
  .add(
    HttpApiEndpoint.get("byPhone")`/api/loyalty/phone/${phone}`
      .addSuccess(UserLookupResponse)
      .addError(InvalidRequest)
      .addError(TooManyRequests)
  )
  .add(
    HttpApiEndpoint.post("findOrCreate", "/api/loyalty/users")
      .setPayload(
        Schema.Struct({
          phone: BoundedString("Phone", TEXT_LIMITS.phone),
          name: Schema.optional(BoundedString("Name", TEXT_LIMITS.personName))
        })
      )
      .addSuccess(Schema.Struct({ success: Schema.Boolean, user: LoyaltyUser, created: Schema.Boolean }))
      .addError(InvalidRequest)
      .addError(TooManyRequests)
  )
  .add(
    HttpApiEndpoint.get("status")`/api/loyalty/users/${userId}`
      .addSuccess(Schema.Struct({ success: Schema.Boolean, user: LoyaltyUser, loyalty: LoyaltyStatus }))
      .addError(NotFound)
      .addError(PhoneProofRequired)
      .addError(Forbidden)
  )
  .add(
    HttpApiEndpoint.get("rewards", "/api/loyalty/rewards").addSuccess(
      Schema.Struct({ success: Schema.Boolean, rewards: Schema.Array(Reward) })
    )
  )
  .add(
    HttpApiEndpoint.post("redeem", "/api/loyalty/redeem")
      .setPayload(Schema.Struct({ userId: MemberId, rewardId: Schema.Int }))
      .addSuccess(
        Schema.Struct({
          success: Schema.Boolean,
          redemption: Redemption,
          message: Schema.String,
          points: Schema.Number
        })
      )
      .addError(InvalidRequest)
      .addError(NotFound)
      .addError(Conflict)
      .addError(TooManyRequests)
      .addError(PhoneProofRequired)
      .addError(Forbidden)
  )
  .add(
    HttpApiEndpoint.post("requestCode", "/api/loyalty/verification")
      .setPayload(Schema.Struct({ phone: BoundedString("Phone", TEXT_LIMITS.phone) }))
      .addSuccess(Schema.Struct({ success: Schema.Boolean, message: Schema.String }))
      .addError(InvalidRequest)
      .addError(TooManyRequests)
      .addError(ServiceUnavailable)
  )
  .add(
    HttpApiEndpoint.post("confirmCode", "/api/loyalty/verification/confirm")
      .setPayload(
        Schema.Struct({
          phone: BoundedString("Phone", TEXT_LIMITS.phone),
          code: BoundedString("Code", 12)
        })
      )
      .addSuccess(Schema.Struct({ success: Schema.Boolean, user: Schema.NullOr(LoyaltyUser) }))
      .addError(InvalidRequest)
      .addError(TooManyRequests)
  )
  .add(
    // Ends every proof of the phone on every browser (this one too): a lost phone, a shared tablet.
    HttpApiEndpoint.post("signOutEverywhere", "/api/loyalty/sign-out-everywhere")
      .setPayload(Schema.Struct({ phone: BoundedString("Phone", TEXT_LIMITS.phone) }))
      .addSuccess(Schema.Struct({ success: Schema.Boolean, message: Schema.String }))
      .addError(InvalidRequest)
      .addError(PhoneProofRequired)
  ) {}
