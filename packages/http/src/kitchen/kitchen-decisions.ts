import { SqlClient } from "@effect/sql"
import { worksAtOutlet } from "@grill/core"
import { Effect, Layer } from "effect"
import { Forbidden } from "../contract/errors.js"
import { Course } from "../course/course.js"
import { GrillEvents } from "../events/grill-events.js"
import type { OutletAt } from "../outlets/outlet-directory.js"
import { AuditLog, type AuditRecord } from "../staff/audit-log.js"
import type { StaffUser } from "../staff/auth-api.js"
import { Venue } from "../venue/venue.js"
import type { OrderingStatusResponse } from "./api.js"
import { Ordering } from "./ordering.js"

/** What the audit log names: ordering, "at" an outlet other than the grill every database began with (id 1). */
const subjectAt = (outlet: OutletAt) =>
  outlet.id === 1 ? "Online ordering" : `Online ordering at ${outlet.rules.name}`
const perSlot = (orders: number | null) => (orders === null ? "no limit" : `${orders} per quarter hour`)

/**
 * What the kitchen decides about ordering: a pause, resuming, the quoted time, the capacity per
 * quarter hour. Each change and its audit record commit together; then every dashboard (and
 * customer screen that asks) follows what the kitchen decided.
 */
export class KitchenDecisions extends Effect.Service<KitchenDecisions>()("Kitchen/KitchenDecisions", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const ordering = yield* Ordering
    const events = yield* GrillEvents
    const audit = yield* AuditLog

    const decided = <E, R>(
      staff: StaffUser,
      outlet: OutletAt,
      change: Effect.Effect<OrderingStatusResponse, E, R>,
      record: (before: OrderingStatusResponse) => AuditRecord
    ) =>
      Effect.gen(function* () {
        // An account limited to outlets runs only their kitchens: the halfway house's cook does
        // not pause the grill (issue 40).
        if (!worksAtOutlet(staff.outlets, outlet.slug)) {
          return yield* new Forbidden({
            message: `Your account works at ${(staff.outlets ?? []).join(", ")} only: ${outlet.rules.name}'s kitchen is not yours to change`
          })
        }
        const before = yield* ordering.statusAt(outlet)
        const after = yield* change
        yield* audit.record(staff, record(before))
        return after
      }).pipe(
        sql.withTransaction,
        Effect.catchTag("SqlError", Effect.die),
        Effect.tap((status) => events.publish("ordering.updated", status))
      )

    const pause = (staff: StaffUser, outlet: OutletAt, reason: string, minutes: number | undefined) =>
      decided(staff, outlet, ordering.pause(outlet, reason, minutes), () => ({
        action: "kitchen.paused",
        subject: subjectAt(outlet),
        to: `${reason} (${minutes === undefined ? "until resumed" : `${minutes} min`})`
      }))

    const resume = (staff: StaffUser, outlet: OutletAt) =>
      decided(staff, outlet, ordering.resume(outlet), (before) => ({
        action: "kitchen.resumed",
        subject: subjectAt(outlet),
        from: before.pause?.reason ?? null
      }))

    const quote = (staff: StaffUser, outlet: OutletAt, minutes: number) =>
      decided(staff, outlet, ordering.quote(outlet, minutes), (before) => ({
        action: "kitchen.quoted",
        subject: subjectAt(outlet),
        from: `${before.preparationMinutes} min`,
        to: `${minutes} min`
      }))

    const capacity = (staff: StaffUser, outlet: OutletAt, ordersPerSlot: number | null) =>
      decided(staff, outlet, ordering.capacity(outlet, ordersPerSlot), (before) => ({
        action: "kitchen.capacity",
        subject: subjectAt(outlet),
        from: perSlot(before.slotCapacity),
        to: perSlot(ordersPerSlot)
      }))

    return { pause, resume, quote, capacity } as const
  }),
  dependencies: [Ordering.Default, AuditLog.Default]
}) {
  /** With its own event hub and the venue's settings from the environment: a test provides the database. */
  static readonly Test = KitchenDecisions.Default.pipe(
    Layer.provideMerge(GrillEvents.Default),
    Layer.provide([Venue.live, Course.live])
  )
}
