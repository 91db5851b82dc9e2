import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import { GOLF_CART_GREETING, isCartLive } from "@grill/core"
import { Clock, Effect, Option, Record } from "effect"
import { GrillApi } from "../api.js"
import { NotFound } from "../contract/errors.js"
import { Course } from "../course/course.js"
import { TeeSheet } from "../course/tee-sheet.js"
import { Ordering } from "../kitchen/ordering.js"
import { OrderEta } from "../orders/order-eta.js"
import { AddressCheck } from "./address-check.js"
import { type GolfCart, LiveGolfCart } from "./api.js"
import { AddressRepo, GolfCartRepo } from "./repo.js"

/** Enough for a screen of chips; the heading says "(showing N of M)" when there are more. */
const ADDRESS_PAGE = 60

export const AddressesHandlers = HttpApiBuilder.group(GrillApi, "addresses", (handlers) =>
  Effect.gen(function* () {
    const check = yield* AddressCheck
    const addresses = yield* AddressRepo
    return handlers
      .handle("validate", ({ payload }) => check.check(payload))
      .handle("search", ({ urlParams }) => addresses.search(urlParams.search.trim(), ADDRESS_PAGE))
  })
)

/** The cart with `live`: whether its last position is younger than the tracking window. */
const withLiveness = (cart: GolfCart) =>
  Effect.gen(function* () {
    const { cartTracking } = yield* Course
    const now = yield* Clock.currentTimeMillis
    return new LiveGolfCart({ ...cart, live: isCartLive(Date.parse(cart.lastUpdated), now, cartTracking) })
  })

export const GolfCartsHandlers = HttpApiBuilder.group(GrillApi, "golfCarts", (handlers) =>
  Effect.gen(function* () {
    const carts = yield* GolfCartRepo
    const course = yield* Course
    const etas = yield* OrderEta
    const ordering = yield* Ordering
    const live = (cart: GolfCart) => Effect.provideService(withLiveness(cart), Course, course)
    return handlers
      .handle("available", () => Effect.map(carts.availableIds, (cartIds) => ({ success: true, cartIds })))
      .handle("one", ({ path }) =>
        Effect.flatMap(
          carts.byId(path.cartId),
          Option.match({
            onNone: () => Effect.fail(new NotFound({ message: "Golf cart not found" })),
            // Promised by the kitchen's quote now, as the order placed would be.
            onSome: (cart) =>
              Effect.flatMap(ordering.status, ({ quotedMinutes }) =>
                Effect.all({
                  cart: live(cart),
                  eta: etas.forNewOrder(cart.cartId, quotedMinutes),
                  turn: etas.turnFor(cart.cartId, quotedMinutes)
                })
              ).pipe(
                Effect.map(({ cart, eta, turn }) => ({
                  success: true,
                  cart,
                  greeting: GOLF_CART_GREETING,
                  eta,
                  turnAt: turn === null ? null : turn.toISOString()
                }))
              )
          })
        )
      )
      .handle("fleet", () =>
        carts.all.pipe(
          Effect.flatMap(Effect.forEach(live)),
          Effect.map((all) => ({
            success: true,
            carts: Record.fromEntries(all.map((cart) => [cart.cartId, cart]))
          }))
        )
      )
  })
)

export const TeeSheetHandlers = HttpApiBuilder.group(GrillApi, "teeSheet", (handlers) =>
  Effect.gen(function* () {
    const teeSheet = yield* TeeSheet
    const carts = yield* GolfCartRepo
    const course = yield* Course
    return handlers.handle("golfer", ({ path }) =>
      Effect.gen(function* () {
        const golfer = yield* teeSheet.findGolferByPhone(path.phone)
        if (Option.isNone(golfer)) return yield* new NotFound({ message: "Golfer not found" })
        const { firstName, lastName, email, cartId } = golfer.value
        const cart = Option.isSome(cartId) ? yield* carts.byId(cartId.value) : Option.none()
        const cartLocation = Option.isSome(cart)
          ? yield* Effect.provideService(withLiveness(cart.value), Course, course)
          : null
        return { success: true, golfer: { firstName, lastName, email }, cartLocation }
      })
    )
  })
)
