import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import { phoneDigits, rewardCodeRefusal, tidyRewardCode } from "@grill/core"
import { Effect, Option } from "effect"
import { GrillApi } from "../api.js"
import { InvalidRequest } from "../contract/errors.js"
import { RateLimits } from "../platform/rate-limits.js"
import { CurrentStaff } from "../staff/auth-api.js"
import { RewardRepo } from "./repo.js"
import { RewardAdmin } from "./reward-admin.js"

export const RewardsHandlers = HttpApiBuilder.group(GrillApi, "rewards", (handlers) =>
  Effect.gen(function* () {
    const rewards = yield* RewardRepo
    const admin = yield* RewardAdmin
    const limits = yield* RateLimits

    return handlers
      .handle("checkCode", ({ payload }) =>
        Effect.gen(function* () {
          const phone = phoneDigits(payload.phone)
          // Limited like redemption: a code's 49 bits are not for guessing, even slowly.
          yield* limits.check("redeem", phone)
          const held = yield* rewards.heldCode(tidyRewardCode(payload.code))
          const refused = rewardCodeRefusal(Option.getOrUndefined(held), phone)
          if (refused !== undefined || Option.isNone(held))
            return yield* new InvalidRequest({ message: refused ?? "", field: "rewardCode" })
          return { success: true, reward: held.value.offer }
        })
      )
      .handle("useCode", ({ path }) =>
        Effect.flatMap(CurrentStaff, (staff) => admin.useCode(staff, path.code))
      )
      .handle("list", () => Effect.map(rewards.all, (all) => ({ success: true, rewards: all })))
      .handle("create", ({ payload }) =>
        Effect.flatMap(CurrentStaff, (staff) => admin.create(staff, payload))
      )
      .handle("update", ({ path, payload }) =>
        Effect.flatMap(CurrentStaff, (staff) => admin.update(staff, path.id, payload))
      )
  })
)
