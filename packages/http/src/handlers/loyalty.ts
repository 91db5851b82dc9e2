import { HttpApiBuilder } from "@effect/platform"
import {
  affordableRewards,
  capitaliseName,
  isValidEmail,
  maskEmail,
  maskHouseNumber,
  newRedemptionCode,
  phoneDigits,
  redeemPoints,
  splitName,
  tierForPoints
} from "@grill/core"
import { DateTime, Effect, Either, Option } from "effect"
import { Conflict, InvalidRequest, NotFound } from "../api/errors.js"
import { GrillApi } from "../api/index.js"
import { LoyaltyUser, Redemption } from "../api/loyalty.js"
import { LoyaltyRepo, type MemberRecord, type RedemptionRecord } from "../repos/loyalty-repo.js"
import { RateLimits } from "../security/rate-limits.js"
import { Venue } from "../services/venue.js"

/** What a phone number alone may reveal: names and points, but email and home address masked. */
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
    hasSavedAddress: member.deliveryAddress !== null
  })

const toRedemption = (record: RedemptionRecord) => new Redemption(record)

const invalidPhone = new InvalidRequest({
  message: "Please enter a valid 10-digit phone number",
  field: "phone"
})
const userNotFound = new NotFound({ message: "User not found" })

const lookupByPhone = (phone: string) =>
  Effect.flatMap(LoyaltyRepo, (repo) => repo.findByPhone(phone)).pipe(
    Effect.map(
      Option.match({
        onNone: () => ({ success: false, user: null, message: "User not found" }),
        onSome: (member) => ({ success: true, user: toPublicUser(member) })
      })
    )
  )

export const UsersHandlers = HttpApiBuilder.group(GrillApi, "users", (handlers) =>
  Effect.gen(function* () {
    const repo = yield* LoyaltyRepo
    const limits = yield* RateLimits
    return handlers
      .handle("lookup", ({ path }) =>
        limits
          .check("lookup", path.phone)
          .pipe(Effect.zipRight(lookupByPhone(path.phone)), Effect.provideService(LoyaltyRepo, repo))
      )
      .handle("update", ({ payload }) =>
        Effect.gen(function* () {
          const member = yield* repo.findById(payload.userId)
          // The phone must match too: knowing an id alone is not enough to rewrite a profile.
          if (Option.isNone(member) || member.value.phone !== phoneDigits(payload.phone))
            return yield* userNotFound
          const current = member.value
          const email = payload.email === undefined ? current.email : payload.email?.trim() || null
          if (email !== null && email !== current.email && !isValidEmail(email)) {
            return yield* new InvalidRequest({
              message: "Please provide a valid email address or leave it blank.",
              field: "email"
            })
          }
          const name = (given: string | undefined, known: string) =>
            given === undefined ? known : capitaliseName(given.trim())
          yield* repo.updateProfile(current.id, {
            firstName: name(payload.firstName, current.firstName),
            lastName: name(payload.lastName, current.lastName),
            email,
            deliveryAddress: payload.deliveryAddress
          })
          const updated = yield* repo.findById(member.value.id)
          return { success: true, message: "Profile updated", user: toPublicUser(yield* updated) }
        }).pipe(Effect.catchTag("NoSuchElementException", Effect.die))
      )
  })
)

export const LoyaltyHandlers = HttpApiBuilder.group(GrillApi, "loyalty", (handlers) =>
  Effect.gen(function* () {
    const repo = yield* LoyaltyRepo
    const venue = yield* Venue
    const limits = yield* RateLimits
    return handlers
      .handle("byPhone", ({ path }) =>
        limits
          .check("lookup", path.phone)
          .pipe(Effect.zipRight(lookupByPhone(path.phone)), Effect.provideService(LoyaltyRepo, repo))
      )
      .handle("findOrCreate", ({ payload }) =>
        Effect.gen(function* () {
          const phone = phoneDigits(payload.phone)
          if (phone.length !== 10) return yield* invalidPhone
          yield* limits.check("createAccount", phone)
          const existing = yield* repo.findByPhone(phone)
          if (Option.isSome(existing))
            return { success: true, user: toPublicUser(existing.value), created: false }
          const { firstName, lastName } = splitName(payload.name?.trim() ?? "")
          const now = DateTime.formatIso(yield* DateTime.now)
          const created = yield* repo.create({
            phone,
            firstName: capitaliseName(firstName),
            lastName: capitaliseName(lastName),
            email: null,
            now
          })
          return { success: true, user: toPublicUser(created), created: true }
        })
      )
      .handle("status", ({ path }) =>
        Effect.gen(function* () {
          const member = yield* repo.findById(path.id)
          if (Option.isNone(member)) return yield* userNotFound
          const [rewards, history] = yield* Effect.all([
            repo.activeRewards,
            repo.redemptions(member.value.id)
          ])
          return {
            success: true,
            user: toPublicUser(member.value),
            loyalty: {
              points: member.value.points,
              tier: tierForPoints(member.value.points, venue),
              availableRewards: affordableRewards(rewards, member.value.points),
              redemptionHistory: history.map(toRedemption)
            }
          }
        })
      )
      .handle("rewards", () => Effect.map(repo.activeRewards, (rewards) => ({ success: true, rewards })))
      .handle("redeem", ({ payload }) =>
        Effect.gen(function* () {
          yield* limits.check("redeem", payload.userId)
          const [member, reward] = yield* Effect.all([
            repo.findById(payload.userId),
            repo.rewardById(payload.rewardId)
          ])
          if (Option.isNone(member)) return yield* userNotFound
          if (Option.isNone(reward)) return yield* new NotFound({ message: "Reward not found" })
          const refused = redeemPoints(member.value.points, reward.value)
          if (Either.isLeft(refused)) return yield* new Conflict({ message: refused.left.message })
          const outcome = yield* repo.redeem({
            userId: member.value.id,
            reward: reward.value,
            code: newRedemptionCode(),
            now: DateTime.formatIso(yield* DateTime.now)
          })
          // The balance was fine when read but another redemption spent it first.
          if (Option.isNone(outcome))
            return yield* new Conflict({ message: "Not enough points for this reward" })
          return {
            success: true,
            redemption: toRedemption(outcome.value.redemption),
            message: "Reward redeemed successfully!",
            points: outcome.value.points
          }
        })
      )
  })
)
