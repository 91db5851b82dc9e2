// Kept apart from reward-effect.ts: the checkout's first screen loads that module, and only the
// reward code field and the staff rewards list need this wording.
import { describeRewardEffect, type RewardEffect } from "./reward-effect.js"

/**
 * A reward's name with what it does, said once: "Free Fountain Soda" (the name says it all),
 * "Birthday treat · $5.00 off".
 */
export const describeReward = (name: string, effect: RewardEffect | null): string => {
  const does = describeRewardEffect(effect)
  return name.trim().toLowerCase() === does.toLowerCase() ? name : `${name} · ${does}`
}
