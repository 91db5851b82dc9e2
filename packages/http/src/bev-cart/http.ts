import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import { OrderId } from "@grill/core"
import { Effect } from "effect"
import { GrillApi } from "../api.js"
import { CurrentStaff } from "../staff/auth-api.js"
import { CartPositions } from "./cart-positions.js"
import { CourseQueue } from "./course-queue.js"
import { CartRegisters } from "./register.js"
import { CartSales } from "./sales.js"
import { CartShifts } from "./shifts.js"

export const BevCartHandlers = HttpApiBuilder.group(GrillApi, "bevCart", (handlers) =>
  Effect.gen(function* () {
    const sales = yield* CartSales
    const registers = yield* CartRegisters
    const courseQueue = yield* CourseQueue
    const positions = yield* CartPositions
    return handlers
      .handle("sale", ({ payload }) => Effect.flatMap(CurrentStaff, (staff) => sales.sell(staff, payload)))
      .handle("register", ({ path }) =>
        Effect.flatMap(CurrentStaff, (staff) => registers.register(staff, path.slug))
      )
      .handle("queue", ({ path, urlParams }) =>
        Effect.flatMap(CurrentStaff, (staff) => courseQueue.queue(staff, path.slug, urlParams))
      )
      .handle("onMyWay", ({ path }) =>
        Effect.flatMap(CurrentStaff, (staff) => courseQueue.onMyWay(staff, OrderId.make(path.id)))
      )
      .handle("handedOver", ({ path }) =>
        Effect.flatMap(CurrentStaff, (staff) => courseQueue.handedOver(staff, OrderId.make(path.id)))
      )
      .handle("sharePosition", ({ path, payload }) =>
        Effect.flatMap(CurrentStaff, (staff) => positions.share(staff, path.slug, payload))
      )
      .handle("stopSharing", ({ path }) =>
        Effect.flatMap(CurrentStaff, (staff) => positions.stop(staff, path.slug))
      )
  })
)

export const BevCartOrdersHandlers = HttpApiBuilder.group(GrillApi, "bevCartOrders", (handlers) =>
  Effect.gen(function* () {
    const positions = yield* CartPositions
    return handlers.handle("onItsWay", ({ path }) => positions.onItsWay(path.orderNumber))
  })
)

export const ShiftsHandlers = HttpApiBuilder.group(GrillApi, "shifts", (handlers) =>
  Effect.gen(function* () {
    const shifts = yield* CartShifts
    return handlers
      .handle("start", ({ payload }) => Effect.flatMap(CurrentStaff, (staff) => shifts.start(staff, payload)))
      .handle("reload", ({ path, payload }) =>
        Effect.flatMap(CurrentStaff, (staff) => shifts.reload(staff, path.id, payload.counts))
      )
      .handle("comp", ({ path, payload }) =>
        Effect.flatMap(CurrentStaff, (staff) => shifts.comp(staff, path.id, payload))
      )
      .handle("close", ({ path, payload }) =>
        Effect.flatMap(CurrentStaff, (staff) => shifts.close(staff, path.id, payload))
      )
      .handle("list", ({ urlParams }) => shifts.list(urlParams.outlet))
      .handle("show", ({ path }) => shifts.show(path.id))
  })
)
