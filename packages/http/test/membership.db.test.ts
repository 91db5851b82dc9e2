import * as HttpServerRequest from "@effect/platform/HttpServerRequest"
import { SqlClient } from "@effect/sql"
import { describe, expect, layer } from "@effect/vitest"
import { Effect, Exit, Layer } from "effect"
import type { Caller } from "../src/loyalty/member-access.js"
import { Membership } from "../src/loyalty/membership.js"
import { LoyaltyRepo } from "../src/loyalty/repo.js"
import { memorySmsSender } from "../src/notifications/sms-sender.js"
import { TestDatabaseLive } from "./support/database-layer.js"

const texts: Array<{ to: string; body: string }> = []

const Under = Layer.mergeAll(Membership.Test, LoyaltyRepo.Default).pipe(
  Layer.provide(memorySmsSender(texts)),
  Layer.provideMerge(TestDatabaseLive)
)

/** Callers as the member-access policy sees them, without a request. */
const customerOf = (phone: string): Caller => ({
  proves: (asked) => Effect.succeed(asked === phone),
  staff: Effect.succeedNone
})
const stranger: Caller = { proves: () => Effect.succeed(false), staff: Effect.succeedNone }

/** A browser with no cookies: the proof it earns rides on its answer, which no test reads here. */
const fromABrowser = Effect.provideService(
  HttpServerRequest.HttpServerRequest,
  HttpServerRequest.fromWeb(new Request("http://grill.test/api/loyalty/find-or-create", { method: "POST" }))
)

const memberCount = Effect.flatMap(
  SqlClient.SqlClient,
  (sql) => sql<{ n: number }>`SELECT COUNT(*) AS n FROM loyalty_users`
).pipe(Effect.map((rows) => Number(rows[0]?.n)))

describe("membership, without HTTP", () => {
  layer(Under)((it) => {
    it.effect(
      "makes a member of a new phone, then greets the phone's next joiner without showing them the account",
      () =>
        Effect.gen(function* () {
          const membership = yield* Membership
          const made = yield* membership
            .joinOrCreate(stranger, { phone: "(770) 555-0301", name: "  ann lee " })
            .pipe(fromABrowser)
          expect(made).toMatchObject({
            success: true,
            created: true,
            user: { phone: "7705550301", firstName: "Ann", lastName: "Lee" }
          })
          expect(made.user.memberSince).not.toBeNull()
          const again = yield* membership.joinOrCreate(stranger, { phone: "7705550301" }).pipe(fromABrowser)
          // Without proof of the phone: the greeting only, no id and no points.
          expect(again).toMatchObject({
            success: true,
            created: false,
            user: { id: "", firstName: "Ann" }
          })
          const proven = yield* membership.joinOrCreate(customerOf("7705550301"), { phone: "7705550301" })
          expect(proven.user.id).toBe(made.user.id)
        }).pipe(fromABrowser)
    )

    it.effect("turns a customer known from an order into a member, keeping their record", () =>
      Effect.gen(function* () {
        const known = yield* (yield* LoyaltyRepo).create({
          phone: "7705550302",
          firstName: "Bo",
          lastName: "Hart",
          email: null,
          now: "2026-01-01T12:00:00.000Z",
          joins: false
        })
        expect(known.memberSince).toBeNull()
        const joined = yield* (yield* Membership).joinOrCreate(customerOf("7705550302"), {
          phone: "7705550302"
        })
        expect(joined).toMatchObject({ created: false, user: { id: known.id, firstName: "Bo" } })
        expect(joined.user.memberSince).not.toBeNull()
      }).pipe(fromABrowser)
    )

    it.effect("refuses a phone that is not ten digits, writing nothing", () =>
      Effect.gen(function* () {
        const before = yield* memberCount
        const exit = yield* Effect.exit((yield* Membership).joinOrCreate(stranger, { phone: "555-0101" }))
        expect(exit).toStrictEqual(
          Exit.fail(expect.objectContaining({ _tag: "InvalidRequest", field: "phone" }))
        )
        expect(yield* memberCount).toBe(before)
      }).pipe(fromABrowser)
    )

    it.effect(
      "updates a profile only for the caller who proves its phone, and only when the phone matches",
      () =>
        Effect.gen(function* () {
          const membership = yield* Membership
          const { user } = yield* membership.joinOrCreate(customerOf("7705550303"), { phone: "7705550303" })
          const change = {
            userId: user.id,
            phone: "770-555-0303",
            firstName: " cy ",
            email: "cy@example.com"
          }
          const refused = yield* Effect.flip(membership.updateProfile(stranger, change))
          expect(refused._tag).toBe("PhoneProofRequired")
          const wrongPhone = yield* Effect.flip(
            membership.updateProfile(customerOf("7705550303"), { ...change, phone: "7705550399" })
          )
          expect(wrongPhone).toMatchObject({ _tag: "NotFound", message: "User not found" })
          const badEmail = yield* Effect.flip(
            membership.updateProfile(customerOf("7705550303"), { ...change, email: "not an email" })
          )
          expect(badEmail).toMatchObject({ _tag: "InvalidRequest", field: "email" })
          const done = yield* membership.updateProfile(customerOf("7705550303"), change)
          expect(done).toMatchObject({ success: true, message: "Profile updated", user: { firstName: "Cy" } })
          // The email is shown masked, never as stored.
          expect(done.user.email).not.toBe("cy@example.com")
          const status = yield* membership.status(customerOf("7705550303"), user.id)
          expect(status).toMatchObject({ success: true, user: { firstName: "Cy" }, loyalty: { points: 0 } })
          expect(yield* Effect.flip(membership.status(stranger, user.id))).toMatchObject({
            _tag: "PhoneProofRequired"
          })
        }).pipe(fromABrowser)
    )

    it.effect("texts a code that proves the phone, refusing a wrong one in the spec's words", () =>
      Effect.gen(function* () {
        const membership = yield* Membership
        const { user } = yield* membership.joinOrCreate(customerOf("7705550304"), { phone: "7705550304" })
        expect(yield* membership.requestCode("770-555-0304")).toEqual({
          success: true,
          message: "We texted you a code"
        })
        const sent = texts.findLast((text) => text.to.endsWith("7705550304"))
        const code = /\d{6}/.exec(sent?.body ?? "")?.[0] ?? ""
        expect(code).toMatch(/^\d{6}$/)
        const wrong = yield* Effect.flip(
          membership.confirmCode("7705550304", code === "000000" ? "111111" : "000000")
        )
        expect(wrong).toMatchObject({
          _tag: "InvalidRequest",
          field: "code",
          message: "That code isn't right. Please check it and try again."
        })
        const confirmed = yield* membership.confirmCode("7705550304", ` ${code} `)
        expect(confirmed).toMatchObject({ success: true, user: { id: user.id } })
        // Without proof on this browser (none of its cookies carry it): no signing out everywhere.
        expect((yield* Effect.flip(membership.signOutEverywhere("7705550304")))._tag).toBe(
          "PhoneProofRequired"
        )
      }).pipe(fromABrowser)
    )
  })
})
