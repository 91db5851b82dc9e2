import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import { Effect } from "effect"
import { GrillApi } from "../api.js"
import { type OutletAt, OutletDirectory } from "../outlets/outlet-directory.js"
import { CurrentStaff, type StaffUser } from "../staff/auth-api.js"
import { KitchenDecisions } from "./kitchen-decisions.js"
import { Ordering } from "./ordering.js"

// The venue's routes, written before outlets, act on the first outlet; each outlet's own are
// outlets/http.ts's.

export const OrderingHandlers = HttpApiBuilder.group(GrillApi, "ordering", (handlers) =>
  Effect.map(Ordering, (ordering) => handlers.handle("status", () => ordering.status))
)

export const KitchenHandlers = HttpApiBuilder.group(GrillApi, "kitchen", (handlers) =>
  Effect.gen(function* () {
    const kitchen = yield* KitchenDecisions
    const outlets = yield* OutletDirectory
    const decide = <A, E, R>(decision: (staff: StaffUser, outlet: OutletAt) => Effect.Effect<A, E, R>) =>
      Effect.flatMap(Effect.zip(CurrentStaff, outlets.first), ([staff, outlet]) => decision(staff, outlet))
    return handlers
      .handle("pause", ({ payload }) =>
        decide((staff, outlet) => kitchen.pause(staff, outlet, payload.reason, payload.minutes))
      )
      .handle("resume", () => decide(kitchen.resume))
      .handle("quote", ({ payload }) =>
        decide((staff, outlet) => kitchen.quote(staff, outlet, payload.minutes))
      )
      .handle("capacity", ({ payload }) =>
        decide((staff, outlet) => kitchen.capacity(staff, outlet, payload.ordersPerSlot))
      )
  })
)
