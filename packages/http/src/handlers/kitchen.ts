import { HttpApiBuilder } from "@effect/platform"
import { Effect } from "effect"
import { GrillApi } from "../api/index.js"
import type { OrderingStatusResponse } from "../api/kitchen.js"
import { GrillEvents } from "../events/grill-events.js"
import { Ordering } from "../services/ordering.js"

export const OrderingHandlers = HttpApiBuilder.group(GrillApi, "ordering", (handlers) =>
  Effect.map(Ordering, (ordering) => handlers.handle("status", () => ordering.status))
)

export const KitchenHandlers = HttpApiBuilder.group(GrillApi, "kitchen", (handlers) =>
  Effect.gen(function* () {
    const ordering = yield* Ordering
    const events = yield* GrillEvents
    // Every dashboard (and customer screen that asks) follows what the kitchen decided.
    const published = <E, R>(change: Effect.Effect<OrderingStatusResponse, E, R>) =>
      Effect.tap(change, (status) => events.publish("ordering.updated", status))
    return handlers
      .handle("pause", ({ payload }) => published(ordering.pause(payload.reason, payload.minutes)))
      .handle("resume", () => published(ordering.resume))
      .handle("quote", ({ payload }) => published(ordering.quote(payload.minutes)))
  })
)
