import { isCartLive, isSharedPositionFresh, toDashboardStatus } from "@grill/core"
import { DateTime, Effect, Layer, Option } from "effect"
import { NotFound } from "../contract/errors.js"
import { Course } from "../course/course.js"
import { OrderRepo } from "../orders/repo.js"
import { GolfCartRepo } from "../places/repo.js"
import type { StaffUser } from "../staff/auth-api.js"
import { Venue } from "../venue/venue.js"
import type { CartOnItsWay, CartPositionShare } from "./api.js"
import { CartOutlets } from "./cart-outlets.js"
import { BevCartRepo } from "./repo.js"

/**
 * The beverage cart's position shared with the golfers it brings orders to (issue 43): the
 * attendant's phone sends a fix while sharing and stops it when off; a golf-cart order of the cart
 * that is on its way ("On my way") shows the cart where it was in the last few minutes, beside the
 * golfer's own cart while that reports.
 */
export class CartPositions extends Effect.Service<CartPositions>()("BevCart/CartPositions", {
  effect: Effect.gen(function* () {
    const repo = yield* BevCartRepo
    const carts = yield* CartOutlets
    const orders = yield* OrderRepo
    const golfCarts = yield* GolfCartRepo
    const { cartTracking } = yield* Course

    const share = (staff: StaffUser, slug: string, fix: typeof CartPositionShare.Type) =>
      Effect.gen(function* () {
        const outlet = yield* carts.cartFor(staff, slug)
        yield* repo.putPosition({
          outlet_id: outlet.id,
          latitude: fix.latitude,
          longitude: fix.longitude,
          at: DateTime.formatIso(yield* DateTime.now),
          shared_by: staff.username
        })
      })

    const stop = (staff: StaffUser, slug: string) =>
      Effect.flatMap(carts.cartFor(staff, slug), (outlet) => repo.deletePosition(outlet.id))

    const onItsWay = (orderNumber: string) =>
      Effect.gen(function* () {
        const found = yield* orders.findByNumber(orderNumber)
        if (Option.isNone(found)) return yield* new NotFound({ message: "Order not found" })
        const order = found.value
        const none: CartOnItsWay = { onItsWay: false, position: null, yourCart: null }
        if (order.orderType !== "golf_cart" || toDashboardStatus(order.status) !== "ready") return none
        const cart = yield* Effect.option(carts.cart(order.outlet))
        if (Option.isNone(cart)) return none
        const shared = yield* repo.positionOf(cart.value.id)
        const now = DateTime.toEpochMillis(yield* DateTime.now)
        const ordered = order.golfCartDelivery
        const golfers = ordered === null ? Option.none() : yield* golfCarts.byId(ordered.cartId)
        return {
          onItsWay: true,
          position: Option.match(shared, {
            onNone: () => null,
            onSome: (row) =>
              isSharedPositionFresh(row.at, now)
                ? { latitude: row.latitude, longitude: row.longitude, at: row.at }
                : null
          }),
          yourCart: Option.match(golfers, {
            onNone: () => null,
            onSome: (golfCart) =>
              isCartLive(Date.parse(golfCart.lastUpdated), now, cartTracking)
                ? { latitude: golfCart.latitude, longitude: golfCart.longitude, at: golfCart.lastUpdated }
                : null
          })
        } satisfies CartOnItsWay
      })

    return { share, stop, onItsWay } as const
  }),
  dependencies: [BevCartRepo.Default, CartOutlets.Default, OrderRepo.Default, GolfCartRepo.Default]
}) {
  /** With the venue's settings and the course from the environment: a test provides the database. */
  static readonly Test = CartPositions.Default.pipe(Layer.provide([Venue.live, Course.live]))
}
