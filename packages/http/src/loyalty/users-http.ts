import { maskEmail, maskHouseNumber } from "@grill/core"
import { Effect } from "effect"
import { RewardRepo } from "../rewards/repo.js"
import { LoyaltyUser, Redemption } from "./api.js"
import type { MemberRecord, RedemptionRecord } from "./repo.js"

/**
 * What a phone number alone may reveal: what the spec's greeting reads (the first name, and
 * memberSince/createdAt for "Welcome back" and the returning-customer toast).
 */
export const toGreetingUser = (member: MemberRecord): LoyaltyUser =>
  new LoyaltyUser({
    id: "",
    firstName: member.firstName,
    lastName: "",
    name: member.firstName,
    phone: member.phone,
    email: null,
    memberSince: member.memberSince,
    createdAt: member.createdAt,
    loyaltyPoints: 0,
    deliveryAddress: null,
    hasSavedAddress: false,
    proven: false,
    allergies: []
  })

/** The member for a caller with proof of the phone (or staff): email and home address still masked. */
export const toPublicUser = (member: MemberRecord): LoyaltyUser =>
  new LoyaltyUser({
    id: member.id,
    firstName: member.firstName,
    lastName: member.lastName,
    name: [member.firstName, member.lastName].filter((part) => part !== "").join(" "),
    phone: member.phone,
    email: member.email === null ? null : maskEmail(member.email),
    memberSince: member.memberSince,
    createdAt: member.createdAt,
    loyaltyPoints: member.points,
    deliveryAddress:
      member.deliveryAddress === null
        ? null
        : { ...member.deliveryAddress, address: maskHouseNumber(member.deliveryAddress.address) },
    hasSavedAddress: member.deliveryAddress !== null,
    proven: true,
    allergies: member.allergies
  })

export const toRedemption = (record: RedemptionRecord) => new Redemption(record)

/**
 * The user as a phone lookup shows them, with their unused reward codes for the checkout to offer
 * when the caller may see the account (proof of the phone, or staff): never to a stranger.
 */
export const withRewardCodes = (user: LoyaltyUser, member: MemberRecord) =>
  Effect.gen(function* () {
    if (!user.proven) return user
    const rewardCodes = yield* (yield* RewardRepo).unusedCodes(member.id)
    return new LoyaltyUser({ ...user, rewardCodes })
  })
