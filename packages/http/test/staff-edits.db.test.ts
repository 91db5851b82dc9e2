import { describe, expect, layer } from "@effect/vitest"
import { Cents } from "@grill/core"
import { Effect, Exit, Layer } from "effect"
import { GrillEvents } from "../src/events/grill-events.js"
import { KitchenDecisions } from "../src/kitchen/kitchen-decisions.js"
import { MenuEdits } from "../src/menu/menu-edits.js"
import { OutletDirectory } from "../src/outlets/outlet-directory.js"
import { RewardAdmin } from "../src/rewards/reward-admin.js"
import { AuditLog } from "../src/staff/audit-log.js"
import { StaffUser } from "../src/staff/auth-api.js"
import { Venue } from "../src/venue/venue.js"
import { TestDatabaseLive } from "./support/database-layer.js"

const lee = new StaffUser({ id: 2, username: "lee", role: "admin" })

const Under = Layer.mergeAll(
  KitchenDecisions.Test,
  OutletDirectory.Default.pipe(Layer.provide(Venue.live)),
  MenuEdits.Test,
  RewardAdmin.Test,
  AuditLog.Default
).pipe(Layer.provideMerge(TestDatabaseLive))

/** The newest audit records, oldest first, as [action, actor, from, to]. */
const latestRecords = (count: number) =>
  Effect.flatMap(AuditLog, (audit) => audit.recent(count)).pipe(
    Effect.map((entries) =>
      entries.map((entry) => [entry.action, entry.actor, entry.from, entry.to]).reverse()
    )
  )

describe("staff edits, without HTTP", () => {
  // Built on the live clock: on PostgreSQL the events service waits for its listener's first
  // LISTEN on a schedule, which the test clock would never advance.
  layer(Under, { excludeTestServices: true })((it) => {
    it.effect("a kitchen pause and its resume: each audited and announced", () =>
      Effect.gen(function* () {
        const kitchen = yield* KitchenDecisions
        const events = yield* GrillEvents
        const before = yield* events.latestId
        const grill = yield* Effect.flatMap(OutletDirectory, (outlets) => outlets.first)
        const paused = yield* kitchen.pause(lee, grill, "Grill down", 30)
        expect(paused.state).toBe("paused")
        const resumed = yield* kitchen.resume(lee, grill)
        expect(resumed.state).not.toBe("paused")
        expect((yield* events.latestId) - before).toBe(2)
        expect(yield* latestRecords(2)).toEqual([
          ["kitchen.paused", "lee", null, "Grill down (30 min)"],
          ["kitchen.resumed", "lee", "Grill down", null]
        ])
      })
    )

    it.effect(
      "a menu item created, changed and deleted, with a record of each change and none for no change",
      () =>
        Effect.gen(function* () {
          const edits = yield* MenuEdits
          const draft = {
            name: "Onion Rings",
            description: "",
            price: Cents(450),
            categoryId: "",
            available: true
          }
          const item = yield* edits.create(lee, draft)
          yield* edits.update(lee, item.id, draft)
          yield* edits.update(lee, item.id, { ...draft, price: Cents(500) })
          yield* edits.remove(lee, item.id)
          expect((yield* latestRecords(3)).map(([action, , from, to]) => [action, from, to])).toEqual([
            ["menu.created", null, "Onion Rings, $4.50, available"],
            ["menu.updated", "Onion Rings, $4.50, available", "Onion Rings, $5.00, available"],
            ["menu.deleted", "Onion Rings, $5.00, available", null]
          ])
          const gone = yield* Effect.exit(edits.remove(lee, item.id))
          expect(gone).toEqual(Exit.fail(expect.objectContaining({ _tag: "NotFound" })))
        })
    )

    it.effect("a reward that names a missing menu item is refused and writes nothing", () =>
      Effect.gen(function* () {
        const admin = yield* RewardAdmin
        const records = (yield* latestRecords(100)).length
        const refused = yield* Effect.exit(
          admin.create(lee, {
            name: "Free Pie",
            description: "",
            pointsCost: 40,
            isActive: true,
            discountCents: null,
            freeItemId: 987_654
          })
        )
        expect(refused).toEqual(
          Exit.fail(expect.objectContaining({ _tag: "InvalidRequest", field: "freeItemId" }))
        )
        expect((yield* latestRecords(100)).length).toBe(records)
      })
    )
  })
})
