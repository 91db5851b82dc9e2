import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import * as HttpServerResponse from "@effect/platform/HttpServerResponse"
import { SqlClient } from "@effect/sql"
import {
  Cents,
  dashboardStatusLabel,
  isCompletionStatus,
  type ORDER_TYPES,
  phoneDigits,
  startOfVenueDay,
  toDashboardStatus
} from "@grill/core"
import { Clock, DateTime, Effect, Option } from "effect"
import { CurrentStaff } from "../api/auth.js"
import { Conflict, NotFound } from "../api/errors.js"
import { GrillApi, type Order } from "../api/index.js"
import { GrillEvents, orderEventData } from "../events/grill-events.js"
import { LoyaltyRepo } from "../repos/loyalty-repo.js"
import { OrderRepo } from "../repos/order-repo.js"
import { RateLimits } from "../security/rate-limits.js"
import { AuditLog } from "../services/audit-log.js"
import { Auth } from "../services/auth.js"
import { OrderEta } from "../services/order-eta.js"
import { OrderPlacement } from "../services/order-placement.js"
import { withSavedAddressMasked } from "../services/order-privacy.js"
import { orderListResponse, orderToWire } from "../services/order-wire.js"
import { PhoneProof } from "../services/phone-proof.js"
import { PublicOrders } from "../services/public-order.js"
import { Venue } from "../services/venue.js"

/** Without a limit the list keeps the spec's meaning ("the orders") but never unbounded history. */
const DEFAULT_LIST_LIMIT = 200

