import { randomBytes } from "node:crypto"
import { SqlClient } from "@effect/sql"
import type { Reward } from "@grill/core"
import { Effect, Option } from "effect"
import type { DeliveryAddress } from "../contract/schemas.js"
import { type RewardRow, toReward } from "../rewards/repo.js"

export interface MemberRecord {
  readonly id: string
  readonly phone: string
  readonly firstName: string
  readonly lastName: string
  readonly email: string | null
  readonly memberSince: string | null
  readonly createdAt: string
  readonly points: number
  readonly deliveryAddress: DeliveryAddress | null
}

export interface RedemptionRecord {
  readonly id: number
  readonly rewardId: number
  readonly rewardName: string
  readonly pointsCost: number
  readonly code: string
  readonly redeemedAt: string
  readonly usedAt: string | null
}

interface UserRow {
  readonly id: string
  readonly phone: string
  readonly first_name: string
  readonly last_name: string
  readonly email: string | null
  readonly member_since: string | null
  readonly created_at: string
  readonly points: number
  readonly address: string | null
  readonly city: string | null
  readonly state: string | null
  readonly zip_code: string | null
}

interface RedemptionRow {
  readonly id: number
  readonly reward_id: number
  readonly reward_name: string
  readonly points_cost: number
  readonly code: string
  readonly redeemed_at: string
  readonly used_at: string | null
}

const toMember = (row: UserRow): MemberRecord => ({
  id: row.id,
  phone: row.phone,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  memberSince: row.member_since,
  createdAt: row.created_at,
  points: row.points,
  deliveryAddress:
    row.address === null
      ? null
      : { address: row.address, city: row.city ?? "", state: row.state ?? "", zipCode: row.zip_code ?? "" }
})

const toRedemption = (row: RedemptionRow): RedemptionRecord => ({
  id: row.id,
  rewardId: row.reward_id,
  rewardName: row.reward_name,
  pointsCost: row.points_cost,
  code: row.code,
  redeemedAt: row.redeemed_at,
  usedAt: row.used_at
})

/** Member ids travel in URLs: random, so nobody can walk the member list by counting. */
const newMemberId = (): string => `m_${randomBytes(12).toString("base64url")}`

