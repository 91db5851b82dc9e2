import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import {
  affordableRewards,
  CODES_STOPPED_MESSAGE,
  capitaliseName,
  isValidEmail,
  phoneDigits,
  splitName,
  tierForPoints
} from "@grill/core"
import { DateTime, Effect, Option } from "effect"
import { GrillApi } from "../api.js"
import { InvalidRequest, NotFound, ServiceUnavailable } from "../contract/errors.js"
import { TextUpdates } from "../notifications/text-updates.js"
import { RateLimits } from "../platform/rate-limits.js"
import { RewardRepo } from "../rewards/repo.js"
import { Venue } from "../venue/venue.js"
import { MemberAccess, proofRequired } from "./member-access.js"
import { PhoneProof } from "./phone-proof.js"
import { Redemptions } from "./redemptions.js"
import { LoyaltyRepo } from "./repo.js"
import { toPublicUser, toRedemption, withRewardCodes } from "./users-http.js"

const invalidPhone = new InvalidRequest({
  message: "Please enter a valid 10-digit phone number",
  field: "phone"
})
const userNotFound = new NotFound({ message: "User not found" })
export const UsersHandlers = HttpApiBuilder.group(GrillApi, "users", (handlers) =>
  Effect.gen(function* () {
    const repo = yield* LoyaltyRepo
    const limits = yield* RateLimits
    const members = yield* MemberAccess
    return handlers
      .handle("lookup", ({ path }) =>
        limits
          .check("lookup", path.phone)
          .pipe(
            Effect.zipRight(
              Effect.flatMap(members.caller, (caller) => members.lookupByPhone(caller, path.phone))
            )
          )
      )
      .handle("update", ({ payload }) =>
        Effect.gen(function* () {
          const member = yield* repo.findById(payload.userId)
          // The phone must match too: knowing an id alone is not enough to rewrite a profile.
          if (Option.isNone(member) || member.value.phone !== phoneDigits(payload.phone))
            return yield* userNotFound
          yield* members.requireAccess(yield* members.caller, member.value.phone)
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
            deliveryAddress: payload.deliveryAddress,
            allergies: payload.allergies
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
    const members = yield* MemberAccess
    const rewards = yield* RewardRepo
    const redemptions = yield* Redemptions
    const texts = yield* TextUpdates
    return handlers
      .handle("byPhone", ({ path }) =>
        limits
          .check("lookup", path.phone)
          .pipe(
            Effect.zipRight(
              Effect.flatMap(members.caller, (caller) => members.lookupByPhone(caller, path.phone))
            )
          )
      )
      .handle("findOrCreate", ({ payload }) =>
        Effect.gen(function* () {
          const phone = phoneDigits(payload.phone)
          if (phone.length !== 10) return yield* invalidPhone
          yield* limits.check("createAccount", phone)
          const existing = yield* repo.findByPhone(phone)
          const now = DateTime.formatIso(yield* DateTime.now)
          if (Option.isSome(existing)) {
            // Someone known from an order joins here: from now on a member ("Welcome back").
            const member = yield* repo.join(existing.value, now)
            // A browser remembered by that record's first order stops counting: membership is shown on proof.
            if (existing.value.memberSince === null) yield* proof.revokeUnproven(phone)
            return {
              success: true,
              user: yield* members.shownTo(yield* members.caller, member),
              created: false
            }
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
          // This browser made the account: remembered for it, unless the phone is a club member's.
          yield* proof.rememberRecord(phone)
          return { success: true, user: toPublicUser(created), created: true }
        })
      )
      .handle("status", ({ path }) =>
        Effect.gen(function* () {
          const member = yield* repo.findById(path.id)
          if (Option.isNone(member)) return yield* userNotFound
          yield* members.requireAccess(yield* members.caller, member.value.phone)
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
        limits
          .check("redeem", payload.userId)
          .pipe(
            Effect.zipRight(Effect.flatMap(members.caller, (caller) => redemptions.redeem(caller, payload)))
          )
      )
      .handle("requestCode", ({ payload }) =>
        Effect.gen(function* () {
          const phone = phoneDigits(payload.phone)
          if (phone.length !== 10) return yield* invalidPhone
          yield* limits.check("requestCode", phone)
          // The phone said STOP: it is texted nothing, codes included, until it says START.
          if (yield* texts.isStopped(phone).pipe(Effect.orDie))
            return yield* new InvalidRequest({ message: CODES_STOPPED_MESSAGE, field: "phone" })
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
          const user = withRewardCodes(toPublicUser(member.value), member.value)
          return { success: true, user: yield* Effect.provideService(user, RewardRepo, rewards) }
        })
      )
      .handle("signOutEverywhere", ({ payload }) =>
        Effect.gen(function* () {
          const phone = phoneDigits(payload.phone)
          if (phone.length !== 10) return yield* invalidPhone
          if (!(yield* proof.proves(phone, "loyalty"))) return yield* proofRequired
          yield* proof.signOutEverywhere(phone)
          return { success: true, message: "Signed out on every device" }
        })
      )
  })
)
