import { describe, expect, it } from "@effect/vitest"
import { FastCheck } from "effect"
import { cartRouteOrder, type QueuedDelivery } from "../src/cart-route.js"
import { courseRoute, defaultCourse, HOLES_PER_ROUND, pointAlongRoute } from "../src/course.js"

const route = courseRoute(defaultCourse)
const holeArb = FastCheck.integer({ min: 1, max: HOLES_PER_ROUND })

/** A golfer somewhere on the round (the spot and its hole), or not known. */
const golfersArb = FastCheck.option(
  FastCheck.double({ min: 0, max: 1, noNaN: true }).map((progress) => {
    const spot = pointAlongRoute(route, progress * route.length)
    return { hole: spot.hole, point: { latitude: spot.latitude, longitude: spot.longitude } }
  }),
  { nil: undefined }
)

const queueArb = FastCheck.array(
  FastCheck.record({
    id: FastCheck.integer(),
    orderedAt: FastCheck.integer({ min: 0, max: 10_000_000 }),
    golfers: golfersArb
  }),
  { maxLength: 30 }
)

const cartArb = FastCheck.oneof(
  holeArb.map((hole) => ({ hole })),
  FastCheck.double({ min: 0, max: 1, noNaN: true }).map((progress) => {
    const spot = pointAlongRoute(route, progress * route.length)
    return { latitude: spot.latitude, longitude: spot.longitude }
  })
)

const byOrderTime = <T extends QueuedDelivery>(queue: ReadonlyArray<T>) =>
  [...queue].sort((a, b) => a.orderedAt - b.orderedAt)

describe("cartRouteOrder", () => {
  it("is a permutation of the queue", () => {
    FastCheck.assert(
      FastCheck.property(FastCheck.option(cartArb, { nil: undefined }), queueArb, (cart, queue) => {
        const ordered = cartRouteOrder(route, cart, queue)
        expect(ordered).toHaveLength(queue.length)
        expect(new Set(ordered)).toEqual(new Set(queue))
      })
    )
  })

  it("keeps order-time order when the cart's place is unknown", () => {
    FastCheck.assert(
      FastCheck.property(queueArb, (queue) => {
        expect(cartRouteOrder(route, undefined, queue)).toEqual(byOrderTime(queue))
      })
    )
  })

  it("keeps order-time order when no golfer's place is known", () => {
    FastCheck.assert(
      FastCheck.property(cartArb, queueArb, (cart, queue) => {
        const unplaced = queue.map((delivery) => ({ ...delivery, golfers: undefined }))
        expect(cartRouteOrder(route, cart, unplaced)).toEqual(byOrderTime(unplaced))
      })
    )
  })

  it("puts golfers on the hole just ahead of the cart before golfers on the hole just behind it", () => {
    FastCheck.assert(
      FastCheck.property(
        FastCheck.integer({ min: 2, max: HOLES_PER_ROUND - 1 }),
        FastCheck.integer({ min: 0, max: 10_000_000 }),
        FastCheck.integer({ min: 0, max: 10_000_000 }),
        (hole, aheadAt, behindAt) => {
          const ahead = { orderedAt: aheadAt, golfers: { hole: hole + 1 } }
          const behind = { orderedAt: behindAt, golfers: { hole: hole - 1 } }
          expect(cartRouteOrder(route, { hole }, [behind, ahead])).toEqual([ahead, behind])
        }
      )
    )
  })

  it("puts golfers whose place is known before those whose place is not, once the cart's is known", () => {
    FastCheck.assert(
      FastCheck.property(cartArb, queueArb, (cart, queue) => {
        const ordered = cartRouteOrder(route, cart, queue)
        const firstUnknown = ordered.findIndex((delivery) => delivery.golfers === undefined)
        if (firstUnknown >= 0)
          expect(ordered.slice(firstUnknown).every((delivery) => delivery.golfers === undefined)).toBe(true)
      })
    )
  })
})
