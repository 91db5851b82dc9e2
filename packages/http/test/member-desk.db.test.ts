import * as HttpServerRequest from "@effect/platform/HttpServerRequest"
import { describe, expect, layer } from "@effect/vitest"
import { Cents, type ClubMember } from "@grill/core"
import { Effect, Layer } from "effect"
import type { ClubMemberWire } from "../src/members/api.js"
import { HouseAccounts } from "../src/members/house-accounts.js"
import { MemberDesk } from "../src/members/member-desk.js"
import { MemberRepo } from "../src/members/member-repo.js"
import { Statements } from "../src/members/statements.js"
import { OrderRepo } from "../src/orders/repo.js"
import { StaffUser } from "../src/staff/auth-api.js"
import { TestDatabaseLive } from "./support/database-layer.js"
import { newOrder } from "./support/new-orders.js"

/* The member directory and the statement batches as staff use them, without HTTP. */

const Under = Layer.mergeAll(
  MemberDesk.Test,
  Statements.Test,
  HouseAccounts.Test,
  MemberRepo.Default,
  OrderRepo.Test
).pipe(Layer.provideMerge(TestDatabaseLive))

const sam = new StaffUser({ id: 7, username: "sam", role: "manager" })
const kit = new StaffUser({ id: 8, username: "kit", role: "kitchen" })
const AFTERNOON = "2026-06-15T18:00:00.000Z"

const account = (memberNumber: string, more: Partial<ClubMember> = {}): ClubMember => ({
  memberNumber,
  firstName: "Bo",
  lastName: "Lane",
  phones: [`404555${memberNumber.padStart(4, "0")}`],
  email: "bo@example.com",
  chargeAllowed: true,
  chargeLimitCents: null,
  dailyLimitCents: null,
  periodLimitCents: null,
  minimum: null,
  status: "active",
  ...more
})

/** The staff screen's form for a member, as the API decodes it. */
const form = (more: Partial<ClubMemberWire> = {}): ClubMemberWire => ({
  memberNumber: "ignored: the path names the member",
  firstName: " Bo ",
  lastName: "Lane",
  phones: ["(404) 555-1201", "404-555-1201", "4045551299"],
  email: " ",
  chargeAllowed: true,
  chargeLimit: Cents(50_000),
  dailyLimit: null,
  periodLimit: null,
  minimum: null,
  status: "active",
  ...more
})

/** Staff at the counter charge order `n` of `total` cents to the member. */
const chargedAtCounter = (n: number, total: number, memberNumber: string) =>
  Effect.gen(function* () {
    const order = yield* (yield* OrderRepo).insert({
      ...newOrder(n),
      createdAt: AFTERNOON,
      subtotal: Cents(total - 80),
      tax: Cents(80),
      total: Cents(total)
    })
    return yield* (yield* HouseAccounts).chargeOrder(order, { memberNumber, lastName: null }, sam)
  }).pipe(
    Effect.provideService(
      HttpServerRequest.HttpServerRequest,
      HttpServerRequest.fromWeb(new Request("http://grill.test/api/orders", { method: "POST" }))
    )
  )

describe("the member desk and statements, without HTTP", () => {
  layer(Under)((it) => {
    it.effect("edits a member from the staff form, refusing an unreadable phone or a blank name", () =>
      Effect.gen(function* () {
        yield* (yield* MemberRepo).save(account("1201"), AFTERNOON)
        const desk = yield* MemberDesk
        expect(yield* Effect.flip(desk.update(sam, "1201", form({ phones: ["555"] })))).toMatchObject({
          _tag: "InvalidRequest",
          field: "phones"
        })
        expect(yield* Effect.flip(desk.update(sam, "1201", form({ lastName: "  " })))).toMatchObject({
          _tag: "InvalidRequest",
          field: "name"
        })
        // Nothing of a refused form was written.
        expect((yield* desk.show("1201")).member).toMatchObject({
          chargeLimit: null,
          email: "bo@example.com"
        })
        const saved = yield* desk.update(sam, "1201", form())
        expect(saved.member).toMatchObject({
          memberNumber: "1201",
          firstName: "Bo",
          phones: ["4045551201", "4045551299"],
          email: null,
          chargeLimit: 50_000
        })
        expect(yield* Effect.flip(desk.update(sam, "9999", form()))).toMatchObject({
          _tag: "NotFound",
          message: "Member not found"
        })
      })
    )

    it.effect(
      "lists members with their contacts for a manager, by number and name only for the kitchen",
      () =>
        Effect.gen(function* () {
          yield* (yield* MemberRepo).save(account("1202", { lastName: "Quill" }), AFTERNOON)
          const desk = yield* MemberDesk
          const [forManager] = (yield* desk.search(sam, " quill ")).members
          expect(forManager).toMatchObject({ memberNumber: "1202", phones: ["4045551202"] })
          const [forKitchen] = (yield* desk.search(kit, "Quill")).members
          expect(forKitchen).toMatchObject({ memberNumber: "1202" })
          expect(forKitchen).not.toHaveProperty("phones")
          // Nor is a phone a search term without the contacts: a match would confirm it.
          expect((yield* desk.search(kit, "4045551202")).members).toEqual([])
        })
    )

    it.effect(
      "totals the open charges, closes them into one batch once, and refuses a bad through-date",
      () =>
        Effect.gen(function* () {
          yield* (yield* MemberRepo).save(account("1203"), AFTERNOON)
          yield* chargedAtCounter(1, 1_080, "1203")
          yield* chargedAtCounter(2, 2_080, "1203")
          const statements = yield* Statements
          const open = yield* statements.unexported
          expect(open.totals).toEqual({ entries: 2, charges: 3_160, reversals: 0, total: 3_160 })
          expect(yield* Effect.flip(statements.close(sam, "2026-13-40"))).toMatchObject({
            _tag: "InvalidRequest",
            field: "through"
          })
          const { batch } = yield* statements.close(sam, undefined)
          expect(batch).toMatchObject({
            entries: 2,
            total: 3_160,
            closedBy: "sam",
            members: [{ memberNumber: "1203", entries: 2, total: 3_160 }]
          })
          expect((yield* statements.unexported).totals.entries).toBe(0)
          expect(yield* Effect.flip(statements.close(sam, undefined))).toMatchObject({
            _tag: "Conflict",
            message: "There are no unexported charges to close"
          })
          expect((yield* statements.batches).batches.map((listed) => listed.id)).toContain(batch.id)
        })
    )
  })
})
