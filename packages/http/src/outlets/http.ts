import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import { Effect } from "effect"
import { GrillApi } from "../api.js"
import { KitchenDecisions } from "../kitchen/kitchen-decisions.js"
import { CurrentStaff, type StaffUser } from "../staff/auth-api.js"
import type { OutletAt } from "./outlet-directory.js"
import { Outlets } from "./outlets.js"

export const OutletsHandlers = HttpApiBuilder.group(GrillApi, "outlets", (handlers) =>
  Effect.gen(function* () {
    const outlets = yield* Outlets
    const kitchen = yield* KitchenDecisions
    /** A kitchen decision about the outlet a route names, while it takes part in ordering. */
    const decide = <A, E, R>(
      slug: string,
      decision: (staff: StaffUser, outlet: OutletAt) => Effect.Effect<A, E, R>
    ) =>
      Effect.flatMap(Effect.zip(CurrentStaff, outlets.active(slug)), ([staff, outlet]) =>
        decision(staff, outlet)
      )
    return handlers
      .handle("list", () => outlets.list)
      .handle("status", ({ path }) => outlets.status(path.slug))
      .handle("all", () => outlets.all)
      .handle("add", ({ payload }) => Effect.flatMap(CurrentStaff, (staff) => outlets.add(staff, payload)))
      .handle("edit", ({ path, payload }) =>
        Effect.flatMap(CurrentStaff, (staff) => outlets.edit(staff, path.slug, payload))
      )
      .handle("retire", ({ path }) =>
        Effect.flatMap(CurrentStaff, (staff) => outlets.retire(staff, path.slug))
      )
      .handle("pause", ({ path, payload }) =>
        decide(path.slug, (staff, outlet) => kitchen.pause(staff, outlet, payload.reason, payload.minutes))
      )
      .handle("resume", ({ path }) => decide(path.slug, kitchen.resume))
      .handle("quote", ({ path, payload }) =>
        decide(path.slug, (staff, outlet) => kitchen.quote(staff, outlet, payload.minutes))
      )
      .handle("capacity", ({ path, payload }) =>
        decide(path.slug, (staff, outlet) => kitchen.capacity(staff, outlet, payload.ordersPerSlot))
      )
  })
)