export class LoyaltyRepo extends Effect.Service<LoyaltyRepo>()("Loyalty/LoyaltyRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const first = <A>(rows: ReadonlyArray<A>) => Option.fromNullable(rows[0])

    const findByPhone = (phone: string) =>
      sql<UserRow>`SELECT * FROM loyalty_users WHERE phone = ${phone}`.pipe(
        Effect.map((rows) => first(rows).pipe(Option.map(toMember))),
        Effect.orDie
      )

    const findById = (id: string) =>
      sql<UserRow>`SELECT * FROM loyalty_users WHERE id = ${id}`.pipe(
        Effect.map((rows) => first(rows).pipe(Option.map(toMember))),
        Effect.orDie
      )

    /**
     * A customer's record. Membership (`memberSince`) starts when they join the loyalty programme
     * (the loyalty screen); a first order makes a record without it: the spec's "Welcome, Ann!"
     * greets them until they join, when "Welcome back" and the member discount begin.
     */
    const create = (input: {
      phone: string
      firstName: string
      lastName: string
      email: string | null
      now: string
      joins: boolean
    }) =>
      sql<UserRow>`INSERT INTO loyalty_users (id, phone, first_name, last_name, email, member_since, created_at)
        VALUES (${newMemberId()}, ${input.phone}, ${input.firstName}, ${input.lastName}, ${input.email},
          ${input.joins ? input.now : null}, ${input.now})
        RETURNING *`.pipe(
        Effect.map((rows) => toMember(rows[0] as UserRow)),
        Effect.orDie
      )

    /** A known customer joins the loyalty programme: membership starts now, once. */
    const join = (member: MemberRecord, now: string) =>
      member.memberSince !== null
        ? Effect.succeed(member)
        : sql<UserRow>`UPDATE loyalty_users SET member_since = ${now}
            WHERE id = ${member.id} AND member_since IS NULL RETURNING *`.pipe(
            Effect.map((rows) => (rows[0] === undefined ? member : toMember(rows[0]))),
            Effect.orDie
          )

    /**
     * Fills in what the member had not told us yet; never overwrites a known name or email.
     * Nothing is written when nothing is missing: the update would lock the member's row until
     * the order commits, making every order from one phone wait for the one before.
     */
    const fillMissingDetails = (
      member: MemberRecord,
      details: { firstName: string; lastName: string; email: string | null }
    ) => {
      const missing =
        (member.firstName === "" && details.firstName !== "") ||
        (member.lastName === "" && details.lastName !== "") ||
        (member.email === null && details.email !== null)
      if (!missing) return Effect.void
      return sql`UPDATE loyalty_users SET
          first_name = CASE WHEN first_name = '' THEN ${details.firstName} ELSE first_name END,
          last_name = CASE WHEN last_name = '' THEN ${details.lastName} ELSE last_name END,
          email = COALESCE(email, ${details.email})
        WHERE id = ${member.id}`.pipe(Effect.asVoid, Effect.orDie)
    }

    const updateProfile = (
      id: string,
      profile: {
        firstName: string
        lastName: string
        email: string | null
        deliveryAddress: DeliveryAddress | null | undefined
      }
    ) =>
      Effect.gen(function* () {
        yield* sql`UPDATE loyalty_users SET first_name = ${profile.firstName}, last_name = ${profile.lastName},
          email = ${profile.email} WHERE id = ${id}`
        if (profile.deliveryAddress !== undefined) {
          const a = profile.deliveryAddress
          yield* sql`UPDATE loyalty_users SET address = ${a?.address ?? null}, city = ${a?.city ?? null},
            state = ${a?.state ?? null}, zip_code = ${a?.zipCode ?? null} WHERE id = ${id}`
        }
      }).pipe(Effect.orDie)

    const creditPoints = (id: string, points: number) =>
      sql`UPDATE loyalty_users SET points = points + ${points} WHERE id = ${id}`.pipe(
        Effect.asVoid,
        Effect.orDie
      )

    const activeRewards = sql<RewardRow>`
      SELECT * FROM rewards WHERE is_active = 1 ORDER BY points_cost, name`.pipe(
      Effect.map((rows) => rows.map(toReward)),
      Effect.orDie
    )

    const rewardById = (id: number) =>
      sql<RewardRow>`SELECT * FROM rewards WHERE id = ${id}`.pipe(
        Effect.map((rows) => first(rows).pipe(Option.map(toReward))),
        Effect.orDie
      )

    const redemptions = (userId: string) =>
      sql<RedemptionRow>`SELECT * FROM redemptions WHERE user_id = ${userId} ORDER BY redeemed_at DESC, id DESC`.pipe(
        Effect.map((rows) => rows.map(toRedemption)),
        Effect.orDie
      )

    /**
     * Deducts and records in one transaction. The conditional UPDATE is the balance check, so
     * concurrent redemptions against one balance can never take it below what they cost.
     */
    const redeem = (input: { userId: string; reward: Reward; code: string; now: string }) =>
      Effect.gen(function* () {
        const debited = yield* sql<{ points: number }>`UPDATE loyalty_users
          SET points = points - ${input.reward.pointsCost}
          WHERE id = ${input.userId} AND points >= ${input.reward.pointsCost}
          RETURNING points`
        const balance = first(debited)
        if (Option.isNone(balance)) return Option.none()
        const recorded = yield* sql<RedemptionRow>`INSERT INTO redemptions
          (user_id, reward_id, reward_name, points_cost, code, redeemed_at)
          VALUES (${input.userId}, ${input.reward.id}, ${input.reward.name}, ${input.reward.pointsCost},
            ${input.code}, ${input.now})
          RETURNING *`
        return Option.some({
          points: balance.value.points,
          redemption: toRedemption(recorded[0] as RedemptionRow)
        })
      }).pipe(sql.withTransaction, Effect.orDie)

    return {
      findByPhone,
      findById,
      create,
      join,
      fillMissingDetails,
      updateProfile,
      creditPoints,
      activeRewards,
      rewardById,
      redemptions,
      redeem
    } as const
  })
}) {}
