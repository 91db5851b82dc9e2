import { type CartPlace, cartRouteOrder, type OrderId, splitName, toDashboardStatus } from "@grill/core"
import { Effect, Layer, Option } from "effect"
import { Conflict, InvalidRequest, NotFound } from "../contract/errors.js"
import { Course } from "../course/course.js"
import { GrillEvents } from "../events/grill-events.js"
import type { Order } from "../orders/api.js"
import { OrderStatusChanges } from "../orders/order-status.js"
import { OrderRepo } from "../orders/repo.js"
import { GolfCartRepo } from "../places/repo.js"
import type { StaffUser } from "../staff/auth-api.js"
import { Venue } from "../venue/venue.js"
import type { CourseQueueOrder, CourseQueueParams } from "./api.js"
import { CartOutlets } from "./cart-outlets.js"

/** Where the cart says it is: a spot needs both coordinates; a spot wins over a hole. */
const cartPlace = (
  params: typeof CourseQueueParams.Type
): Effect.Effect<CartPlace | undefined, InvalidRequest> => {
  if ((params.lat === undefined) !== (params.lng === undefined))
    return Effect.fail(
      new InvalidRequest({ message: "lat and lng go together: send both or neither", field: "lat" })
    )
  if (params.lat !== undefined && params.lng !== undefined)
    return Effect.succeed({ latitude: params.lat, longitude: params.lng })
  return Effect.succeed(params.hole === undefined ? undefined : { hole: params.hole })
}

/**
 * The beverage cart's course queue (issue 43): the outlet's open golf-cart orders, those whose
 * golfers the cart reaches first first (core cartRouteOrder over the carts' live positions), and
 * the attendant's two steps on one: "On my way" (the order reads Ready for Delivery) and "Handed
 * over" (delivered), through the orders' own status change so audit, events, texts and
 * settlement follow as for the kitchen's.
 */
export class CourseQueue extends Effect.Service<CourseQueue>()("BevCart/CourseQueue", {
  effect: Effect.gen(function* () {
    const carts = yield* CartOutlets
    const orders = yield* OrderRepo
    const golfCarts = yield* GolfCartRepo
    const statuses = yield* OrderStatusChanges
    const { route } = yield* Course

    const queue = (staff: StaffUser, slug: string, params: typeof CourseQueueParams.Type) =>
      Effect.gen(function* () {
        const cart = yield* cartPlace(params)
        const outlet = yield* carts.cartFor(staff, slug)
        const open = yield* orders.openGolfCartOrdersAt(outlet.id)
        // The golfers' carts as last reported; an order whose cart has never reported keeps the
        // place it was ordered from.
        const live = new Map((yield* golfCarts.all).map((golfCart) => [golfCart.cartId, golfCart]))
        const entries = open.map((order) => {
          const ordered = order.golfCartDelivery
          const golfCart = ordered === null ? undefined : (live.get(ordered.cartId) ?? ordered)
          return {
            orderedAt: Date.parse(order.createdAt),
            golfers: golfCart === undefined ? undefined : { hole: golfCart.currentHole, point: golfCart },
            wire: {
              orderId: order.id,
              orderNumber: order.orderNumber,
              firstName: splitName(order.contactInfo.name).firstName,
              items: order.items.map((line) => ({ name: line.name, quantity: line.quantity })),
              status: order.status,
              orderedAt: order.createdAt,
              golfCart:
                golfCart === undefined
                  ? null
                  : {
                      cartId: golfCart.cartId,
                      hole: golfCart.currentHole,
                      latitude: golfCart.latitude,
                      longitude: golfCart.longitude,
                      at: golfCart.lastUpdated
                    }
            } satisfies typeof CourseQueueOrder.Type
          }
        })
        return cartRouteOrder(route, cart, entries).map((entry) => entry.wire)
      })

    /** A golf-cart order of a beverage-cart outlet, still open: anything else is refused, saying why. */
    const cartOrder = (id: OrderId) =>
      Effect.gen(function* () {
        const found = yield* orders.findById(id)
        if (Option.isNone(found)) return yield* new NotFound({ message: "Order not found" })
        const order = found.value
        yield* carts.cart(order.outlet).pipe(
          Effect.mapError(
            () =>
              new Conflict({
                message: `Order ${order.orderNumber} is ${order.outletName}'s, not a beverage cart's`
              })
          )
        )
        if (order.orderType !== "golf_cart")
          return yield* new Conflict({ message: `Order ${order.orderNumber} is not a golf-cart delivery` })
        const now = toDashboardStatus(order.status)
        if (now === "delivered" || now === "cancelled")
          return yield* new Conflict({ message: `Order ${order.orderNumber} is already ${now}` })
        return order
      })

    const step = (staff: StaffUser, id: OrderId, to: "ready" | "delivered") =>
      Effect.gen(function* () {
        const order: Order = yield* cartOrder(id)
        if (to === "ready" && toDashboardStatus(order.status) === "ready")
          return yield* new Conflict({ message: `Order ${order.orderNumber} is already on its way` })
        return (yield* statuses.set(staff, id, to)).order
      })

    return {
      queue,
      onMyWay: (staff: StaffUser, id: OrderId) => step(staff, id, "ready"),
      handedOver: (staff: StaffUser, id: OrderId) => step(staff, id, "delivered")
    } as const
  }),
  dependencies: [CartOutlets.Default, OrderRepo.Default, GolfCartRepo.Default, OrderStatusChanges.Default]
}) {
  /** With the venue's settings and the course from the environment: a test provides the database. */
  static readonly Test = CourseQueue.Default.pipe(
    Layer.provide(GrillEvents.Default),
    Layer.provide([Venue.live, Course.live])
  )
}
