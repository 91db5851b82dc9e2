import { Layer } from "effect"
import { feature } from "../platform/feature.js"
import { OrdersHandlers } from "./http.js"
import { migration as m0005 } from "./migrations/0005_idempotency_request_hash.js"
import { migration as m0006 } from "./migrations/0006_orders_address_from_profile.js"
import { migration as m0010 } from "./migrations/0010_order_status_changes.js"
import { migration as m0031 } from "./migrations/0031_order_rejection_reason.js"
import { migration as m0032 } from "./migrations/0032_scheduled_orders.js"
import { migration as m0080 } from "./migrations/0080_staff_entered_orders.js"
import { migration as m0352 } from "./migrations/0352_held_card_orders.js"
import { migration as m0460 } from "./migrations/0460_order_cart_promises.js"
import { OrderEta } from "./order-eta.js"
import { OrderIntake } from "./order-intake.js"
import { OrderStatusChanges } from "./order-status.js"
import { OrderPlacement } from "./placement.js"
import { PublicOrders } from "./public-order.js"
import { OrderRepo } from "./repo.js"
import { ScheduledOrdersLive } from "./scheduled-orders.js"

/** Orders: placing them, their status, their estimates, and the scheduled orders' release. */
export const ordersFeature = feature({
  name: "orders",
  live: Layer.mergeAll(OrdersHandlers, ScheduledOrdersLive).pipe(
    Layer.provide(OrderIntake.Default),
    Layer.provide([OrderPlacement.Default, PublicOrders.Default, OrderStatusChanges.Default])
  ),
  shares: Layer.mergeAll(OrderRepo.Default, OrderEta.Default),
  migrations: {
    "0005_idempotency_request_hash": m0005,
    "0006_orders_address_from_profile": m0006,
    "0010_order_status_changes": m0010,
    "0031_order_rejection_reason": m0031,
    "0032_scheduled_orders": m0032,
    "0080_staff_entered_orders": m0080,
    // Card orders off the kitchen's lists, indexed: numbered after 0351, which databases may
    // already hold (the migrator runs only ids above the latest it recorded).
    "0352_held_card_orders": m0352,
    // Each golf-cart order's one promise, from the kitchen's time (issue 42).
    "0460_order_cart_promises": m0460
  }
})
