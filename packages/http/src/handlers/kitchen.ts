import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { CurrentStaff } from "../api/auth.js"
import { GrillApi } from "../api/index.js"
import type { OrderingStatusResponse } from "../api/kitchen.js"
import { GrillEvents } from "../events/grill-events.js"
import { AuditLog, type AuditRecord } from "../services/audit-log.js"
import { Ordering } from "../services/ordering.js"

export const OrderingHandlers = HttpApiBuilder.group(GrillApi, "ordering", (handlers) =>
  Effect.map(Ordering, (ordering) => handlers.handle("status", () => ordering.status))
)

const perSlot = (orders: number | null) => (orders === null ? "no limit" : `${orders} per quarter hour`)

export const KitchenHandlers = HttpApiBuilder.group(GrillApi, "kitchen", (handlers) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const ordering = yield* Ordering
    const events = yield* GrillEvents
    const audit = yield* AuditLog
    /**
     * The change and its audit record commit together; then every dashboard (and customer
     * screen that asks) follows what the kitchen decided.
     */
    const decided = <E, R>(
      change: Effect.Effect<OrderingStatusResponse, E, R>,
      record: (before: OrderingStatusResponse) => AuditRecord
    ) =>
      Effect.gen(function* () {
        const before = yield* ordering.status
        const after = yield* change
        yield* audit.record(yield* CurrentStaff, record(before))
        return after
      }).pipe(
        sql.withTransaction,
        Effect.catchTag("SqlError", Effect.die),
        Effect.tap((status) => events.publish("ordering.updated", status))
      )
    const subject = "Online ordering"
    return handlers
      .handle("pause", ({ payload }) =>
        decided(ordering.pause(payload.reason, payload.minutes), () => ({
          action: "kitchen.paused",
          subject,
          to: `${payload.reason} (${payload.minutes === undefined ? "until resumed" : `${payload.minutes} min`})`
        }))
      )
      .handle("resume", () =>
        decided(ordering.resume, (before) => ({
          action: "kitchen.resumed",
          subject,
          from: before.pause?.reason ?? null
        }))
      )
      .handle("quote", ({ payload }) =>
        decided(ordering.quote(payload.minutes), (before) => ({
          action: "kitchen.quoted",
          subject,
          from: `${before.preparationMinutes} min`,
          to: `${payload.minutes} min`
        }))
      )
      .handle("capacity", ({ payload }) =>
        decided(ordering.capacity(payload.ordersPerSlot), (before) => ({
          action: "kitchen.capacity",
          subject,
          from: perSlot(before.slotCapacity),
          to: perSlot(payload.ordersPerSlot)
        }))
      )
  })
)
