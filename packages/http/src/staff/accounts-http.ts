import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import { OrderId } from "@grill/core"
import { Effect, Option } from "effect"
import { GrillApi } from "../api.js"
import { NotFound } from "../contract/errors.js"
import { checkOrderOutlet } from "../orders/outlet-scope.js"
import { OrderRepo } from "../orders/repo.js"
import { StaffAccounts } from "./accounts.js"
import { AuditLog } from "./audit-log.js"
import { CurrentStaff } from "./auth-api.js"

const DEFAULT_AUDIT_LIMIT = 100

export const StaffUsersHandlers = HttpApiBuilder.group(GrillApi, "staffUsers", (handlers) =>
  Effect.gen(function* () {
    const accounts = yield* StaffAccounts
    return handlers
      .handle("list", () => Effect.map(accounts.list, (users) => ({ users })))
      .handle("create", ({ payload }) =>
        Effect.flatMap(CurrentStaff, (me) => accounts.create(me, payload)).pipe(
          Effect.map((user) => ({ success: true, user }))
        )
      )
      .handle("update", ({ path, payload }) =>
        Effect.flatMap(CurrentStaff, (me) => accounts.update(me, path.username.toLowerCase(), payload)).pipe(
          Effect.map((user) => ({ success: true, user }))
        )
      )
  })
)

export const AuditHandlers = HttpApiBuilder.group(GrillApi, "audit", (handlers) =>
  Effect.gen(function* () {
    const audit = yield* AuditLog
    const orders = yield* OrderRepo
    return handlers
      .handle("order", ({ path }) =>
        Effect.gen(function* () {
          const order = yield* orders.findById(OrderId.make(path.id))
          if (Option.isNone(order)) return yield* new NotFound({ message: "Order not found" })
          yield* checkOrderOutlet(yield* CurrentStaff, order.value)
          return { entries: yield* audit.forOrder(path.id) }
        })
      )
      .handle("recent", ({ urlParams }) =>
        Effect.map(audit.recent(urlParams.limit ?? DEFAULT_AUDIT_LIMIT), (entries) => ({ entries }))
      )
  })
)
