import { Layer } from "effect"
import { feature } from "../platform/feature.js"
import { RewardsHandlers } from "./http.js"
import { migration as m0070 } from "./migrations/0070_reward_effects.js"
import { RewardRepo } from "./repo.js"
import { RewardAdmin } from "./reward-admin.js"

/** The loyalty rewards members spend points on, and their administration. */
export const rewardsFeature = feature({
  name: "rewards",
  live: RewardsHandlers.pipe(Layer.provide(RewardAdmin.Default)),
  shares: RewardRepo.Default,
  migrations: { "0070_reward_effects": m0070 }
})
