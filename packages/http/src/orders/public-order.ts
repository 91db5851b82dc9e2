import { Effect, Layer, Option } from "effect"
import { Course } from "../course/course.js"
import { GrillEvents } from "../events/grill-events.js"
import { Venue } from "../venue/venue.js"
import type { Order } from "./api.js"
import { OrderEta } from "./order-eta.js"
import { withMemberNumberHidden } from "./order-payment.js"
import { withSavedAddressMasked } from "./privacy.js"
import { OrderRepo } from "./repo.js"
import { Settlement } from "./settlement.js"

/** Who reads the order by its number: anyone (the customer's page), or a signed-in staff member. */
export type OrderViewer = "public" | "staff"

/**
 * An order as its number shows it to anyone (the customer's order page, and that page's boot
 * data): with its ETA and status history, and a member's saved address masked.
 */
export class PublicOrders extends Effect.Service<PublicOrders>()("Orders/PublicOrders", {
  effect: Effect.gen(function* () {
    const orders = yield* OrderRepo
    const { withEta } = yield* OrderEta
    const { withPayment } = yield* Settlement

    const shown = (order: Order, viewer: OrderViewer) =>
      Effect.zipWith(
        orders.addressFromProfile(order.id),
        orders.statusHistory(order.id),
        (fromProfile, statusHistory) => {
          const read: Order = {
            ...(fromProfile ? withSavedAddressMasked(order) : order),
            statusHistory,
            // Which colleague took the order is the staff's business, not the customer's page.
            enteredBy: viewer === "staff" ? order.enteredBy : null,
            // A member's saved allergies are health data: the kitchen's, not whoever knows the number.
            memberAllergies: viewer === "staff" ? order.memberAllergies : ""
          }
          return viewer === "staff" ? read : withMemberNumberHidden(read)
        }
      )

    const byNumber = (orderNumber: string, viewer: OrderViewer): Effect.Effect<Option.Option<Order>> =>
      orders.findByNumber(orderNumber.trim().toUpperCase()).pipe(
        Effect.flatMap(
          Option.match({
            onNone: () => Effect.succeedNone,
            onSome: (order) =>
              Effect.asSome(
                withEta(order).pipe(
                  Effect.flatMap((order) => shown(order, viewer)),
                  Effect.flatMap(withPayment)
                )
              )
          })
        )
      )

    return { byNumber } as const
  }),
  dependencies: [OrderRepo.Default, OrderEta.Default]
}) {
  /**
   * With its own event hub (kept) and the course settings from the environment: a test provides the
   * database and the settlement (settlement-live.ts's SettlementOff, or the live one).
   */
  static readonly Test = PublicOrders.Default.pipe(
    Layer.provideMerge(GrillEvents.Default),
    Layer.provide([Course.live, Venue.live])
  )
}
