import { SqlClient } from "@effect/sql"
import {
  dashboardStatusLabel,
  isCompletionStatus,
  type OrderId,
  type OrderStatus,
  onlyLeftWords,
  toDashboardStatus
} from "@grill/core"
import { DateTime, Effect, Layer, Option } from "effect"
import { Conflict, NotFound } from "../contract/errors.js"
import { Course } from "../course/course.js"
import { GrillEvents, orderEventData } from "../events/grill-events.js"
import { LoyaltyRepo } from "../loyalty/repo.js"
import { ItemCounts } from "../menu/item-counts.js"
import { Printers } from "../printers/printers.js"
import { AuditLog } from "../staff/audit-log.js"
import type { StaffUser } from "../staff/auth-api.js"
import { Venue } from "../venue/venue.js"
import type { Order } from "./api.js"
import { OrderEta } from "./order-eta.js"
import { checkOrderOutlet } from "./outlet-scope.js"
import { OrderRepo } from "./repo.js"
import { Settlement } from "./settlement.js"

const orderNotFound = new NotFound({ message: "Order not found" })

const listLabel = (status: OrderStatus) => dashboardStatusLabel(toDashboardStatus(status), "list")

/**
 * What staff do to an order once it is placed: the kitchen's one answer to a new order, then its
 * status changes. Each change commits with its audit record and, at completion, the member's
 * points (claimed once, so a repeated completion credits nothing); screens hear of it after the
 * commit, so one that refetches on the event finds the new status.
 */
