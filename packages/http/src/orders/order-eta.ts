import { SqlClient } from "@effect/sql"
import {
  type CartPromise,
  cartPromise,
  isClosedStatus,
  minutesUntil,
  promiseOnceReady,
  turnPromise,
  turnTime
} from "@grill/core"
import { Clock, Effect, Layer, Option, Schema } from "effect"
import { Course } from "../course/course.js"
import { CartTelemetryRepo } from "../course/telemetry-repo.js"
import { table } from "../db/table.js"
import { GolfCartRepo } from "../places/repo.js"
import type { Order } from "./api.js"

const MS_PER_MINUTE = 60_000

/** Each golf-cart order's one promise (migration 0460). */
const CartPromises = table(
  "order_cart_promises",
  {
    order_id: Schema.Number,
    meet_at: Schema.String,
    hole: Schema.Number,
    latitude: Schema.Number,
    longitude: Schema.Number,
    stale_minutes: Schema.NullOr(Schema.Number)
  },
  []
)

type PromiseRow = typeof CartPromises.row.Type

const fromRow = (row: PromiseRow): CartPromise => ({
  at: Date.parse(row.meet_at),
  hole: row.hole,
  latitude: row.latitude,
  longitude: row.longitude,
  ...(row.stale_minutes === null ? {} : { staleMinutes: row.stale_minutes })
})

/** The promise as the API carries it: its fixed time, and the whole minutes left until it at this read. */
const toWire = (promise: CartPromise, now: number): NonNullable<Order["eta"]> => ({
  at: new Date(promise.at).toISOString(),
  minutes: minutesUntil(promise, now),
  hole: promise.hole,
  latitude: promise.latitude,
  longitude: promise.longitude,
  ...(promise.staleMinutes === undefined ? {} : { staleMinutes: promise.staleMinutes })
})

/** The kitchen's own time for an ASAP order: placed plus its quote, or plus the estimate it accepted. */
const kitchenTime = (order: Pick<Order, "createdAt" | "deliveryTimeEstimate">) =>
  Date.parse(order.createdAt) + order.deliveryTimeEstimate * MS_PER_MINUTE

/**
 * A golf-cart order's one promise (core cartPromise): made when the order is placed, made again
 * when the kitchen accepts it (its estimate may move it), held or moved later when the food is
 * ready, and stored; every read (the order page, the Golf Carts screen, tickets, texts, the CLI)
 * carries the stored one as `eta`, so the promise neither differs between them nor drifts.
 */
