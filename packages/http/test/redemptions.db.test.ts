import { SqlClient } from "@effect/sql"
import { describe, expect, layer } from "@effect/vitest"
import { Effect, Exit, Layer, Option } from "effect"
import type { Caller } from "../src/loyalty/member-access.js"
import { Redemptions } from "../src/loyalty/redemptions.js"
import { LoyaltyRepo } from "../src/loyalty/repo.js"
import { AuditLog } from "../src/staff/audit-log.js"
import { StaffUser } from "../src/staff/auth-api.js"
import { TestDatabaseLive } from "./support/database-layer.js"

const Under = Layer.mergeAll(Redemptions.Test, LoyaltyRepo.Default, AuditLog.Default).pipe(
  Layer.provideMerge(TestDatabaseLive)
)

const pat = new StaffUser({ id: 3, username: "pat", role: "manager" })
/** Callers as the member-access policy sees them, without a request. */
const customerOf = (phone: string): Caller => ({
  proves: (asked) => Effect.succeed(asked === phone),
  staff: Effect.succeedNone
})
const stranger: Caller = { proves: () => Effect.succeed(false), staff: Effect.succeedNone }
const atTheCounter: Caller = { proves: () => Effect.succeed(false), staff: Effect.succeedSome(pat) }

/** A member with `points`, and a reward costing 50. */
const memberWith = (phone: string, points: number) =>
  Effect.gen(function* () {
    const repo = yield* LoyaltyRepo
    const sql = yield* SqlClient.SqlClient
    const member = yield* repo.create({
      phone,
      firstName: "Ann",
      lastName: "Lee",
      email: null,
      now: "2026-01-01T12:00:00.000Z",
      joins: true
    })
    yield* repo.creditPoints(member.id, points)
    const [reward] = yield* sql<{ id: number }>`INSERT INTO rewards (name, description, points_cost)
      VALUES ('Free Fries', 'A side of fries', 50) RETURNING id`
    return { member, rewardId: Number(reward?.id) }
  })

const pointsOf = (id: string) =>
  Effect.map(
    Effect.flatMap(LoyaltyRepo, (repo) => repo.findById(id)),
    (member) => Option.getOrThrow(member).points
  )

const counterRecords = Effect.flatMap(AuditLog, (audit) => audit.recent(100)).pipe(
  Effect.map((entries) => entries.filter((entry) => entry.action === "loyalty.redeemed"))
)

describe("redemptions, without HTTP", () => {
  layer(Under)((it) => {
    it.effect("lets the customer who proved the phone spend points, with no audit record", () =>
      Effect.gen(function* () {
        const { member, rewardId } = yield* memberWith("7705550101", 120)
        const before = (yield* counterRecords).length
        const done = yield* (yield* Redemptions).redeem(customerOf("7705550101"), {
          userId: member.id,
          rewardId
        })
        expect(done).toMatchObject({
          success: true,
          points: 70,
          redemption: { rewardName: "Free Fries", pointsCost: 50 }
        })
        expect(yield* pointsOf(member.id)).toBe(70)
        expect((yield* counterRecords).length).toBe(before)
      })
    )

    it.effect("audits a redemption staff make at the counter, naming the code", () =>
      Effect.gen(function* () {
        const { member, rewardId } = yield* memberWith("7705550102", 60)
        const done = yield* (yield* Redemptions).redeem(atTheCounter, { userId: member.id, rewardId })
        const [record] = yield* counterRecords
        expect(record).toMatchObject({
          actor: "pat",
          subject: "Member 770-555-0102",
          to: `Free Fries, code ${done.redemption.code}`
        })
      })
    )

    it.effect(
      "refuses a caller without proof, and a balance that does not cover the reward, spending nothing",
      () =>
        Effect.gen(function* () {
          const redemptions = yield* Redemptions
          const { member, rewardId } = yield* memberWith("7705550103", 40)
          const unproven = yield* Effect.exit(redemptions.redeem(stranger, { userId: member.id, rewardId }))
          expect(unproven).toEqual(Exit.fail(expect.objectContaining({ _tag: "PhoneProofRequired" })))
          const short = yield* Effect.exit(
            redemptions.redeem(customerOf("7705550103"), { userId: member.id, rewardId })
          )
          expect(short).toEqual(Exit.fail(expect.objectContaining({ _tag: "Conflict" })))
          expect(yield* pointsOf(member.id)).toBe(40)
        })
    )
  })
})
