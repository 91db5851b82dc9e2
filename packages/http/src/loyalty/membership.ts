import {
  affordableRewards,
  CODES_STOPPED_MESSAGE,
  capitaliseName,
  isValidEmail,
  phoneDigits,
  splitName,
  tierForPoints
} from "@grill/core"
import { DateTime, Effect, Layer, Option } from "effect"
import { InvalidRequest, NotFound, ServiceUnavailable } from "../contract/errors.js"
import { TextUpdates } from "../notifications/text-updates.js"
import { RateLimits } from "../platform/rate-limits.js"
import { RewardRepo } from "../rewards/repo.js"
import { Auth } from "../staff/auth.js"
import { Venue } from "../venue/venue.js"
import type { UserUpdatePayload } from "./api.js"
import { type Caller, MemberAccess, proofRequired } from "./member-access.js"
import { PhoneProof } from "./phone-proof.js"
import { LoyaltyRepo } from "./repo.js"
import { toPublicUser, toRedemption, withRewardCodes } from "./users-http.js"

const invalidPhone = new InvalidRequest({
  message: "Please enter a valid 10-digit phone number",
  field: "phone"
})
const userNotFound = new NotFound({ message: "User not found" })

/** The phone's ten digits, or the refusal every loyalty form gives for anything else. */
const tenDigits = (text: string) => {
  const phone = phoneDigits(text)
  return phone.length === 10 ? Effect.succeed(phone) : Effect.fail(invalidPhone)
}

/**
 * A loyalty member's own flows: joining (or an account made) by phone, the profile, the points
 * page, and the codes that prove a phone. Each takes the caller of the request (member-access.ts)
 * and answers as the API declares; the proof a browser earns or loses rides on the request.
 */
export class Membership extends Effect.Service<Membership>()("Loyalty/Membership", {
  effect: Effect.gen(function* () {
    const repo = yield* LoyaltyRepo
    const venue = yield* Venue
    const limits = yield* RateLimits
    const proof = yield* PhoneProof
    const members = yield* MemberAccess
    const rewards = yield* RewardRepo
    const texts = yield* TextUpdates

    /** Joins the phone's record, or makes one: a known customer becomes a member ("Welcome back"). */
    const joinOrCreate = (
      caller: Caller,
      input: { readonly phone: string; readonly name?: string | undefined }
    ) =>
      Effect.gen(function* () {
        const phone = yield* tenDigits(input.phone)
        yield* limits.check("createAccount", phone)
        const existing = yield* repo.findByPhone(phone)
        const now = DateTime.formatIso(yield* DateTime.now)
        if (Option.isSome(existing)) {
          const member = yield* repo.join(existing.value, now)
          // A browser remembered by that record's first order stops counting: membership is shown on proof.
          if (existing.value.memberSince === null) yield* proof.revokeUnproven(phone)
          return { success: true, user: yield* members.shownTo(caller, member), created: false }
        }
        const { firstName, lastName } = splitName(input.name?.trim() ?? "")
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

    /** A left-out field keeps its value; the phone must match the id, and the caller prove it. */
    const updateProfile = (caller: Caller, input: typeof UserUpdatePayload.Type) =>
      Effect.gen(function* () {
        const member = yield* repo.findById(input.userId)
        // The phone must match too: knowing an id alone is not enough to rewrite a profile.
        if (Option.isNone(member) || member.value.phone !== phoneDigits(input.phone))
          return yield* userNotFound
        yield* members.requireAccess(caller, member.value.phone)
        const current = member.value
        const email = input.email === undefined ? current.email : input.email?.trim() || null
        if (email !== null && email !== current.email && !isValidEmail(email)) {
          return yield* new InvalidRequest({
            message: "Please provide a valid email address or leave it blank.",
            field: "email"
          })
        }
        const name = (given: string | undefined, known: string) =>
          given === undefined ? known : capitaliseName(given.trim())
        yield* repo.updateProfile(current.id, {
          firstName: name(input.firstName, current.firstName),
          lastName: name(input.lastName, current.lastName),
          email,
          deliveryAddress: input.deliveryAddress,
          allergies: input.allergies
        })
        const updated = yield* repo.findById(current.id)
        return { success: true, message: "Profile updated", user: toPublicUser(yield* updated) }
      }).pipe(Effect.catchTag("NoSuchElementException", Effect.die))

    /** The member's points, tier, the rewards they can afford and what they redeemed. */
    const status = (caller: Caller, id: string) =>
      Effect.gen(function* () {
        const member = yield* repo.findById(id)
        if (Option.isNone(member)) return yield* userNotFound
        yield* members.requireAccess(caller, member.value.phone)
        const [active, history] = yield* Effect.all([rewards.active, repo.redemptions(member.value.id)])
        return {
          success: true,
          user: toPublicUser(member.value),
          loyalty: {
            points: member.value.points,
            tier: tierForPoints(member.value.points, venue),
            availableRewards: affordableRewards(active, member.value.points),
            redemptionHistory: history.map(toRedemption)
          }
        }
      })

    /** Texts a code, whether or not the phone is a member's: the answer says no more than a lookup. */
    const requestCode = (text: string) =>
      Effect.gen(function* () {
        const phone = yield* tenDigits(text)
        yield* limits.check("requestCode", phone)
        // The phone said STOP: it is texted nothing, codes included, until it says START.
        if (yield* texts.isStopped(phone).pipe(Effect.orDie))
          return yield* new InvalidRequest({ message: CODES_STOPPED_MESSAGE, field: "phone" })
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

    /** The code proves the phone on this browser; the member, if any, as a lookup with proof shows them. */
    const confirmCode = (text: string, code: string) =>
      Effect.gen(function* () {
        const phone = yield* tenDigits(text)
        const refused = yield* proof.confirmCode(phone, code.trim())
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
        // The checkout offers the member's unused codes.
        const user = withRewardCodes(toPublicUser(member.value), member.value)
        return { success: true, user: yield* Effect.provideService(user, RewardRepo, rewards) }
      })

    /** Every browser's proof of the phone ends; only a browser that proves it may ask. */
    const signOutEverywhere = (text: string) =>
      Effect.gen(function* () {
        const phone = yield* tenDigits(text)
        if (!(yield* proof.proves(phone, "loyalty"))) return yield* proofRequired
        yield* proof.signOutEverywhere(phone)
        return { success: true, message: "Signed out on every device" }
      })

    return { joinOrCreate, updateProfile, status, requestCode, confirmCode, signOutEverywhere } as const
  }),
  dependencies: [LoyaltyRepo.Default, MemberAccess.Default, RewardRepo.Default]
}) {
  /**
   * With its own rate limits and the venue's settings from the environment: a test provides the
   * database, how texts are sent (SmsSender: the codes) and, for each call, the request it came
   * with (whose cookies prove phones).
   */
  static readonly Test = Membership.Default.pipe(
    Layer.provide([PhoneProof.Default, Auth.Test, TextUpdates.Test, RateLimits.Test, Venue.live])
  )
}