export class OrderStatusChanges extends Effect.Service<OrderStatusChanges>()("Orders/OrderStatus", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const orders = yield* OrderRepo
    const loyalty = yield* LoyaltyRepo
    const audit = yield* AuditLog
    const events = yield* GrillEvents
    const etas = yield* OrderEta
    const settlement = yield* Settlement
    const printers = yield* Printers
    const counts = yield* ItemCounts

    const find = (id: OrderId) =>
      Effect.flatMap(
        orders.findById(id),
        Option.match({ onNone: () => Effect.fail(orderNotFound), onSome: Effect.succeed })
      )

    /** The order before a change, with its card hold for the settlement rule: one read. */
    const findBefore = (id: OrderId) =>
      Effect.flatMap(
        orders.findWithHold(id),
        Option.match({ onNone: () => Effect.fail(orderNotFound), onSome: Effect.succeed })
      )

    /**
     * Runs one change in a transaction (which answers the order as it left it), then announces it (and the items
     * whose counts it gave back or took again, to the menus on screen).
     */
    const committed = <E>(
      staff: StaffUser,
      change: Effect.Effect<
        { readonly order: Order; readonly countsChanged: ReadonlyArray<number> },
        E | NotFound,
        never
      >,
      message: string
    ) =>
      change.pipe(
        sql.withTransaction,
        Effect.catchTag("SqlError", Effect.die),
        Effect.tap(({ countsChanged }) => counts.announce(countsChanged)),
        Effect.map(({ order }) => order),
        // The card follows the committed status (captured when served, released when rejected or
        // cancelled), with no transaction held while Stripe answers. What it changes (the card's
        // entries, the order's hold) is no part of the order's row, so the row the change
        // answered is the order as it now stands, with the payment read below.
        Effect.tap((order) => settlement.followStatus(order, staff)),
        Effect.flatMap(etas.withEta),
        Effect.flatMap(settlement.withPayment),
        Effect.tap((order) => events.publish("order.updated", orderEventData(order))),
        Effect.map((order) => ({ success: true, message, order }))
      )

    /**
     * The kitchen's one answer to a new order. An order already answered (or moved on) is a 409
     * that says where it stands, so two people at two screens cannot both answer it.
     */
    const answer = (
      staff: StaffUser,
      id: OrderId,
      verb: "accepted" | "rejected",
      decision: (order: Order) => Parameters<typeof orders.answer>[1]
    ) =>
      committed(
        staff,
        Effect.gen(function* () {
          const { order, paymentHold } = yield* findBefore(id)
          yield* checkOrderOutlet(staff, order)
          const now = DateTime.formatIso(yield* DateTime.now)
          const answer = decision(order)
          if (answer.accept) yield* settlement.guardStatusChange(order, paymentHold, "preparing")
          const answered = yield* orders.answer(id, answer, now)
          if (Option.isNone(answered)) {
            return yield* new Conflict({
              message: `Order ${order.orderNumber} is already ${listLabel(order.status).toLowerCase()}: only a new order can be ${verb}`
            })
          }
          yield* audit.record(staff, {
            action: answer.accept ? "order.accepted" : "order.rejected",
            subject: `Order ${order.orderNumber}`,
            orderId: id,
            to: answer.accept ? `ready in ${answer.minutes} min` : answer.reason
          })
          // Accepted: a golf-cart order's promise follows the kitchen's estimate, and the kitchen's
          // tickets (which print it) are queued with the answer, so none is lost to a crash.
          if (answer.accept) {
            yield* etas.promise(answered.value.order)
            yield* printers.queueAtAccept(id, answered.value.kitchenStart)
          }
          // Rejected: a member charge is reversed with the rejection, or neither happens; the
          // card's hold goes back after the commit, so nobody pays for food the kitchen did not make.
          if (!answer.accept) yield* settlement.reverse(id, staff)
          // Rejected: what it took from the day's counts is there for the next order.
          const countsChanged = answer.accept ? [] : yield* counts.giveBack(id)
          return { order: answered.value.order, countsChanged }
        }),
        `Order ${verb}`
      )

    /** Accepts a new order; `minutes` adjusts the estimate the customer sees (none: it stays). */
    const accept = (staff: StaffUser, id: OrderId, minutes: number | undefined) =>
      answer(staff, id, "accepted", (order) => ({
        accept: true,
        minutes: minutes ?? order.deliveryTimeEstimate
      }))

    /** Rejects a new order, with the reason the customer's page shows. */
    const reject = (staff: StaffUser, id: OrderId, reason: string) =>
      answer(staff, id, "rejected", () => ({ accept: false, reason }))

    /**
     * Status, points claim and credit commit together: a crash between them cannot lose or double
     * points. Every change passes core's settlement rule first (the card hold, and no reopening of
     * a settled order that was cancelled or rejected), so a refusal changes nothing. A cancellation
     * may carry a reason the customer reads, as a rejection does.
     */
    const set = (staff: StaffUser, id: OrderId, status: OrderStatus, reason?: string) =>
      committed(
        staff,
        Effect.gen(function* () {
          const now = DateTime.formatIso(yield* DateTime.now)
          const { order: before, paymentHold } = yield* findBefore(id)
          yield* checkOrderOutlet(staff, before)
          yield* settlement.guardStatusChange(before, paymentHold, status)
          yield* orders.setStatus(id, status, now, reason)
          if (toDashboardStatus(status) === "ready") yield* etas.ready(before)
          yield* audit.record(staff, {
            action: "order.status",
            subject: `Order ${before.orderNumber}`,
            orderId: id,
            from: listLabel(before.status),
            to: reason === undefined ? listLabel(status) : `${listLabel(status)}: ${reason}`
          })
          if (toDashboardStatus(status) === "cancelled") yield* settlement.reverse(id, staff)
          // Cancelled, its counts are given back (once); reopened, taken again, or refused when
          // the kitchen no longer has enough.
          const countsChanged =
            toDashboardStatus(status) === "cancelled"
              ? yield* counts.giveBack(id)
              : toDashboardStatus(before.status) === "cancelled"
                ? yield* counts.takeBack(id).pipe(
                    Effect.catchTag("CountTooLow", (short) =>
                      Effect.fail(
                        new Conflict({
                          message: `Order ${before.orderNumber} cannot be reopened: ${onlyLeftWords(short.itemName, short.left)}`
                        })
                      )
                    )
                  )
                : []
          if (isCompletionStatus(status)) {
            const credit = yield* orders.claimPointsCredit(id, now)
            if (Option.isSome(credit) && credit.value.user_id !== null) {
              yield* loyalty.creditPoints(credit.value.user_id, credit.value.points_earned)
            }
          }
          return { order: yield* find(id), countsChanged }
        }),
        "Order status updated"
      )

    return { accept, reject, set } as const
  }),
  dependencies: [
    OrderRepo.Default,
    LoyaltyRepo.Default,
    AuditLog.Default,
    OrderEta.Default,
    Printers.Default,
    ItemCounts.Default
  ]
}) {
  /**
   * The service with its own event hub and the venue's settings from the environment: a test
   * provides the database (and the server settings it was made with) and how orders are settled
   * (settlement-live.ts's SettlementOff: card payment off).
   */
  static readonly Test = OrderStatusChanges.Default.pipe(
    Layer.provideMerge(GrillEvents.Default),
    Layer.provide([Venue.live, Course.live])
  )
}