export const OrdersHandlers = HttpApiBuilder.group(GrillApi, "orders", (handlers) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const orders = yield* OrderRepo
    const loyalty = yield* LoyaltyRepo
    const placement = yield* OrderPlacement
    const venue = yield* Venue
    const { withEta, withEtas } = yield* OrderEta
    const limits = yield* RateLimits
    const events = yield* GrillEvents
    const publicOrders = yield* PublicOrders
    const audit = yield* AuditLog
    const auth = yield* Auth

    /**
     * The kitchen's one answer to a new order. An order already answered (or moved on) is a 409
     * that says where it stands, so two people at two screens cannot both answer it.
     */
    const answer = (
      id: number,
      verb: "accepted" | "rejected",
      decision: (order: Order) => Parameters<typeof orders.answer>[1]
    ) =>
      Effect.gen(function* () {
        const order = yield* orders.findById(id).pipe(Effect.flatMap(found))
        const now = DateTime.formatIso(yield* DateTime.now)
        const answer = decision(order)
        if (!(yield* orders.answer(id, answer, now))) {
          return yield* new Conflict({
            message: `Order ${order.orderNumber} is already ${dashboardStatusLabel(toDashboardStatus(order.status), "list").toLowerCase()}: only a new order can be ${verb}`
          })
        }
        yield* audit.record(yield* CurrentStaff, {
          action: answer.accept ? "order.accepted" : "order.rejected",
          subject: `Order ${order.orderNumber}`,
          orderId: id,
          to: answer.accept ? `ready in ${answer.minutes} min` : answer.reason
        })
        const answered = yield* orders.findById(id).pipe(Effect.flatMap(found), Effect.flatMap(withEta))
        return { success: true, message: `Order ${verb}`, order: answered }
      }).pipe(
        sql.withTransaction,
        Effect.catchTag("SqlError", Effect.die),
        Effect.tap(({ order }) => events.publish("order.updated", orderEventData(order)))
      )
    const proof = yield* PhoneProof
    const orderNotFound = new NotFound({ message: "Order not found" })
    const found = <A>(option: Option.Option<A>) =>
      Option.match(option, { onNone: () => Effect.fail(orderNotFound), onSome: Effect.succeed })

    return (
      handlers
        .handle("place", ({ payload, headers }) =>
          Effect.gen(function* () {
            const staff = Option.getOrNull(yield* auth.requestStaff)
            // The limits guard against strangers; a busy counter (one address, many walk-ups
            // with no phone) is signed in, and each order it enters is audited.
            if (staff === null) yield* limits.check("placeOrder", phoneDigits(payload.contactInfo.phone))
            const placed = yield* placement.place(payload, headers["idempotency-key"], staff)
            return { ...placed, staff }
          }).pipe(
            // A retried request answers with the order already placed; the kitchen heard of it then.
            // A scheduled order is news to the kitchen at its fire time (ScheduledOrders); until
            // then it only joins the dashboard's scheduled list.
            Effect.tap(({ order, placedNow }) =>
              placedNow
                ? events.publish(
                    order.pickupTime === null ? "order.created" : "order.updated",
                    orderEventData(order)
                  )
                : Effect.void
            ),
            // An order proves possession of no one's phone: this browser is remembered only for a
            // record its own first order made (nobody held the phone here before). Never the
            // counter's tablet: its session already shows members, and proof would outlive it.
            Effect.tap(({ staff, newCustomer }) =>
              staff === null && newCustomer
                ? proof.issue(phoneDigits(payload.contactInfo.phone))
                : Effect.void
            ),
            Effect.map(({ order }) => order),
            Effect.flatMap(withEta),
            // Encoded by hand (orderToWire, held equal to the schema's encoding by a test): the
            // schema walk of the Order class was a visible share of every order placed.
            Effect.map((order) =>
              HttpServerResponse.unsafeJson(
                {
                  success: true,
                  orderNumber: order.orderNumber,
                  order: orderToWire(payload.useSavedAddress ? withSavedAddressMasked(order) : order)
                },
                { status: 201 }
              )
            )
          )
        )
        .handle("list", ({ urlParams }) =>
          Effect.flatMap(Clock.currentTimeMillis, (now) =>
            orders.list({
              status: urlParams.status,
              type: urlParams.type,
              limit: urlParams.limit ?? DEFAULT_LIST_LIMIT,
              before: urlParams.before?.toISOString(),
              now: new Date(now).toISOString()
            })
          ).pipe(Effect.flatMap(withEtas), Effect.map(orderListResponse))
        )
        .handle("summary", () =>
          Effect.gen(function* () {
            const now = yield* DateTime.now
            const since = startOfVenueDay(venue, DateTime.toDate(now)).toISOString()
            const rows = yield* orders.deliveredSince(since)
            const count = (type: (typeof ORDER_TYPES)[number]) =>
              Number(rows.find((row) => row.order_type === type)?.orders ?? 0)
            return {
              pickupOrders: count("pickup"),
              deliveryOrders: count("delivery"),
              golfCartOrders: count("golf_cart"),
              totalSales: Cents(rows.reduce((sum, row) => sum + Number(row.sales), 0))
            }
          })
        )
        .handle("number", ({ path }) =>
          orders.findById(path.id).pipe(
            Effect.flatMap(found),
            Effect.map((order) => ({ success: true, orderNumber: order.orderNumber }))
          )
        )
        .handle("byNumber", ({ path }) =>
          Effect.flatMap(auth.requestStaff, (staff) =>
            publicOrders.byNumber(path.orderNumber, Option.isSome(staff) ? "staff" : "public")
          ).pipe(
            Effect.flatMap(found),
            Effect.map((order) => ({ success: true, order }))
          )
        )
        .handle("accept", ({ path, payload }) =>
          answer(path.id, "accepted", (order) => ({
            accept: true,
            minutes: payload.minutes ?? order.deliveryTimeEstimate
          }))
        )
        .handle("reject", ({ path, payload }) =>
          answer(path.id, "rejected", () => ({ accept: false, reason: payload.reason }))
        )
        // Status, points claim and credit commit together: a crash between them cannot lose or double points.
        .handle("setStatus", ({ path, payload }) =>
          Effect.gen(function* () {
            const now = DateTime.formatIso(yield* DateTime.now)
            const before = yield* orders.findById(path.id).pipe(Effect.flatMap(found))
            yield* orders.setStatus(path.id, payload.status, now)
            yield* audit.record(yield* CurrentStaff, {
              action: "order.status",
              subject: `Order ${before.orderNumber}`,
              orderId: path.id,
              from: dashboardStatusLabel(toDashboardStatus(before.status), "list"),
              to: dashboardStatusLabel(toDashboardStatus(payload.status), "list")
            })
            if (isCompletionStatus(payload.status)) {
              const credit = yield* orders.claimPointsCredit(path.id, now)
              if (Option.isSome(credit) && credit.value.user_id !== null) {
                yield* loyalty.creditPoints(credit.value.user_id, credit.value.points_earned)
              }
            }
            const order = yield* orders.findById(path.id).pipe(Effect.flatMap(found), Effect.flatMap(withEta))
            return { success: true, message: "Order status updated", order }
          }).pipe(
            sql.withTransaction,
            Effect.catchTag("SqlError", Effect.die),
            // After the commit: a screen that refetches on the event must find the new status.
            Effect.tap(({ order }) => events.publish("order.updated", orderEventData(order)))
          )
        )
    )
  })
)
