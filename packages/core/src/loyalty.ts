import type { OrderTotals } from "./pricing.js"
import type { ToastMessage } from "./toast.js"
import type { VenueConfig } from "./venue.js"
import { DEFAULT_VENUE as defaultVenueConfig } from "./venue-defaults.js"

/** Lowest first. */
export const TIERS = ["Bronze", "Silver", "Gold", "Platinum"] as const

// loyalty-schema.ts builds its Schemas from TIERS, so this module says what it reads of them
// itself: the tier names, and of a reward (its Reward class) whether it is offered and its cost.
type Tier = (typeof TIERS)[number]
interface RewardOffer {
  readonly isActive: boolean
  readonly pointsCost: number
}

/** The points at which `tier` begins. */
export const tierThreshold = (tier: Tier, venue: VenueConfig = defaultVenueConfig): number => {
  switch (tier) {
    case "Bronze":
      return 0
    case "Silver":
      return venue.loyaltyTiers.silver
    case "Gold":
      return venue.loyaltyTiers.gold
    case "Platinum":
      return venue.loyaltyTiers.platinum
  }
}

export const tierForPoints = (points: number, venue: VenueConfig = defaultVenueConfig): Tier =>
  TIERS.findLast((tier) => points >= tierThreshold(tier, venue)) ?? "Bronze"

/** The How It Works card's ranges: "0-99", "100-299", "300-599", "600+". */
export const tierRangeText = (tier: Tier, venue: VenueConfig = defaultVenueConfig): string => {
  const next = TIERS[TIERS.indexOf(tier) + 1]
  const from = tierThreshold(tier, venue)
  return next === undefined ? `${from}+` : `${from}-${tierThreshold(next, venue) - 1}`
}

export interface TierProgress {
  readonly nextTier: Tier
  /** Whole percent of the way through the current tier's band, 0 to 100. */
  readonly percent: number
  readonly pointsToNext: number
}

/** Progress within the current band (Silver at 200 points is 50% of the way to Gold); null at the top tier. */
export const tierProgress = (
  points: number,
  venue: VenueConfig = defaultVenueConfig
): TierProgress | null => {
  const tier = tierForPoints(points, venue)
  const nextTier = TIERS[TIERS.indexOf(tier) + 1]
  if (nextTier === undefined) return null
  const from = tierThreshold(tier, venue)
  const to = tierThreshold(nextTier, venue)
  const percent = Math.floor(((points - from) * 100) / (to - from))
  return {
    nextTier,
    percent: Math.min(100, Math.max(0, percent)),
    pointsToNext: Math.max(0, Math.ceil(to - points))
  }
}

/**
 * Points are earned on what the customer paid for food: after the member discount and a reward
 * code's discount (a reward bought with points earns none back), before tax and tip.
 */
export const pointsForPurchase = (
  totals: Pick<OrderTotals, "subtotal" | "memberDiscount" | "rewardDiscount">,
  venue: VenueConfig = defaultVenueConfig
): number =>
  Math.max(0, Math.floor((totals.subtotal - totals.memberDiscount - totals.rewardDiscount) / 100)) *
  venue.pointsPerDollar

export const affordableRewards = <R extends RewardOffer>(
  rewards: ReadonlyArray<R>,
  points: number
): Array<R> => rewards.filter((reward) => reward.isActive && reward.pointsCost <= points)

export const unaffordableRewards = <R extends RewardOffer>(
  rewards: ReadonlyArray<R>,
  points: number
): Array<R> => rewards.filter((reward) => reward.isActive && reward.pointsCost > points)

export const pointsNeededFor = (reward: RewardOffer, points: number): number =>
  Math.max(0, reward.pointsCost - points)

export const needMorePointsText = (reward: RewardOffer, points: number): string =>
  `Need ${pointsNeededFor(reward, points)} more points`

/** The phone-lookup greeting (spec section 2) for whoever the phone found, or nobody. */
export const lookupGreeting = (
  customer: { readonly firstName: string; readonly memberSince: string | null } | null
): string => {
  if (customer === null) return "New customer! We'll create a loyalty account for you."
  if (customer.firstName.trim() === "") return "(Add your name to complete your profile)"
  return customer.memberSince === null
    ? `Welcome, ${customer.firstName}!`
    : `Welcome back, ${customer.firstName}!`
}

/** Spec section 4: "Welcome back!" only greets a record older than this, not one made moments ago. */
export const RETURNING_CUSTOMER_AGE_MS = 30_000

/** Whether a found record is a returning customer at `now` (the client's clock, passed in). */
export const isReturningCustomer = (createdAt: string, now: Date): boolean =>
  now.getTime() - Date.parse(createdAt) > RETURNING_CUSTOMER_AGE_MS

/** The toast after a lookup filled the form for a returning customer. */
export const WELCOME_BACK_TOAST: ToastMessage = {
  title: "Welcome back!",
  description: "We've filled in your information automatically."
}
