import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import * as HttpServerResponse from "@effect/platform/HttpServerResponse"
import { Cents, type ORDER_TYPES, OrderId, startOfVenueDay } from "@grill/core"
import { Clock, DateTime, Effect, Option } from "effect"
import { GrillApi } from "../api.js"
import { NotFound } from "../contract/errors.js"
import { Auth } from "../staff/auth.js"
import { CurrentStaff } from "../staff/auth-api.js"
import { Venue } from "../venue/venue.js"
import { OrderEta } from "./order-eta.js"
import { OrderIntake } from "./order-intake.js"
import { OrderStatusChanges } from "./order-status.js"
import { checkOrderOutlet, listedOutlets } from "./outlet-scope.js"
import { PublicOrders } from "./public-order.js"
import { OrderRepo } from "./repo.js"
import { Settlement } from "./settlement.js"
import { orderListResponse, orderToWire } from "./wire.js"

/** Without a limit the list keeps the spec's meaning ("the orders") but never unbounded history. */
const DEFAULT_LIST_LIMIT = 200

export const OrdersHandlers = HttpApiBuilder.group(GrillApi, "orders", (handlers) =>
  Effect.gen(function* () {
    const orders = yield* OrderRepo
    const intake = yield* OrderIntake
    const venue = yield* Venue
    const { withEtas } = yield* OrderEta
    const publicOrders = yield* PublicOrders
    const statusChanges = yield* OrderStatusChanges
    const auth = yield* Auth
    const settlement = yield* Settlement

    const orderNotFound = new NotFound({ message: "Order not found" })
    const found = <A>(option: Option.Option<A>) =>
      Option.match(option, { onNone: () => Effect.fail(orderNotFound), onSome: Effect.succeed })

    return handlers
      .handle("place", ({ payload, headers }) =>
        Effect.flatMap(auth.requestStaff, (staff) =>
          intake.place(payload, headers["idempotency-key"], Option.getOrNull(staff))
        ).pipe(
          // Encoded by the encoder derived from the order's definition (orderToWire, held equal
          // to the schema's encoding by a property test): the schema's walk of every field was a
          // visible share of every order placed.
          Effect.map(({ order, checkout }) =>
            HttpServerResponse.unsafeJson(
              {
                success: true,
                orderNumber: order.orderNumber,
                order: orderToWire(order),
                ...(Option.isSome(checkout) ? { payment: checkout.value } : {})
              },
              { status: 201 }
            )
          )
        )
      )
      .handle("list", ({ urlParams }) =>
        Effect.gen(function* () {
          const now = yield* Clock.currentTimeMillis
          const outlets = yield* listedOutlets(yield* CurrentStaff, urlParams.outlet)
          return yield* orders.list({
            status: urlParams.status,
            type: urlParams.type,
            outlets,
            limit: urlParams.limit ?? DEFAULT_LIST_LIMIT,
            before: urlParams.before?.toISOString(),
            now: new Date(now).toISOString()
          })
        }).pipe(
          Effect.flatMap(withEtas),
          Effect.flatMap(settlement.withPayments),
          Effect.map(orderListResponse)
        )
      )
      .handle("summary", ({ urlParams }) =>
        Effect.gen(function* () {
          const now = yield* DateTime.now
          const since = startOfVenueDay(venue, DateTime.toDate(now)).toISOString()
          // An account limited to outlets counts only theirs, as its lists show only theirs.
          const outlets = yield* listedOutlets(yield* CurrentStaff, urlParams.outlet)
          const rows = yield* orders.deliveredSince(since, outlets)
          const count = (type: (typeof ORDER_TYPES)[number]) =>
            rows.find((row) => row.order_type === type)?.orders ?? 0
          return {
            pickupOrders: count("pickup"),
            deliveryOrders: count("delivery"),
            golfCartOrders: count("golf_cart"),
            totalSales: Cents(rows.reduce((sum, row) => sum + row.sales, 0))
          }
        })
      )
      .handle("number", ({ path }) =>
        Effect.gen(function* () {
          const order = yield* Effect.flatMap(orders.findById(OrderId.make(path.id)), found)
          yield* checkOrderOutlet(yield* CurrentStaff, order)
          return { success: true, orderNumber: order.orderNumber }
        })
      )
      .handle("byNumber", ({ path }) =>
        Effect.gen(function* () {
          const staff = yield* auth.requestStaff
          const order = yield* Effect.flatMap(
            publicOrders.byNumber(path.orderNumber, Option.isSome(staff) ? "staff" : "public"),
            found
          )
          if (Option.isSome(staff)) yield* checkOrderOutlet(staff.value, order)
          return { success: true, order }
        })
      )
      .handle("accept", ({ path, payload }) =>
        Effect.flatMap(CurrentStaff, (staff) =>
          statusChanges.accept(staff, OrderId.make(path.id), payload.minutes)
        )
      )
      .handle("reject", ({ path, payload }) =>
        Effect.flatMap(CurrentStaff, (staff) =>
          statusChanges.reject(staff, OrderId.make(path.id), payload.reason)
        )
      )
      .handle("setStatus", ({ path, payload }) =>
        Effect.flatMap(CurrentStaff, (staff) =>
          statusChanges.set(staff, OrderId.make(path.id), payload.status, payload.reason)
        )
      )
  })
)
