import { SqlClient, type Statement } from "@effect/sql"
import {
  Cents,
  type HeldRewardCode,
  Reward,
  type RewardCodeOffer,
  type RewardDraft,
  type RewardEffect
} from "@grill/core"
import { Effect, Option, Schema } from "effect"
import { decodedRows, SqlFlag, storedAs, table } from "../db/table.js"

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

/** A code with its owner, its reward and, for a free-item reward, that item as the menu has it now. */
const CodeRow = Schema.Struct({
  code: Schema.String,
  used_at: Schema.NullOr(Schema.String),
  owner_phone: Schema.String,
  reward_name: Schema.String,
  is_active: SqlFlag,
  discount_cents: Schema.NullOr(Schema.Number),
  item_id: Schema.NullOr(Schema.Number),
  item_name: Schema.NullOr(Schema.String),
  item_price_cents: Schema.NullOr(Schema.Number)
})
type CodeRow = typeof CodeRow.Type

/** A free item no longer on the menu leaves the reward without an effect: it is honoured at the counter. */
const effectOf = (row: CodeRow): RewardEffect | null => {
  if (row.discount_cents !== null) return { kind: "discount", amount: Cents(row.discount_cents) }
  if (row.item_id !== null && row.item_name !== null && row.item_price_cents !== null)
    return {
      kind: "freeItem",
      item: { id: row.item_id, name: row.item_name, price: Cents(row.item_price_cents) }
    }
  return null
}

export interface HeldCode extends HeldRewardCode {
  readonly offer: RewardCodeOffer
}

const toHeld = (row: CodeRow): HeldCode => ({
  ownerPhone: row.owner_phone,
  usedAt: row.used_at,
  rewardActive: row.is_active,
  offer: { code: row.code, rewardName: row.reward_name, effect: effectOf(row) }
})

/** Rewards as the editor sees them, and the redemption codes customers spend on orders or at the counter. */
export class RewardRepo extends Effect.Service<RewardRepo>()("Loyalty/RewardRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const codeRows = (where: Statement.Fragment) =>
      sql`SELECT d.code, d.used_at, u.phone AS owner_phone, r.name AS reward_name, r.is_active,
          r.discount_cents, m.id AS item_id, m.name AS item_name, m.price_cents AS item_price_cents
        FROM redemptions d
        JOIN loyalty_users u ON u.id = d.user_id
        JOIN rewards r ON r.id = d.reward_id
        LEFT JOIN menu_items m ON m.id = r.free_item_id
        WHERE ${where}
        ORDER BY d.redeemed_at DESC, d.id DESC`.pipe(decodedRows(CodeRow, "redemptions"))

    const heldCode = (code: string) =>
      codeRows(sql`d.code = ${code}`).pipe(
        Effect.map((rows) => Option.fromNullable(rows[0]).pipe(Option.map(toHeld))),
        Effect.orDie
      )

    /** The member's codes not used yet whose reward still runs: offered at checkout. */
    const unusedCodes = (userId: string) =>
      codeRows(sql`d.user_id = ${userId} AND d.used_at IS NULL AND r.is_active = 1`).pipe(
        Effect.map((rows) => rows.map((row) => toHeld(row).offer)),
        Effect.orDie
      )

    /**
     * Marks the code used, on an order or (none) at the counter. The condition on used_at is the
     * check: of two orders racing for one code exactly one updates the row, in its transaction.
     */
    const markUsed = (code: string, orderId: number | null, now: string) =>
      sql`UPDATE redemptions SET used_at = ${now}, used_order_id = ${orderId}
        WHERE code = ${code} AND used_at IS NULL RETURNING id`.pipe(
        Effect.map((rows) => rows.length > 0),
        Effect.orDie
      )

    const returned = Rewards.selectList(sql)
    const readOne = Effect.map(Option.map(toReward))

    const all = sql`SELECT ${returned} FROM rewards ORDER BY points_cost, name, id`.pipe(
      Rewards.rows,
      Effect.map((rows) => rows.map(toReward)),
      Effect.orDie
    )

    const byId = (id: number) =>
      sql`SELECT ${returned} FROM rewards WHERE id = ${id}`.pipe(Rewards.firstRow, readOne, Effect.orDie)

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

    return { heldCode, unusedCodes, markUsed, all, byId, create, update } as const
  })
}) {
  /** Over the database a test provides (TestDatabaseLive: SQLite, or PostgreSQL in that pass). */
  static readonly Test = RewardRepo.Default
}
