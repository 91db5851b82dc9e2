import { SqlClient } from "@effect/sql"
import { Cents, formatMoney, type RewardDraft, tidyRewardCode } from "@grill/core"
import { DateTime, Effect, Option } from "effect"
import { Conflict, InvalidRequest, NotFound } from "../contract/errors.js"
import { MenuRepo } from "../menu/repo.js"
import { AuditLog } from "../staff/audit-log.js"
import type { StaffUser } from "../staff/auth-api.js"
import { RewardRepo } from "./repo.js"

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

/**
 * What staff do with rewards: the catalogue's changes, and a code used at the counter. Each
 * change commits with its audit record.
 */
export class RewardAdmin extends Effect.Service<RewardAdmin>()("Rewards/RewardAdmin", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rewards = yield* RewardRepo
    const menu = yield* MenuRepo
    const audit = yield* AuditLog

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

    /** A code used at the counter: marked used with its audit record, or refused if it was used already. */
    const useCode = (staff: StaffUser, given: string) =>
      Effect.gen(function* () {
        const code = tidyRewardCode(given)
        const held = yield* rewards.heldCode(code)
        if (Option.isNone(held)) return yield* new NotFound({ message: "We couldn't find that reward code" })
        const now = DateTime.formatIso(yield* DateTime.now)
        if (!(yield* rewards.markUsed(code, null, now)))
          return yield* new Conflict({ message: "This code has already been used" })
        const { rewardName } = held.value.offer
        yield* audit.record(staff, {
          action: "loyalty.codeUsed",
          subject: `Reward code ${code}`,
          to: rewardName
        })
        return { success: true, message: `Code ${code} used: ${rewardName}`, code, rewardName, usedAt: now }
        // The mark and its audit record commit together.
      }).pipe(sql.withTransaction, Effect.catchTag("SqlError", Effect.die))

    const create = (staff: StaffUser, draft: RewardDraft) =>
      Effect.gen(function* () {
        yield* checkFreeItem(draft)
        const reward = yield* rewards.create(draft)
        yield* audit.record(staff, {
          action: "reward.created",
          subject: `Reward ${reward.id}`,
          to: describeReward(reward)
        })
        return { success: true, reward }
      }).pipe(sql.withTransaction, Effect.catchTag("SqlError", Effect.die))

    const update = (staff: StaffUser, id: number, draft: RewardDraft) =>
      Effect.gen(function* () {
        yield* checkFreeItem(draft)
        const before = yield* rewards.byId(id)
        if (Option.isNone(before)) return yield* new NotFound({ message: "Reward not found" })
        const reward = yield* Effect.flatten(rewards.update(id, draft))
        yield* audit.record(staff, {
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

    return { useCode, create, update } as const
  }),
  dependencies: [RewardRepo.Default, MenuRepo.Default, AuditLog.Default]
}) {
  /** Nothing of the process to share: a test provides the database. */
  static readonly Test = RewardAdmin.Default
}
