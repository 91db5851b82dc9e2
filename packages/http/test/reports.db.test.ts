import { describe, expect, layer } from "@effect/vitest"
import { Cents, type OrderId } from "@grill/core"
import { Effect, Layer } from "effect"
import { OrderRepo } from "../src/orders/repo.js"
import { Reports } from "../src/reports/reports.js"
import { controlledClock } from "./support/controlled-clock.js"
import { TestDatabaseLive } from "./support/database-layer.js"
import { newOrder } from "./support/new-orders.js"

/*
 * The end-of-day report without HTTP: a day on the venue's calendar (America/New_York here)
 * counts the orders placed in it, whatever UTC date they carry, and leaves out the night before
 * and the morning after; a cancelled order is a void, not a sale; the books say what was
 * collected at the counter and what is still to collect.
 */

const Under = Layer.mergeAll(Reports.Test, OrderRepo.Test).pipe(Layer.provideMerge(TestDatabaseLive))

/** Order `n`, paid at the counter, placed at `createdAt`: lines of 1×$1, 2×$2, 3×$3 ($14.00, tax $1.12). */
const placed = (n: number, createdAt: string, orderType: "pickup" | "golf_cart") =>
  Effect.flatMap(OrderRepo, (orders) =>
    orders.insert({
      ...newOrder(n),
      orderType,
      createdAt,
      paymentMethod: "pay_at_counter",
      subtotal: Cents(1400),
      tax: Cents(112),
      gratuity: Cents(200),
      total: Cents(1712)
    })
  )
/** The report asked for on the afternoon after the day (its "today" is the 16th). */
const reportOn = (query: { readonly date?: string; readonly from?: string }) =>
  Effect.flatMap(Reports, (reports) => reports.report(query)).pipe(
    Effect.withClock(controlledClock("2026-06-16T16:00:00.000Z").clock)
  )
const setStatus = (id: OrderId, status: "completed" | "cancelled", at: string) =>
  Effect.flatMap(OrderRepo, (orders) => orders.setStatus(id, status, at))

describe("the day's report, without HTTP", () => {
  // On the live clock (PostgreSQL's pool waits on it); the report's "today" is set per call.
  layer(Under, { excludeTestServices: true })((it) => {
    it.effect("counts the day's sales on the venue's calendar, its voids, and what is collected", () =>
      Effect.gen(function* () {
        // Served at the counter (2:20 PM), waiting at the counter (8:30 PM, 00:30 UTC the next day), cancelled.
        const served = yield* placed(1, "2026-06-15T18:20:00.000Z", "pickup")
        yield* setStatus(served.id, "completed", "2026-06-15T18:40:00.000Z")
        yield* placed(2, "2026-06-16T00:30:00.000Z", "golf_cart")
        const cancelled = yield* placed(3, "2026-06-15T20:00:00.000Z", "pickup")
        yield* setStatus(cancelled.id, "cancelled", "2026-06-15T20:05:00.000Z")
        // The night before (11 PM on the 14th) and the morning after: other days.
        yield* placed(4, "2026-06-15T03:00:00.000Z", "pickup")
        yield* placed(5, "2026-06-16T12:00:00.000Z", "pickup")
        const report = yield* reportOn({ date: "2026-06-15" })
        expect(report).toMatchObject({
          from: "2026-06-15",
          to: "2026-06-15",
          timeZone: "America/New_York",
          startsAt: "2026-06-15T04:00:00.000Z",
          endsAt: "2026-06-16T04:00:00.000Z"
        })
        expect(report.summary).toMatchObject({
          orders: 2,
          grossSales: 2800,
          tax: 224,
          tips: 400,
          totalSales: 3424,
          itemsSold: 12
        })
        expect(report.byChannel.map((channel) => [channel.channel, channel.orders])).toEqual(
          expect.arrayContaining([
            ["pickup", 1],
            ["golf_cart", 1]
          ])
        )
        expect(report.cancelled).toEqual({ orders: 1, value: 1712 })
        expect(report.topItemsByQuantity[0]).toMatchObject({ name: "Item 3", quantity: 6 })
        expect(report.books).toMatchObject({
          collected: 1712,
          counterCollected: { orders: 1, amount: 1712 },
          toCollect: { orders: 1, amount: 1712 },
          billed: { orders: 0, amount: 0 }
        })
      })
    )

    it.effect("reports today on the venue's clock when no day is asked for, and refuses half a range", () =>
      Effect.gen(function* () {
        const before = (yield* reportOn({})).summary.orders
        // Placed at 8 AM on the 16th, the day the report is asked for (at noon).
        yield* placed(6, "2026-06-16T12:10:00.000Z", "pickup")
        const today = yield* reportOn({})
        expect(today).toMatchObject({ from: "2026-06-16", to: "2026-06-16" })
        expect(today.summary.orders).toBe(before + 1)
        const refused = yield* Effect.flip(reportOn({ from: "2026-06-15" }))
        expect(refused).toMatchObject({
          _tag: "InvalidRequest",
          field: "from",
          message: "A range needs both from and to"
        })
      })
    )
  })
})
