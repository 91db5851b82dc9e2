import { randomBytes } from "node:crypto"
import { SqlClient, type Statement } from "@effect/sql"
import { type Allergen, allergenListText, allergensFromText, type Reward, sortedAllergens } from "@grill/core"
import { Effect, Option, Schema } from "effect"
import type { DeliveryAddress } from "../contract/schemas.js"
import { decodedFirstRow, decodedRows, SqlNumber, table } from "../db/table.js"

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
  /** The allergies the member saved on the loyalty screen (issue 41). */
  readonly allergies: ReadonlyArray<Allergen>
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

const LoyaltyUsers = table(
  "loyalty_users",
  {
    id: Schema.String,
    phone: Schema.String,
    first_name: Schema.String,
    last_name: Schema.String,
    email: Schema.NullOr(Schema.String),
    member_since: Schema.NullOr(Schema.String),
    created_at: Schema.String,
    points: Schema.Number,
    address: Schema.NullOr(Schema.String),
    city: Schema.NullOr(Schema.String),
    state: Schema.NullOr(Schema.String),
    zip_code: Schema.NullOr(Schema.String),
    allergies: Schema.String
  },
  ["points", "address", "city", "state", "zip_code", "allergies"]
)
type UserRow = typeof LoyaltyUsers.row.Type

/** The rewards members took, each with its code, spent on an order or at the counter once. */
const Redemptions = table(
  "redemptions",
  {
    id: Schema.Number,
    user_id: Schema.String,
    reward_id: Schema.Number,
    reward_name: Schema.String,
    points_cost: Schema.Number,
    code: Schema.String,
    redeemed_at: Schema.String,
    used_at: Schema.NullOr(Schema.String),
    used_order_id: Schema.NullOr(Schema.Number)
  },
  ["id", "used_at", "used_order_id"]
)
type RedemptionRow = typeof Redemptions.row.Type

/** A redemption code with its owner's phone and the reward it was taken for. */
const CodeRow = Schema.Struct({
  code: Schema.String,
  used_at: Schema.NullOr(Schema.String),
  owner_phone: Schema.String,
  reward_id: Schema.Number
})
export type RedemptionCode = typeof CodeRow.Type

const Balance = LoyaltyUsers.row.pick("points")

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
      : { address: row.address, city: row.city ?? "", state: row.state ?? "", zipCode: row.zip_code ?? "" },
  allergies: allergensFromText(row.allergies)
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

const JoinedCount = decodedRows(Schema.Struct({ members: SqlNumber }), "the members joined")

