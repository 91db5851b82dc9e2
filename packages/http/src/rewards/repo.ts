import { SqlClient } from "@effect/sql"
import {
  Cents,
  type HeldRewardCode,
  type MenuItem,
  Reward,
  type RewardCodeOffer,
  type RewardDraft,
  type RewardEffect
} from "@grill/core"
import { Effect, Option } from "effect"
import { SqlFlag, storedAs, table } from "../db/table.js"
import { LoyaltyRepo, type RedemptionCode } from "../loyalty/repo.js"
import { MenuRepo } from "../menu/repo.js"

/** The rewards members spend points on: the API's Reward, each field under its column's name. */
export const Rewards = table(
  "rewards",
  {
    id: Reward.fields.id,
    name: Reward.fields.name,
    description: Reward.fields.description,
    pointsCost: storedAs("points_cost", Reward.fields.pointsCost),
    isActive: storedAs("is_active", SqlFlag),
    discountCents: storedAs("discount_cents", Reward.fields.discountCents),
    freeItemId: storedAs("free_item_id", Reward.fields.freeItemId)
  },
  ["id"]
)

/** The API's reward of a decoded row (its fields were decoded by Reward's own schemas). */
export const toReward = (row: typeof Rewards.row.Type): Reward => new Reward(row, true)

/** A free item no longer on the menu leaves the reward without an effect: it is honoured at the counter. */
const effectOf = (reward: Reward, item: MenuItem | undefined): RewardEffect | null => {
  if (reward.discountCents !== null) return { kind: "discount", amount: Cents(reward.discountCents) }
  if (item !== undefined)
    return { kind: "freeItem", item: { id: item.id, name: item.name, price: item.price } }
  return null
}

export interface HeldCode extends HeldRewardCode {
  readonly offer: RewardCodeOffer
}

/** Rewards as the editor sees them, and the redemption codes customers spend on orders or at the counter. */
export class RewardRepo extends Effect.Service<RewardRepo>()("Loyalty/RewardRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const codes = yield* LoyaltyRepo
    const menu = yield* MenuRepo

    /** Each code with its reward and, for a free-item reward, that item as the menu has it now. */
    const held = (rows: ReadonlyArray<RedemptionCode>) =>
      Effect.gen(function* () {
        const rewards = new Map((yield* byIds(rows.map((row) => row.reward_id))).map((r) => [r.id, r]))
        const items = yield* menu.itemsByIds(
          [...rewards.values()].flatMap((reward) => (reward.freeItemId === null ? [] : [reward.freeItemId]))
        )
        return rows.flatMap((row): Array<HeldCode> => {
          const reward = rewards.get(row.reward_id)
          if (reward === undefined) return []
          const item = reward.freeItemId === null ? undefined : items.get(reward.freeItemId)
          return [
            {
              ownerPhone: row.owner_phone,
              usedAt: row.used_at,
              rewardActive: reward.isActive,
              offer: { code: row.code, rewardName: reward.name, effect: effectOf(reward, item) }
            }
          ]
        })
      })

    const heldCode = (code: string) =>
      codes.codeOf(code).pipe(
        Effect.flatMap(Option.match({ onNone: () => Effect.succeed([]), onSome: (row) => held([row]) })),
        Effect.map((found) => Option.fromNullable(found[0]))
      )

    /** The member's codes not used yet whose reward still runs: offered at checkout. */
    const unusedCodes = (userId: string) =>
      codes.unusedCodesOf(userId).pipe(
        Effect.flatMap(held),
        Effect.map((found) => found.filter((code) => code.rewardActive).map((code) => code.offer))
      )

    const returned = Rewards.selectList(sql)
    const readOne = Effect.map(Option.map(toReward))

    const byIds = (ids: ReadonlyArray<number>) =>
      ids.length === 0
        ? Effect.succeed([])
        : sql`SELECT ${returned} FROM rewards WHERE ${sql.in("id", ids)}`.pipe(
            Rewards.rows,
            Effect.map((rows) => rows.map(toReward)),
            Effect.orDie
          )

    const all = sql`SELECT ${returned} FROM rewards ORDER BY points_cost, name, id`.pipe(
      Rewards.rows,
      Effect.map((rows) => rows.map(toReward)),
      Effect.orDie
    )

    const byId = (id: number) =>
      sql`SELECT ${returned} FROM rewards WHERE id = ${id}`.pipe(Rewards.firstRow, readOne, Effect.orDie)

    /** The rewards members may spend points on now. */
    const active = sql`SELECT ${returned} FROM rewards WHERE is_active = 1 ORDER BY points_cost, name`.pipe(
      Rewards.rows,
      Effect.map((rows) => rows.map(toReward)),
      Effect.orDie
    )

    const columns = (draft: RewardDraft) =>
      Rewards.insertRow({
        name: draft.name,
        description: draft.description,
        pointsCost: draft.pointsCost,
        isActive: draft.isActive,
        discountCents: draft.discountCents,
        freeItemId: draft.freeItemId
      })

    const create = (draft: RewardDraft) =>
      sql`INSERT INTO rewards ${sql.insert(columns(draft))} RETURNING ${returned}`.pipe(
        Rewards.returnedRow,
        Effect.map(toReward),
        Effect.orDie
      )

    const update = (id: number, draft: RewardDraft) =>
      sql`UPDATE rewards SET ${sql.update(columns(draft))} WHERE id = ${id} RETURNING ${returned}`.pipe(
        Rewards.firstRow,
        readOne,
        Effect.orDie
      )

    return {
      heldCode,
      unusedCodes,
      markUsed: codes.markCodeUsed,
      all,
      active,
      byId,
      create,
      update
    } as const
  }),
  dependencies: [LoyaltyRepo.Default, MenuRepo.Default]
}) {
  /** Over the database a test provides (TestDatabaseLive: SQLite, or PostgreSQL in that pass). */
  static readonly Test = RewardRepo.Default
}
