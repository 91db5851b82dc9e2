import { SqlClient } from "@effect/sql"
import { describe, expect, layer } from "@effect/vitest"
import { Clock, Effect, Layer, Option } from "effect"
import { Course } from "../src/course/course.js"
import { TeeSheet } from "../src/course/tee-sheet.js"
import { seedDemoVenue } from "../src/demo-venue.js"
import { Ordering } from "../src/kitchen/ordering.js"
import { OrderEta } from "../src/orders/order-eta.js"
import { CartLookup } from "../src/places/cart-lookup.js"
import { TestDatabaseLive } from "./support/database-layer.js"

/** Two golfers on today's tee sheet: one given a demo cart, one not yet. */
const roster = new Map([
  ["7705550501", { firstName: "Dee", lastName: "Park", email: "dee@example.com", cartId: Option.some("3") }],
  ["7705550502", { firstName: "Eli", lastName: "Moss", email: "eli@example.com", cartId: Option.none() }]
])

// CartLookup.Test with golfers on the tee sheet instead of nobody.
const Under = CartLookup.Default.pipe(
  Layer.provide([OrderEta.Test, Ordering.Test, Course.live, TeeSheet.fromRoster(roster)]),
  Layer.provideMerge(TestDatabaseLive)
)

/** The demo fleet, whose positions are an hour old, with cart 3 reporting just now. */
const fleetWithCartThreeFresh = Effect.gen(function* () {
  yield* seedDemoVenue
  const sql = yield* SqlClient.SqlClient
  const now = new Date(yield* Clock.currentTimeMillis).toISOString()
  yield* sql`UPDATE golf_carts SET last_updated = ${now} WHERE cart_id = '3'`
})

describe("looking up golf carts, without HTTP", () => {
  layer(Under, { excludeTestServices: true })((it) => {
    it.effect("shows one cart with the greeting and the promise an order to it gets now", () =>
      Effect.gen(function* () {
        yield* fleetWithCartThreeFresh
        const lookup = yield* CartLookup
        const found = yield* lookup.one("3")
        expect(found).toMatchObject({ success: true, cart: { cartId: "3", live: true } })
        expect(found.greeting).not.toBe("")
        expect(found.eta).not.toBeNull()
        expect(yield* Effect.flip(lookup.one("99"))).toMatchObject({
          _tag: "NotFound",
          message: "Golf cart not found"
        })
      })
    )

    it.effect("shows the fleet keyed by cart, each with whether it is live", () =>
      Effect.gen(function* () {
        yield* fleetWithCartThreeFresh
        const { carts } = yield* (yield* CartLookup).fleet
        expect(Object.keys(carts).length).toBeGreaterThan(1)
        expect(carts["3"]).toMatchObject({ cartId: "3", live: true })
        expect(carts["1"]).toMatchObject({ cartId: "1", live: false })
      })
    )

    it.effect("finds a golfer by phone with their cart's position, or says the golfer is not found", () =>
      Effect.gen(function* () {
        yield* fleetWithCartThreeFresh
        const lookup = yield* CartLookup
        expect(yield* lookup.golfer("7705550501")).toMatchObject({
          success: true,
          golfer: { firstName: "Dee", lastName: "Park", email: "dee@example.com" },
          cartLocation: { cartId: "3", live: true }
        })
        expect(yield* lookup.golfer("7705550502")).toMatchObject({
          golfer: { firstName: "Eli" },
          cartLocation: null
        })
        expect(yield* Effect.flip(lookup.golfer("7705550599"))).toMatchObject({
          _tag: "NotFound",
          message: "Golfer not found"
        })
      })
    )
  })
})
