import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import { Effect, Layer } from "effect"
import { GrillApi } from "../api.js"
import { CurrentStaff } from "../staff/auth-api.js"
import { PrintQueueLive } from "./print-queue.js"
import { Printers } from "./printers.js"

export const PrintersHandlers = HttpApiBuilder.group(GrillApi, "printers", (handlers) =>
  Effect.map(Printers, (printers) =>
    handlers
      .handle("list", () => Effect.flatMap(CurrentStaff, printers.list))
      .handle("add", ({ payload }) => Effect.flatMap(CurrentStaff, (staff) => printers.add(staff, payload)))
      .handle("edit", ({ path, payload }) =>
        Effect.flatMap(CurrentStaff, (staff) => printers.edit(staff, path.name, payload))
      )
      .handle("remove", ({ path }) =>
        Effect.flatMap(CurrentStaff, (staff) => printers.remove(staff, path.name))
      )
      .handle("test", ({ path }) => Effect.flatMap(CurrentStaff, (staff) => printers.test(staff, path.name)))
      .handle("reprint", ({ path }) =>
        Effect.flatMap(CurrentStaff, (staff) => printers.reprint(staff, path.orderNumber))
      )
  )
)

/** The printers' API and the print queue's worker (which sends nothing while no printer is configured). */
export const PrintersLive = Layer.mergeAll(PrintersHandlers, PrintQueueLive)