export class OrderEta extends Effect.Service<OrderEta>()("Orders/OrderEta", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
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

    /** The promise for food the kitchen has ready at `kitchenAt`, from where the cart is now; undefined when that is unknown. */
    const promiseFrom = (cartId: string, kitchenAt: number) =>
      Effect.gen(function* () {
        const now = yield* Clock.currentTimeMillis
        const fixes = yield* fixesOf(cartId)
        return cartPromise({ route, fixes, now, kitchenAt, settings: cartTracking })
      })

    /** What an order promises by the kitchen's time now: "at the turn", the clubhouse at its turn. */
    const promiseOf = (order: Order): Effect.Effect<CartPromise | undefined> => {
      const cartId = order.golfCartDelivery?.cartId
      if (cartId === undefined) return Effect.succeed(undefined)
      if (order.pickupTime !== null) return Effect.succeed(turnPromise(route, Date.parse(order.pickupTime)))
      return promiseFrom(cartId, kitchenTime(order))
    }

    const stored = (ids: ReadonlyArray<number>) =>
      ids.length === 0
        ? Effect.succeed([] as ReadonlyArray<PromiseRow>)
        : sql`SELECT ${CartPromises.selectList(sql)} FROM order_cart_promises
            WHERE ${sql.in("order_id", ids)}`.pipe(CartPromises.rows, Effect.orDie)

    /** Stores the order's promise; none (its cart's position unknown) leaves the kitchen's time the promise. */
    const keep = (orderId: number, promise: CartPromise | undefined) =>
      (promise === undefined
        ? sql`DELETE FROM order_cart_promises WHERE order_id = ${orderId}`
        : sql`INSERT INTO order_cart_promises ${sql.insert(
            CartPromises.insertRow({
              order_id: orderId,
              meet_at: new Date(promise.at).toISOString(),
              hole: promise.hole,
              latitude: promise.latitude,
              longitude: promise.longitude,
              stale_minutes: promise.staleMinutes ?? null
            })
          )}
          ON CONFLICT (order_id) DO UPDATE SET meet_at = excluded.meet_at, hole = excluded.hole,
            latitude = excluded.latitude, longitude = excluded.longitude,
            stale_minutes = excluded.stale_minutes`
      ).pipe(Effect.asVoid, Effect.orDie)

    /**
     * Each order with its `eta`: an open golf-cart order's stored promise (null without one, and
     * once finished); any other order is left as it is. One query for the lot, so a 200-order
     * staff page is not 200 reads. Decoded rows and core's promise are not validated again.
     */
    const withEtas = (orders: ReadonlyArray<Order>): Effect.Effect<ReadonlyArray<Order>> => {
      const live = orders.filter((order) => order.orderType === "golf_cart" && !isClosedStatus(order.status))
      return Effect.gen(function* () {
        const now = yield* Clock.currentTimeMillis
        const rows = yield* stored(live.map((order) => order.id))
        const byId = new Map(rows.map((row) => [row.order_id, toWire(fromRow(row), now)]))
        return orders.map((order) =>
          order.orderType === "golf_cart"
            ? { ...order, eta: isClosedStatus(order.status) ? null : (byId.get(order.id) ?? null) }
            : order
        )
      })
    }

    return {
      withEtas,
      /** The order with its `eta` when it goes to a golf cart; other orders are returned as they are. */
      withEta: (order: Order): Effect.Effect<Order> =>
        order.orderType === "golf_cart"
          ? Effect.map(withEtas([order]), (orders) => orders[0] ?? order)
          : Effect.succeed(order),
      /** Placed, or accepted with the kitchen's estimate: the promise from the kitchen's time as it now stands. */
      promise: (order: Order) =>
        order.orderType === "golf_cart"
          ? Effect.flatMap(promiseOf(order), (promise) => keep(order.id, promise))
          : Effect.void,
      /** The food is ready: the meeting holds, or moves later when the runner cannot make it (core promiseOnceReady). */
      ready: (order: Order) =>
        Effect.gen(function* () {
          const cartId = order.golfCartDelivery?.cartId
          if (order.orderType !== "golf_cart" || cartId === undefined || order.pickupTime !== null) return
          const kept = (yield* stored([order.id]))[0]
          const fresh = yield* promiseFrom(cartId, yield* Clock.currentTimeMillis)
          yield* keep(order.id, promiseOnceReady(kept === undefined ? undefined : fromRow(kept), fresh))
        }),
      /**
       * When this cart comes back past the clubhouse after the 9th, if an order placed now can be
       * ready by then at the kitchen's quote; null when not, or when its position is unknown.
       */
      turnFor: (cartId: string, quotedMinutes: number) =>
        Effect.gen(function* () {
          const now = yield* Clock.currentTimeMillis
          const turn = turnTime({ route, fixes: yield* fixesOf(cartId), now, settings: cartTracking })
          return turn === undefined || turn < now + quotedMinutes * MS_PER_MINUTE ? null : new Date(turn)
        }),
      /** What an order placed now for this cart would be promised at the kitchen's quote: what the checkout shows. */
      forNewOrder: (cartId: string, quotedMinutes: number) =>
        Effect.gen(function* () {
          const now = yield* Clock.currentTimeMillis
          const promise = yield* promiseFrom(cartId, now + quotedMinutes * MS_PER_MINUTE)
          return promise === undefined ? null : toWire(promise, now)
        })
    } as const
  }),
  dependencies: [GolfCartRepo.Default, CartTelemetryRepo.Default]
}) {
  /** With the course settings from the environment: a test provides the database. */
  static readonly Test = OrderEta.Default.pipe(Layer.provide(Course.live))
}
