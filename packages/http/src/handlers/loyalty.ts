import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import { SqlClient } from "@effect/sql"
import {
  affordableRewards,
  capitaliseName,
  formatPhoneDashed,
  isValidEmail,
  newRedemptionCode,
  phoneDigits,
  redeemPoints,
  splitName,
  tierForPoints
} from "@grill/core"
import { DateTime, Effect, Either, Option } from "effect"
import { Conflict, InvalidRequest, NotFound, ServiceUnavailable } from "../api/errors.js"
import { GrillApi } from "../api/index.js"
import { LoyaltyRepo, type MemberRecord } from "../repos/loyalty-repo.js"
import { RewardRepo } from "../repos/reward-repo.js"
import { RateLimits } from "../security/rate-limits.js"
import { AuditLog } from "../services/audit-log.js"
import { Auth } from "../services/auth.js"
import { PhoneProof } from "../services/phone-proof.js"
import { Venue } from "../services/venue.js"
import { mayAccess, proofRequired, requireAccess } from "../trust/loyalty-access.js"
import { toGreetingUser, toPublicUser, toRedemption, withRewardCodes } from "./loyalty-users.js"

const invalidPhone = new InvalidRequest({
  message: "Please enter a valid 10-digit phone number",
  field: "phone"
})
const userNotFound = new NotFound({ message: "User not found" })
const shownTo = (member: MemberRecord) =>
  Effect.map(mayAccess(member.phone), (access) => (access ? toPublicUser(member) : toGreetingUser(member)))

const lookupByPhone = (phone: string) =>
  Effect.gen(function* () {
    const repo = yield* LoyaltyRepo
    const member = yield* repo.findByPhone(phone)
    if (Option.isNone(member)) return { success: false, user: null, message: "User not found" }
    return { success: true, user: yield* withRewardCodes(yield* shownTo(member.value), member.value) }
  })

/** Hands the lookup and proof helpers above the services they read, as each handler group holds them. */
const provideLoyaltyServices = Effect.gen(function* () {
  const repo = yield* LoyaltyRepo
  const proof = yield* PhoneProof
  const auth = yield* Auth
  const rewards = yield* RewardRepo
  return <A, E, R>(effect: Effect.Effect<A, E, R>) =>
    effect.pipe(
      Effect.provideService(LoyaltyRepo, repo),
      Effect.provideService(RewardRepo, rewards),
      Effect.provideService(PhoneProof, proof),
      Effect.provideService(Auth, auth)
    )
})

