import { Effect, Option } from "effect"
import { Order } from "../api/orders.js"
import { OrderRepo } from "../repos/order-repo.js"
import { OrderEta } from "./order-eta.js"
import { withSavedAddressMasked } from "./order-privacy.js"

/**
 * An order as its number shows it to anyone (the customer's order page, and that page's boot
 * data): with its ETA and status history, and a member's saved address masked.
 */
export class PublicOrders extends Effect.Service<PublicOrders>()("Orders/PublicOrders", {
  effect: Effect.gen(function* () {
    const orders = yield* OrderRepo
    const { withEta } = yield* OrderEta

    const shown = (order: Order) =>
      Effect.zipWith(
        orders.addressFromProfile(order.id),
        orders.statusHistory(order.id),
        (fromProfile, statusHistory) =>
          new Order({ ...(fromProfile ? withSavedAddressMasked(order) : order), statusHistory }, true)
      )

    const byNumber = (orderNumber: string): Effect.Effect<Option.Option<Order>> =>
      orders.findByNumber(orderNumber.trim().toUpperCase()).pipe(
        Effect.flatMap(
          Option.match({
            onNone: () => Effect.succeedNone,
            onSome: (order) => Effect.asSome(Effect.flatMap(withEta(order), shown))
          })
        )
      )

    return { byNumber } as const
  }),
  dependencies: [OrderRepo.Default, OrderEta.Default]
}) {}