export class LoyaltyRepo extends Effect.Service<LoyaltyRepo>()("Loyalty/LoyaltyRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const users = LoyaltyUsers.selectList(sql)
    const member = Effect.map(Option.map(toMember))

    const findByPhone = (phone: string) =>
      sql`SELECT ${users} FROM loyalty_users WHERE phone = ${phone}`.pipe(
        LoyaltyUsers.firstRow,
        member,
        Effect.orDie
      )

    const findById = (id: string) =>
      sql`SELECT ${users} FROM loyalty_users WHERE id = ${id}`.pipe(
        LoyaltyUsers.firstRow,
        member,
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
      sql`INSERT INTO loyalty_users ${sql.insert(
        LoyaltyUsers.insertRow({
          id: newMemberId(),
          phone: input.phone,
          first_name: input.firstName,
          last_name: input.lastName,
          email: input.email,
          member_since: input.joins ? input.now : null,
          created_at: input.now
        })
      )} RETURNING ${users}`.pipe(LoyaltyUsers.returnedRow, Effect.map(toMember), Effect.orDie)

    /** A known customer joins the loyalty programme: membership starts now, once. */
    const join = (member: MemberRecord, now: string) =>
      member.memberSince !== null
        ? Effect.succeed(member)
        : sql`UPDATE loyalty_users SET member_since = ${now}
            WHERE id = ${member.id} AND member_since IS NULL RETURNING ${users}`.pipe(
            LoyaltyUsers.firstRow,
            Effect.map(Option.match({ onNone: () => member, onSome: toMember })),
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
        /** Replaces the saved allergies; undefined keeps them. */
        allergies?: ReadonlyArray<Allergen> | undefined
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
        if (profile.allergies !== undefined) {
          yield* sql`UPDATE loyalty_users SET allergies = ${allergenListText(sortedAllergens(profile.allergies))}
            WHERE id = ${id}`
        }
      }).pipe(Effect.orDie)

    const creditPoints = (id: string, points: number) =>
      sql`UPDATE loyalty_users SET points = points + ${points} WHERE id = ${id}`.pipe(
        Effect.asVoid,
        Effect.orDie
      )

    const redemptions = (userId: string) =>
      sql`SELECT ${Redemptions.selectList(sql)} FROM redemptions
        WHERE user_id = ${userId} ORDER BY redeemed_at DESC, id DESC`.pipe(
        Redemptions.rows,
        Effect.map((rows) => rows.map(toRedemption)),
        Effect.orDie
      )

    /**
     * Deducts and records in one transaction. The conditional UPDATE is the balance check, so
     * concurrent redemptions against one balance can never take it below what they cost.
     */
    const redeem = (input: { userId: string; reward: Reward; code: string; now: string }) =>
      Effect.gen(function* () {
        const balance = yield* sql`UPDATE loyalty_users
          SET points = points - ${input.reward.pointsCost}
          WHERE id = ${input.userId} AND points >= ${input.reward.pointsCost}
          RETURNING points`.pipe(decodedFirstRow(Balance, LoyaltyUsers.name))
        if (Option.isNone(balance)) return Option.none()
        const recorded = yield* sql`INSERT INTO redemptions ${sql.insert(
          Redemptions.insertRow({
            user_id: input.userId,
            reward_id: input.reward.id,
            reward_name: input.reward.name,
            points_cost: input.reward.pointsCost,
            code: input.code,
            redeemed_at: input.now
          })
        )} RETURNING ${Redemptions.selectList(sql)}`.pipe(Redemptions.returnedRow)
        return Option.some({ points: balance.value.points, redemption: toRedemption(recorded) })
      }).pipe(sql.withTransaction, Effect.orDie)

    const codes = (where: Statement.Fragment) =>
      sql`SELECT d.code, d.used_at, u.phone AS owner_phone, d.reward_id
        FROM redemptions d JOIN loyalty_users u ON u.id = d.user_id
        WHERE ${where}
        ORDER BY d.redeemed_at DESC, d.id DESC`.pipe(decodedRows(CodeRow, Redemptions.name), Effect.orDie)

    /** The redemption of a code, if any. */
    const codeOf = (code: string) =>
      Effect.map(codes(sql`d.code = ${code}`), (rows) => Option.fromNullable(rows[0]))

    /** The member's codes not used yet, newest first. */
    const unusedCodesOf = (userId: string) => codes(sql`d.user_id = ${userId} AND d.used_at IS NULL`)

    /**
     * Marks the code used, on an order or (none) at the counter. The condition on used_at is the
     * check: of two orders racing for one code exactly one updates the row, in its transaction.
     */
    const markCodeUsed = (code: string, orderId: number | null, now: string) =>
      sql`UPDATE redemptions SET used_at = ${now}, used_order_id = ${orderId}
        WHERE code = ${code} AND used_at IS NULL RETURNING id`.pipe(
        Effect.map((rows) => rows.length > 0),
        Effect.orDie
      )

    /** How many became members from `start` until `end` (ISO instants, the end excluded). */
    const joinedBetween = (start: string, end: string) =>
      sql`SELECT COUNT(*) AS members FROM loyalty_users
        WHERE member_since >= ${start} AND member_since < ${end}`.pipe(
        JoinedCount,
        Effect.map((rows) => rows[0]?.members ?? 0),
        Effect.orDie
      )

    return {
      joinedBetween,
      findByPhone,
      findById,
      create,
      join,
      fillMissingDetails,
      updateProfile,
      creditPoints,
      redemptions,
      redeem,
      codeOf,
      unusedCodesOf,
      markCodeUsed
    } as const
  })
}) {
  /** Over the database a test provides (TestDatabaseLive: SQLite, or PostgreSQL in that pass). */
  static readonly Test = LoyaltyRepo.Default
}