export const UsersHandlers = HttpApiBuilder.group(GrillApi, "users", (handlers) =>
  Effect.gen(function* () {
    const repo = yield* LoyaltyRepo
    const limits = yield* RateLimits
    const provide = yield* provideLoyaltyServices
    return handlers
      .handle("lookup", ({ path }) =>
        provide(limits.check("lookup", path.phone).pipe(Effect.zipRight(lookupByPhone(path.phone))))
      )
      .handle("update", ({ payload }) =>
        Effect.gen(function* () {
          const member = yield* repo.findById(payload.userId)
          // The phone must match too: knowing an id alone is not enough to rewrite a profile.
          if (Option.isNone(member) || member.value.phone !== phoneDigits(payload.phone))
            return yield* userNotFound
          yield* provide(requireAccess(member.value.phone))
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
    const proof = yield* PhoneProof
    const audit = yield* AuditLog
    const sql = yield* SqlClient.SqlClient
    const provide = yield* provideLoyaltyServices
    return handlers
      .handle("byPhone", ({ path }) =>
        provide(limits.check("lookup", path.phone).pipe(Effect.zipRight(lookupByPhone(path.phone))))
      )
      .handle("findOrCreate", ({ payload }) =>
        Effect.gen(function* () {
          const phone = phoneDigits(payload.phone)
          if (phone.length !== 10) return yield* invalidPhone
          yield* limits.check("createAccount", phone)
          const existing = yield* repo.findByPhone(phone)
          const now = DateTime.formatIso(yield* DateTime.now)
          if (Option.isSome(existing)) {
            // Someone known from an order joins here: from now on a member ("Welcome back"). A
            // browser remembered by that first order stops counting: membership is shown on proof.
            const member = yield* repo.join(existing.value, now)
            if (existing.value.memberSince === null) yield* proof.revokeUnproven(phone)
            return { success: true, user: yield* provide(shownTo(member)), created: false }
          }
          const { firstName, lastName } = splitName(payload.name?.trim() ?? "")
          const created = yield* repo.create({
            phone,
            firstName: capitaliseName(firstName),
            lastName: capitaliseName(lastName),
            email: null,
            now,
            joins: true
          })
          // This browser made the account: it holds the phone from now on.
          yield* proof.issue(phone)
          return { success: true, user: toPublicUser(created), created: true }
        })
      )
      .handle("status", ({ path }) =>
        Effect.gen(function* () {
          const member = yield* repo.findById(path.id)
          if (Option.isNone(member)) return yield* userNotFound
          yield* provide(requireAccess(member.value.phone))
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
          const access = yield* provide(requireAccess(member.value.phone))
          if (Option.isNone(reward)) return yield* new NotFound({ message: "Reward not found" })
          const refused = redeemPoints(member.value.points, reward.value)
          if (Either.isLeft(refused)) return yield* new Conflict({ message: refused.left.message })
          const code = newRedemptionCode()
          const outcome = yield* repo.redeem({
            userId: member.value.id,
            reward: reward.value,
            code,
            now: DateTime.formatIso(yield* DateTime.now)
          })
          // The balance was fine when read but another redemption spent it first.
          if (Option.isNone(outcome))
            return yield* new Conflict({ message: "Not enough points for this reward" })
          if (access.by === "staff") {
            yield* audit.record(access.staff, {
              action: "loyalty.redeemed",
              subject: `Member ${formatPhoneDashed(member.value.phone)}`,
              to: `${reward.value.name}, code ${code}`
            })
          }
          return {
            success: true,
            redemption: toRedemption(outcome.value.redemption),
            message: "Reward redeemed successfully!",
            points: outcome.value.points
          }
          // A redemption at the counter and its audit record commit together.
        }).pipe(sql.withTransaction, Effect.catchTag("SqlError", Effect.die))
      )
      .handle("requestCode", ({ payload }) =>
        Effect.gen(function* () {
          const phone = phoneDigits(payload.phone)
          if (phone.length !== 10) return yield* invalidPhone
          yield* limits.check("requestCode", phone)
          // Sent whether or not the phone is a member: the answer says nothing more than the lookup.
          yield* proof.sendCode(phone).pipe(
            // The provider failed, not the customer: a 503 to retry, never a field error.
            Effect.catchTag("SmsFailed", () =>
              Effect.fail(
                new ServiceUnavailable({
                  message: "We couldn't send a text right now. Please try again in a minute."
                })
              )
            )
          )
          return { success: true, message: "We texted you a code" }
        })
      )
      .handle("confirmCode", ({ payload }) =>
        Effect.gen(function* () {
          const phone = phoneDigits(payload.phone)
          if (phone.length !== 10) return yield* invalidPhone
          const refused = yield* proof.confirmCode(phone, payload.code.trim())
          if (Option.isSome(refused)) {
            const message = {
              expired: "That code has expired. Please ask for a new one.",
              wrong: "That code isn't right. Please check it and try again.",
              tooManyTries: "Too many wrong codes. Please ask for a new one."
            }[refused.value]
            return yield* new InvalidRequest({ message, field: "code" })
          }
          const member = yield* repo.findByPhone(phone)
          if (Option.isNone(member)) return { success: true, user: null }
          // As a lookup with proof shows them: the checkout offers the member's unused codes.
          return {
            success: true,
            user: yield* provide(withRewardCodes(toPublicUser(member.value), member.value))
          }
        })
      )
      .handle("signOutEverywhere", ({ payload }) =>
        Effect.gen(function* () {
          const phone = phoneDigits(payload.phone)
          if (phone.length !== 10) return yield* invalidPhone
          if (!(yield* proof.proves(phone))) return yield* proofRequired
          yield* proof.signOutEverywhere(phone)
          return { success: true, message: "Signed out on every device" }
        })
      )
  })
)
