import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import { Effect } from "effect"
import { GrillApi } from "../api.js"
import { RateLimits } from "../platform/rate-limits.js"
import { RewardRepo } from "../rewards/repo.js"
import { MemberAccess } from "./member-access.js"
import { Membership } from "./membership.js"
import { Redemptions } from "./redemptions.js"

export const UsersHandlers = HttpApiBuilder.group(GrillApi, "users", (handlers) =>
  Effect.gen(function* () {
    const limits = yield* RateLimits
    const members = yield* MemberAccess
    const membership = yield* Membership
    return handlers
      .handle("lookup", ({ path }) =>
        limits
          .check("lookup", path.phone)
          .pipe(
            Effect.zipRight(
              Effect.flatMap(members.caller, (caller) => members.lookupByPhone(caller, path.phone))
            )
          )
      )
      .handle("update", ({ payload }) =>
        Effect.flatMap(members.caller, (caller) => membership.updateProfile(caller, payload))
      )
  })
)

export const LoyaltyHandlers = HttpApiBuilder.group(GrillApi, "loyalty", (handlers) =>
  Effect.gen(function* () {
    const rewards = yield* RewardRepo
    const limits = yield* RateLimits
    const members = yield* MemberAccess
    const membership = yield* Membership
    const redemptions = yield* Redemptions
    return handlers
      .handle("byPhone", ({ path }) =>
        limits
          .check("lookup", path.phone)
          .pipe(
            Effect.zipRight(
              Effect.flatMap(members.caller, (caller) => members.lookupByPhone(caller, path.phone))
            )
          )
      )
      .handle("findOrCreate", ({ payload }) =>
        Effect.flatMap(members.caller, (caller) => membership.joinOrCreate(caller, payload))
      )
      .handle("status", ({ path }) =>
        Effect.flatMap(members.caller, (caller) => membership.status(caller, path.id))
      )
      .handle("rewards", () => Effect.map(rewards.active, (rewards) => ({ success: true, rewards })))
      .handle("redeem", ({ payload }) =>
        limits
          .check("redeem", payload.userId)
          .pipe(
            Effect.zipRight(Effect.flatMap(members.caller, (caller) => redemptions.redeem(caller, payload)))
          )
      )
      .handle("requestCode", ({ payload }) => membership.requestCode(payload.phone))
      .handle("confirmCode", ({ payload }) => membership.confirmCode(payload.phone, payload.code))
      .handle("signOutEverywhere", ({ payload }) => membership.signOutEverywhere(payload.phone))
  })
)
