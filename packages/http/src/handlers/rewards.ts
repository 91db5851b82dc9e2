import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import { SqlClient } from "@effect/sql"
import {
  Cents,
  formatMoney,
  phoneDigits,
  type RewardDraft,
  rewardCodeRefusal,
  tidyRewardCode
} from "@grill/core"
import { DateTime, Effect, Option } from "effect"
import { CurrentStaff } from "../api/auth.js"
import { Conflict, InvalidRequest, NotFound } from "../api/errors.js"
import { GrillApi } from "../api/index.js"
import { MenuRepo } from "../repos/menu-repo.js"
import { RewardRepo } from "../repos/reward-repo.js"
import { RateLimits } from "../security/rate-limits.js"
import { AuditLog } from "../services/audit-log.js"

/** A reward as the audit log shows it: "Free Fountain Soda, 25 pts, free item 31, active". */
const describeReward = (reward: RewardDraft) => {
  const effect =
    reward.discountCents !== null
      ? `, ${formatMoney(Cents(reward.discountCents))} off`
      : reward.freeItemId !== null
        ? `, free item ${reward.freeItemId}`
        : ""
  return `${reward.name}, ${reward.pointsCost} pts${effect}, ${reward.isActive ? "active" : "inactive"}`
}

export const RewardsHandlers = HttpApiBuilder.group(GrillApi, "rewards", (handlers) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rewards = yield* RewardRepo
    const menu = yield* MenuRepo
    const audit = yield* AuditLog
    const limits = yield* RateLimits

    const checkFreeItem = (draft: RewardDraft) =>
      draft.freeItemId === null
        ? Effect.void
        : Effect.flatMap(menu.itemsByIds([draft.freeItemId]), (items) =>
            items.size > 0
              ? Effect.void
              : Effect.fail(
                  new InvalidRequest({ message: "That menu item does not exist", field: "freeItemId" })
                )
          )

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
        Effect.gen(function* () {
          const code = tidyRewardCode(path.code)
          const held = yield* rewards.heldCode(code)
          if (Option.isNone(held))
            return yield* new NotFound({ message: "We couldn't find that reward code" })
          const now = DateTime.formatIso(yield* DateTime.now)
          if (!(yield* rewards.markUsed(code, null, now)))
            return yield* new Conflict({ message: "This code has already been used" })
          const { rewardName } = held.value.offer
          yield* audit.record(yield* CurrentStaff, {
            action: "loyalty.codeUsed",
            subject: `Reward code ${code}`,
            to: rewardName
          })
          return { success: true, message: `Code ${code} used: ${rewardName}`, code, rewardName, usedAt: now }
          // The mark and its audit record commit together.
        }).pipe(sql.withTransaction, Effect.catchTag("SqlError", Effect.die))
      )
      .handle("list", () => Effect.map(rewards.all, (all) => ({ success: true, rewards: all })))
      .handle("create", ({ payload }) =>
        Effect.gen(function* () {
          yield* checkFreeItem(payload)
          const reward = yield* rewards.create(payload)
          yield* audit.record(yield* CurrentStaff, {
            action: "reward.created",
            subject: `Reward ${reward.id}`,
            to: describeReward(reward)
          })
          return { success: true, reward }
        }).pipe(sql.withTransaction, Effect.catchTag("SqlError", Effect.die))
      )
      .handle("update", ({ path, payload }) =>
        Effect.gen(function* () {
          yield* checkFreeItem(payload)
          const before = yield* rewards.byId(path.id)
          if (Option.isNone(before)) return yield* new NotFound({ message: "Reward not found" })
          const reward = yield* Effect.flatten(rewards.update(path.id, payload))
          yield* audit.record(yield* CurrentStaff, {
            action: "reward.updated",
            subject: `Reward ${reward.id}`,
            from: describeReward(before.value),
            to: describeReward(reward)
          })
          return { success: true, reward }
        }).pipe(
          sql.withTransaction,
          Effect.catchTags({ SqlError: Effect.die, NoSuchElementException: Effect.die })
        )
      )
  })
)
