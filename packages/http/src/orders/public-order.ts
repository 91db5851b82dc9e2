import { Effect, Option } from "effect"
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
            enteredBy: viewer === "staff" ? order.enteredBy : null
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
}) {}
