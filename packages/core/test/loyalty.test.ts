import { describe, expect, it } from "@effect/vitest"
import { Either } from "effect"
import {
  affordableRewards,
  isReturningCustomer,
  lookupGreeting,
  needMorePointsText,
  pointsForPurchase,
  pointsNeededFor,
  TIERS,
  tierForPoints,
  tierProgress,
  tierRangeText,
  unaffordableRewards
} from "../src/loyalty.js"
import { Reward, redeemPoints } from "../src/loyalty-schema.js"
import { Cents } from "../src/money.js"
import { resolveVenueConfig } from "../src/venue.js"

const reward = (id: number, pointsCost: number, isActive = true) =>
  new Reward({
    id,
    name: `Reward ${id}`,
    description: "",
    pointsCost,
    isActive,
    discountCents: null,
    freeItemId: null
  })

describe("tiers", () => {
  it.each([
    [0, "Bronze"],
    [99, "Bronze"],
    [100, "Silver"],
    [299, "Silver"],
    [300, "Gold"],
    [599, "Gold"],
    [600, "Platinum"],
    [10_000, "Platinum"],
    [-5, "Bronze"]
  ] as const)("%d points is %s", (points, tier) => {
    expect(tierForPoints(points)).toBe(tier)
  })

  it("describes the ranges as the How It Works card does", () => {
    expect(TIERS.map((tier) => `${tier} ${tierRangeText(tier)}`)).toEqual([
      "Bronze 0-99",
      "Silver 100-299",
      "Gold 300-599",
      "Platinum 600+"
    ])
  })

  it("follows the venue's configured thresholds", () => {
    const venue = Either.getOrThrow(
      resolveVenueConfig({ loyaltyTiers: { silver: 50, gold: 150, platinum: 400 } })
    )
    expect(tierForPoints(49, venue)).toBe("Bronze")
    expect(tierForPoints(50, venue)).toBe("Silver")
    expect(tierForPoints(400, venue)).toBe("Platinum")
    expect(tierRangeText("Gold", venue)).toBe("150-399")
  })
})

describe("tierProgress", () => {
  it.each([
    [0, { nextTier: "Silver", percent: 0, pointsToNext: 100 }],
    [50, { nextTier: "Silver", percent: 50, pointsToNext: 50 }],
    [99, { nextTier: "Silver", percent: 99, pointsToNext: 1 }],
    [100, { nextTier: "Gold", percent: 0, pointsToNext: 200 }],
    [201, { nextTier: "Gold", percent: 50, pointsToNext: 99 }],
    [450, { nextTier: "Platinum", percent: 50, pointsToNext: 150 }],
    [599, { nextTier: "Platinum", percent: 99, pointsToNext: 1 }]
  ])("at %d points is %j", (points, progress) => {
    expect(tierProgress(points)).toEqual(progress)
  })

  it("is hidden (null) at Platinum", () => {
    expect(tierProgress(600)).toBeNull()
  })

  it("never goes below 0% for a negative balance", () => {
    expect(tierProgress(-20)).toEqual({ nextTier: "Silver", percent: 0, pointsToNext: 120 })
  })
})

describe("pointsForPurchase", () => {
  it("gives one point per whole dollar of food after the member discount", () => {
    expect(
      pointsForPurchase({ subtotal: Cents(2248), memberDiscount: Cents(0), rewardDiscount: Cents(0) })
    ).toBe(22)
    expect(
      pointsForPurchase({ subtotal: Cents(1499), memberDiscount: Cents(300), rewardDiscount: Cents(0) })
    ).toBe(11)
    expect(
      pointsForPurchase({ subtotal: Cents(99), memberDiscount: Cents(0), rewardDiscount: Cents(0) })
    ).toBe(0)
  })

  it("earns nothing on what a reward code took off", () => {
    expect(
      pointsForPurchase({ subtotal: Cents(2248), memberDiscount: Cents(0), rewardDiscount: Cents(500) })
    ).toBe(17)
  })

  it("multiplies by the venue's points per dollar", () => {
    const venue = Either.getOrThrow(resolveVenueConfig({ pointsPerDollar: 2 }))
    expect(
      pointsForPurchase({ subtotal: Cents(2248), memberDiscount: Cents(0), rewardDiscount: Cents(0) }, venue)
    ).toBe(44)
  })
})

describe("rewards", () => {
  const rewards = [reward(1, 50), reward(2, 100), reward(3, 125), reward(4, 10, false)]

  it("splits active rewards into affordable and not yet affordable", () => {
    expect(affordableRewards(rewards, 100).map((r) => r.id)).toEqual([1, 2])
    expect(unaffordableRewards(rewards, 100).map((r) => r.id)).toEqual([3])
  })

  it("says how many more points a reward needs", () => {
    expect(pointsNeededFor(reward(3, 125), 100)).toBe(25)
    expect(needMorePointsText(reward(3, 125), 100)).toBe("Need 25 more points")
    expect(pointsNeededFor(reward(1, 50), 100)).toBe(0)
  })
})

describe("redeemPoints", () => {
  it("takes the cost off the balance", () => {
    expect(redeemPoints(120, reward(1, 100))).toEqual(Either.right(20))
    expect(redeemPoints(100, reward(1, 100))).toEqual(Either.right(0))
  })

  it("refuses an unaffordable reward", () => {
    const result = redeemPoints(99, reward(1, 100))
    expect(Either.isLeft(result) && [result.left._tag, result.left.reason, result.left.message]).toEqual([
      "RedemptionRefused",
      "unaffordable",
      "Not enough points for this reward"
    ])
  })

  it("refuses an inactive reward even when affordable", () => {
    const result = redeemPoints(1000, reward(1, 100, false))
    expect(Either.isLeft(result) && [result.left.reason, result.left.message]).toEqual([
      "inactive",
      "This reward is not available"
    ])
  })

  it("refuses when the balance is not a number", () => {
    expect(Either.isLeft(redeemPoints(Number.NaN, reward(1, 1)))).toBe(true)
  })
})

describe("phone-lookup greeting", () => {
  it("greets a member back, a customer without memberSince as new, and asks a nameless one for a name", () => {
    expect(lookupGreeting({ firstName: "Jane", memberSince: "2026-01-01T00:00:00.000Z" })).toBe(
      "Welcome back, Jane!"
    )
    expect(lookupGreeting({ firstName: "Jane", memberSince: null })).toBe("Welcome, Jane!")
    expect(lookupGreeting({ firstName: " ", memberSince: null })).toBe(
      "(Add your name to complete your profile)"
    )
    expect(lookupGreeting(null)).toBe("New customer! We'll create a loyalty account for you.")
  })
})

describe("isReturningCustomer", () => {
  it("greets a record older than 30 seconds as returning, not one made moments ago", () => {
    const createdAt = "2026-05-01T12:00:00.000Z"
    expect(isReturningCustomer(createdAt, new Date("2026-05-01T12:00:30.000Z"))).toBe(false)
    expect(isReturningCustomer(createdAt, new Date("2026-05-01T12:00:30.001Z"))).toBe(true)
  })
})
