import { HttpApiBuilder } from "@effect/platform"
import { Effect } from "effect"
import { GrillApi } from "../api/index.js"
import { Ordering } from "../services/ordering.js"

export const OrderingHandlers = HttpApiBuilder.group(GrillApi, "ordering", (handlers) =>
  Effect.map(Ordering, (ordering) => handlers.handle("status", () => ordering.status))
)

export const KitchenHandlers = HttpApiBuilder.group(GrillApi, "kitchen", (handlers) =>
  Effect.map(Ordering, (ordering) =>
    handlers
      .handle("pause", ({ payload }) => ordering.pause(payload.reason, payload.minutes))
      .handle("resume", () => ordering.resume)
      .handle("quote", ({ payload }) => ordering.quote(payload.minutes))
  )
)
