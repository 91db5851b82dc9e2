import { GOLF_CART_GREETING, isCartLive } from "@grill/core"
import { Clock, Effect, Layer, Option, Record } from "effect"
import { NotFound } from "../contract/errors.js"
import { Course } from "../course/course.js"
import { TeeSheet } from "../course/tee-sheet.js"
import { Ordering } from "../kitchen/ordering.js"
import { OrderEta } from "../orders/order-eta.js"
import { type GolfCart, LiveGolfCart } from "./api.js"
import { GolfCartRepo } from "./repo.js"

/**
 * The golf carts as a customer ordering to one sees them: whether each is live (its last
 * position younger than the tracking window), the promise an order to it gets now, and the
 * cart a golfer was given on today's tee sheet.
 */
export class CartLookup extends Effect.Service<CartLookup>()("Places/CartLookup", {
  effect: Effect.gen(function* () {
    const carts = yield* GolfCartRepo
    const { cartTracking } = yield* Course
    const etas = yield* OrderEta
    const ordering = yield* Ordering
    const teeSheet = yield* TeeSheet

    const live = (cart: GolfCart) =>
      Effect.map(
        Clock.currentTimeMillis,
        (now) =>
          new LiveGolfCart({ ...cart, live: isCartLive(Date.parse(cart.lastUpdated), now, cartTracking) })
      )

    /** One cart, promised by the kitchen's quote now, as the order placed would be. */
    const one = (cartId: string) =>
      Effect.gen(function* () {
        const cart = yield* carts.byId(cartId)
        if (Option.isNone(cart)) return yield* new NotFound({ message: "Golf cart not found" })
        const { quotedMinutes } = yield* ordering.status
        const [shown, eta, turn] = yield* Effect.all([
          live(cart.value),
          etas.forNewOrder(cart.value.cartId, quotedMinutes),
          etas.turnFor(cart.value.cartId, quotedMinutes)
        ])
        return {
          success: true,
          cart: shown,
          greeting: GOLF_CART_GREETING,
          eta,
          turnAt: turn === null ? null : turn.toISOString()
        }
      })

    const fleet = Effect.flatMap(carts.all, Effect.forEach(live)).pipe(
      Effect.map((all) => ({
        success: true,
        carts: Record.fromEntries(all.map((cart) => [cart.cartId, cart]))
      }))
    )

    /** The golfer the tee sheet knows by this phone, and where their cart is when it has one. */
    const golfer = (phone: string) =>
      Effect.gen(function* () {
        const found = yield* teeSheet.findGolferByPhone(phone)
        if (Option.isNone(found)) return yield* new NotFound({ message: "Golfer not found" })
        const { firstName, lastName, email, cartId } = found.value
        const cart = Option.isSome(cartId) ? yield* carts.byId(cartId.value) : Option.none()
        const cartLocation = Option.isSome(cart) ? yield* live(cart.value) : null
        return { success: true, golfer: { firstName, lastName, email }, cartLocation }
      })

    return { one, fleet, golfer } as const
  }),
  dependencies: [GolfCartRepo.Default]
}) {
  /**
   * With the course from the environment, the kitchen's quote and estimates over the database,
   * and nobody on the tee sheet: a test provides the database. A test of the lookup by phone
   * builds `CartLookup.Default` over `TeeSheet.fromRoster` instead.
   */
  static readonly Test = CartLookup.Default.pipe(
    Layer.provide([OrderEta.Test, Ordering.Test, Course.live, TeeSheet.Test])
  )
}
