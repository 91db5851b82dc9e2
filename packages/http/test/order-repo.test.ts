import { SqlClient } from "@effect/sql"
import { describe, expect, it, layer } from "@effect/vitest"
import { Effect, Layer, Option, Tracer } from "effect"
import { OrderRepo } from "../src/orders/repo.js"
import { configFor, MEMORY_DATABASE, ServerDatabaseLive } from "./support/database-layer.js"
import { LATER, newOrder } from "./support/new-orders.js"

const TestDatabase = ServerDatabaseLive.pipe(Layer.provide(configFor(MEMORY_DATABASE)))

/** Counts the SQL statements an effect runs, from the spans @effect/sql opens for each one. */
const countQueries = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.gen(function* () {
    let queries = 0
    const base = yield* Effect.tracer
    const tracer = Tracer.make({
      span: (name, ...rest) => {
        if (name === "sql.execute") queries += 1
        return base.span(name, ...rest)
      },
      context: base.context
    })
    const result = yield* Effect.withTracer(effect, tracer)
    return { result, queries }
  })

layer(OrderRepo.Test.pipe(Layer.provideMerge(TestDatabase), Layer.provide(configFor(MEMORY_DATABASE))))(
  "OrderRepo on SQLite",
  (it) => {
    // Each read also reads the outlets (a handful of rows) to name each order's outlet.
    it.effect(
      "lists orders with their lines and outlets in three queries, whether there are 3 orders or 60",
      () =>
        Effect.gen(function* () {
          const orders = yield* OrderRepo
          for (let n = 0; n < 60; n++) yield* orders.insert(newOrder(n))
          const few = yield* countQueries(orders.list({ limit: 3, now: LATER }))
          const many = yield* countQueries(orders.list({ limit: 60, now: LATER }))
          expect(few.result).toHaveLength(3)
          expect(many.result).toHaveLength(60)
          expect(many.result.every((order) => order.items.length === 3)).toBe(true)
          expect(few.queries).toBe(3)
          expect(many.queries).toBe(few.queries)
        })
    )

    it.effect("filters by type and by time, newest first", () =>
      Effect.gen(function* () {
        const orders = yield* OrderRepo
        const golf = yield* orders.list({ type: "golf_cart", limit: 500, now: LATER })
        expect(golf.every((order) => order.orderType === "golf_cart")).toBe(true)
        const before = yield* orders.list({ limit: 500, before: "2026-01-01T12:10:00.000Z", now: LATER })
        expect(before.map((order) => order.orderNumber)).toEqual(
          Array.from({ length: 10 }, (_, n) => `TEST${String(9 - n).padStart(6, "0")}`)
        )
      })
    )

    it.effect("keeps a scheduled order off the open list until its fire time, and announces it once", () =>
      Effect.gen(function* () {
        const orders = yield* OrderRepo
        const schedule = { pickupTime: "2026-01-03T18:00:00.000Z", fireAt: "2026-01-03T17:25:00.000Z" }
        const { id } = yield* orders.insert({ ...newOrder(200), ...schedule })
        const listed = (status: "open" | "scheduled", now: string) =>
          orders
            .list({ status, limit: 500, now })
            .pipe(Effect.map((found) => found.some((order) => order.id === id)))
        const early = "2026-01-03T17:24:59.000Z"
        expect(yield* listed("open", early)).toBe(false)
        expect(yield* listed("scheduled", early)).toBe(true)
        expect(yield* orders.claimDue(early)).not.toContain(id)
        expect(yield* listed("open", schedule.fireAt)).toBe(true)
        expect(yield* listed("scheduled", schedule.fireAt)).toBe(false)
        expect(yield* orders.claimDue(schedule.fireAt)).toContain(id)
        // Claimed once: a second pass (or another node) finds nothing left to announce.
        expect(yield* orders.claimDue("2026-01-03T17:30:00.000Z")).not.toContain(id)
        const found = yield* orders.findById(id)
        expect(Option.map(found, (order) => order.pickupTime)).toEqual(Option.some(schedule.pickupTime))
      })
    )

    it.effect("lists an order's lines in their positions, whatever order the table holds them in", () =>
      Effect.gen(function* () {
        const orders = yield* OrderRepo
        const sql = yield* SqlClient.SqlClient
        const { id } = yield* orders.insert(newOrder(400))
        // Positions reversed: the rows stored first now come last.
        yield* sql`UPDATE order_lines SET position = 2 - position WHERE order_id = ${id}`
        const listed = (yield* orders.list({ limit: 500, now: LATER })).find((order) => order.id === id)
        expect(listed?.items.map((line) => line.name)).toEqual(["Item 3", "Item 2", "Item 1"])
        const found = yield* orders.findById(id)
        expect(Option.map(found, (order) => order.items.map((line) => line.name))).toEqual(
          Option.some(["Item 3", "Item 2", "Item 1"])
        )
      })
    )

    it.effect("has no points to claim for an order placed without a member", () =>
      Effect.gen(function* () {
        const orders = yield* OrderRepo
        const { id } = yield* orders.insert({ ...newOrder(99), userId: null })
        expect(Option.isNone(yield* orders.claimPointsCredit(id, "2026-01-02T00:00:00.000Z"))).toBe(true)
      })
    )

    it.effect(
      "answers the order it wrote as a read of it answers, lines in their order, in four statements",
      () =>
        Effect.gen(function* () {
          const orders = yield* OrderRepo
          const written = { ...newOrder(300), rewardCode: "ABCD-EFGH", rewardName: "Free Fries" }
          const { result: inserted, queries } = yield* countQueries(orders.insert(written))
          expect(queries).toBe(4)
          expect(inserted.items.map((line) => line.name)).toEqual(["Item 1", "Item 2", "Item 3"])
          expect(Option.some(inserted)).toEqual(yield* orders.findById(inserted.id))
        })
    )
  }
)

describe("query counting", () => {
  it("counts nothing for an effect that runs no SQL", async () => {
    const { queries } = await Effect.runPromise(countQueries(Effect.succeed(1)))
    expect(queries).toBe(0)
  })
})
