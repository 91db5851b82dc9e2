import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import { Effect } from "effect"
import { GrillApi } from "../api.js"
import { CurrentStaff } from "../staff/auth-api.js"
import { KitchenDecisions } from "./kitchen-decisions.js"
import { Ordering } from "./ordering.js"

export const OrderingHandlers = HttpApiBuilder.group(GrillApi, "ordering", (handlers) =>
  Effect.map(Ordering, (ordering) => handlers.handle("status", () => ordering.status))
)

export const KitchenHandlers = HttpApiBuilder.group(GrillApi, "kitchen", (handlers) =>
  Effect.map(KitchenDecisions, (kitchen) =>
    handlers
      .handle("pause", ({ payload }) =>
        Effect.flatMap(CurrentStaff, (staff) => kitchen.pause(staff, payload.reason, payload.minutes))
      )
      .handle("resume", () => Effect.flatMap(CurrentStaff, kitchen.resume))
      .handle("quote", ({ payload }) =>
        Effect.flatMap(CurrentStaff, (staff) => kitchen.quote(staff, payload.minutes))
      )
      .handle("capacity", ({ payload }) =>
        Effect.flatMap(CurrentStaff, (staff) => kitchen.capacity(staff, payload.ordersPerSlot))
      )
  )
)
