import {
  golfCartEta,
  isCartLive,
  isClosedStatus,
  preparationMinutesLeft,
  toDashboardStatus,
  turnTime
} from "@grill/core"
import { Clock, Effect, Option } from "effect"
import { Course } from "../course/course.js"
import { CartTelemetryRepo } from "../course/telemetry-repo.js"
import { GolfCartRepo } from "../places/repo.js"
import type { Order } from "./api.js"

/** Adds `eta` to golf-cart orders: when and around which hole the food meets the golfer's cart. */
export class OrderEta extends Effect.Service<OrderEta>()("Orders/OrderEta", {
  effect: Effect.gen(function* () {
    const { route, cartTracking } = yield* Course
    const carts = yield* GolfCartRepo
    const telemetry = yield* CartTelemetryRepo

    /** Where the cart has been lately; a cart that never reported keeps its stored (seeded) position. */
    const fixesOf = (cartId: string) =>
      Effect.gen(function* () {
        const fixes = yield* telemetry.recentFixes(cartId)
        if (fixes.length > 0) return fixes
        const cart = yield* carts.byId(cartId)
        return Option.match(cart, {
          onNone: () => [],
          onSome: (cart) => [{ ...cart, at: Date.parse(cart.lastUpdated) }]
        })
      })

    /** Where the food meets the cart when the kitchen needs `preparationMinutes` more; null when its position is unknown. */
    const etaFor = (cartId: string, preparationMinutes: (now: number) => number) =>
      Effect.gen(function* () {
        const now = yield* Clock.currentTimeMillis
        const fixes = yield* fixesOf(cartId)
        const eta = golfCartEta({
          route,
          fixes,
          now,
          preparationMinutes: preparationMinutes(now),
          settings: cartTracking
        })
        if (eta === undefined) return null
        // A promise from an old position says how old it is (core orderPromise words it).
        const lastAt = fixes.at(-1)?.at ?? now
        return isCartLive(lastAt, now, cartTracking)
          ? eta
          : { ...eta, staleMinutes: Math.floor((now - lastAt) / 60_000) }
      })

    /** Null for a finished order, or when the cart's position is unknown. */
    const etaOf = (order: Order) => {
      const cartId = order.golfCartDelivery?.cartId
      if (cartId === undefined || isClosedStatus(order.status)) return Effect.succeed(null)
      const ready = toDashboardStatus(order.status) === "ready"
      return etaFor(cartId, (now) =>
        preparationMinutesLeft(Date.parse(order.createdAt), now, ready, cartTracking)
      )
    }

    /**
     * The order with its `eta` when it goes to a golf cart; other orders are returned as they are.
     * The order was decoded from its row and the ETA made by core, so it is not validated again
     * (on a staff list that re-validation of every golf-cart order was a third of the time).
     */
    const withEta = (order: Order): Effect.Effect<Order> =>
      order.orderType === "golf_cart"
        ? Effect.map(etaOf(order), (eta) => ({ ...order, eta }))
        : Effect.succeed(order)

    /**
     * When this cart comes back past the clubhouse after the 9th, if an order placed now can be
     * ready by then (the golf-cart preparation time); null when not, or when its position is unknown.
     */
    const turnFor = (cartId: string) =>
      Effect.gen(function* () {
        const now = yield* Clock.currentTimeMillis
        const turn = turnTime({ route, fixes: yield* fixesOf(cartId), now, settings: cartTracking })
        return turn === undefined || turn < now + cartTracking.preparationMinutes * 60_000
          ? null
          : new Date(turn)
      })

    return {
      withEta,
      turnFor,
      /**
       * Each order with its `eta` as withEta gives it. Only an open golf-cart order's is worked
       * out (an effect: the cart's fixes); a finished one's is null at once, and any other order
       * is left as it is, so a 200-order staff page is not 200 effects.
       */
      withEtas: (orders: ReadonlyArray<Order>): Effect.Effect<ReadonlyArray<Order>> => {
        const live = orders.filter(
          (order) => order.orderType === "golf_cart" && !isClosedStatus(order.status)
        )
        return Effect.map(Effect.forEach(live, withEta), (estimated) => {
          const byId = new Map(estimated.map((order) => [order.id, order]))
          return orders.map((order) =>
            order.orderType === "golf_cart" ? (byId.get(order.id) ?? { ...order, eta: null }) : order
          )
        })
      },
      /** The ETA an order placed now for this cart would get: what the checkout promises. */
      forNewOrder: (cartId: string) => etaFor(cartId, () => cartTracking.preparationMinutes)
    } as const
  }),
  dependencies: [GolfCartRepo.Default, CartTelemetryRepo.Default]
}) {}
