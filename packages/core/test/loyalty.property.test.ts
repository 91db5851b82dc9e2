import { describe, expect, it } from "@effect/vitest"
import { Either, FastCheck } from "effect"
import { TIERS, tierForPoints, tierProgress } from "../src/loyalty.js"
import { Reward, redeemPoints } from "../src/loyalty-schema.js"

const pointsArb = FastCheck.integer({ min: -1_000, max: 100_000 })

const rewardArb = FastCheck.record({
  id: FastCheck.integer({ min: 1, max: 1000 }),
  name: FastCheck.string(),
  description: FastCheck.string(),
  pointsCost: FastCheck.integer({ min: 1, max: 5_000 }),
  isActive: FastCheck.boolean()
}).map((fields) => new Reward({ ...fields, discountCents: null, freeItemId: null }))

describe("loyalty properties", () => {
  it.prop("more points never mean a lower tier", [pointsArb, pointsArb], ([a, b]) => {
    const [low, high] = a <= b ? [a, b] : [b, a]
    expect(TIERS.indexOf(tierForPoints(low))).toBeLessThanOrEqual(TIERS.indexOf(tierForPoints(high)))
  })

  it.prop("progress is a whole percent in [0, 100] toward the next tier up", [pointsArb], ([points]) => {
    const progress = tierProgress(points)
    if (progress === null) {
      expect(tierForPoints(points)).toBe("Platinum")
      return
    }
    expect(Number.isInteger(progress.percent)).toBe(true)
    expect(progress.percent).toBeGreaterThanOrEqual(0)
    expect(progress.percent).toBeLessThanOrEqual(100)
    expect(progress.pointsToNext).toBeGreaterThan(0)
    expect(TIERS.indexOf(progress.nextTier)).toBe(TIERS.indexOf(tierForPoints(points)) + 1)
    expect(tierForPoints(points + progress.pointsToNext)).toBe(progress.nextTier)
  })

  it.prop("redemption never takes a balance below zero", [pointsArb, rewardArb], ([balance, reward]) => {
    Either.match(redeemPoints(balance, reward), {
      onLeft: () => expect(!reward.isActive || reward.pointsCost > balance).toBe(true),
      onRight: (left) => {
        expect(left).toBeGreaterThanOrEqual(0)
        expect(left).toBe(balance - reward.pointsCost)
        expect(reward.isActive).toBe(true)
      }
    })
  })
})
