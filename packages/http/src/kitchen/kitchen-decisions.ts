import { SqlClient } from "@effect/sql"
import { Effect, Layer } from "effect"
import { Course } from "../course/course.js"
import { GrillEvents } from "../events/grill-events.js"
import { AuditLog, type AuditRecord } from "../staff/audit-log.js"
import type { StaffUser } from "../staff/auth-api.js"
import { Venue } from "../venue/venue.js"
import type { OrderingStatusResponse } from "./api.js"
import { Ordering } from "./ordering.js"

const subject = "Online ordering"
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
      change: Effect.Effect<OrderingStatusResponse, E, R>,
      record: (before: OrderingStatusResponse) => AuditRecord
    ) =>
      Effect.gen(function* () {
        const before = yield* ordering.status
        const after = yield* change
        yield* audit.record(staff, record(before))
        return after
      }).pipe(
        sql.withTransaction,
        Effect.catchTag("SqlError", Effect.die),
        Effect.tap((status) => events.publish("ordering.updated", status))
      )

    const pause = (staff: StaffUser, reason: string, minutes: number | undefined) =>
      decided(staff, ordering.pause(reason, minutes), () => ({
        action: "kitchen.paused",
        subject,
        to: `${reason} (${minutes === undefined ? "until resumed" : `${minutes} min`})`
      }))

    const resume = (staff: StaffUser) =>
      decided(staff, ordering.resume, (before) => ({
        action: "kitchen.resumed",
        subject,
        from: before.pause?.reason ?? null
      }))

    const quote = (staff: StaffUser, minutes: number) =>
      decided(staff, ordering.quote(minutes), (before) => ({
        action: "kitchen.quoted",
        subject,
        from: `${before.preparationMinutes} min`,
        to: `${minutes} min`
      }))

    const capacity = (staff: StaffUser, ordersPerSlot: number | null) =>
      decided(staff, ordering.capacity(ordersPerSlot), (before) => ({
        action: "kitchen.capacity",
        subject,
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
