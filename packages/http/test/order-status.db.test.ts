import { SqlClient, Statement } from "@effect/sql"
import { describe, expect, layer } from "@effect/vitest"
import { OrderId } from "@grill/core"
import { Effect, Exit, Layer, Option } from "effect"
import { GrillEvents } from "../src/events/grill-events.js"
import { LoyaltyRepo } from "../src/loyalty/repo.js"
import { OrderStatusChanges } from "../src/orders/order-status.js"
import { OrderRepo } from "../src/orders/repo.js"
import { SettlementOff } from "../src/settlement-live.js"
import { AuditLog } from "../src/staff/audit-log.js"
import { StaffUser } from "../src/staff/auth-api.js"
import { TestDatabaseLive } from "./support/database-layer.js"
import { newOrder } from "./support/new-orders.js"

const sam = new StaffUser({ id: 7, username: "sam", role: "kitchen" })

const Under = Layer.mergeAll(
  OrderStatusChanges.Test,
  OrderRepo.Test,
  LoyaltyRepo.Default,
  AuditLog.Default
).pipe(Layer.provide(SettlementOff), Layer.provideMerge(TestDatabaseLive))

/** A member's order of 10 points, placed and awaiting the kitchen's answer. */
const memberOrder = (n: number) =>
  Effect.gen(function* () {
    const member = yield* (yield* LoyaltyRepo).create({
      phone: `77055${String(n).padStart(5, "0")}`,
      firstName: "Ann",
      lastName: "Lee",
      email: null,
      now: "2026-01-01T12:00:00.000Z",
      joins: true
    })
    const order = yield* (yield* OrderRepo).insert({ ...newOrder(n), userId: member.id })
    return { member, order }
  })

const pointsOf = (id: string) =>
  Effect.map(
    Effect.flatMap(LoyaltyRepo, (repo) => repo.findById(id)),
    (member) => Option.getOrThrow(member).points
  )

describe("order status changes, without HTTP", () => {
  // Built on the live clock: on PostgreSQL the events service waits for its listener's first
  // LISTEN on a schedule, which the test clock would never advance.
  layer(Under, { excludeTestServices: true })((it) => {
    it.effect("accepts a new order once, audits it and announces it; a second answer is a 409", () =>
      Effect.gen(function* () {
        const changes = yield* OrderStatusChanges
        const { order } = yield* memberOrder(1)
        const before = yield* (yield* GrillEvents).latestId
        const accepted = yield* changes.accept(sam, order.id, 20)
        expect(accepted).toMatchObject({ success: true, message: "Order accepted" })
        expect(accepted.order).toMatchObject({ id: order.id, status: "preparing", deliveryTimeEstimate: 20 })
        expect(yield* (yield* GrillEvents).latestId).toBeGreaterThan(before)
        const log = yield* (yield* AuditLog).forOrder(order.id)
        expect(log.map((entry) => [entry.action, entry.actor, entry.to])).toEqual([
          ["order.accepted", "sam", "ready in 20 min"]
        ])
        const again = yield* Effect.exit(changes.reject(sam, order.id, "Out of buns"))
        expect(again).toEqual(Exit.fail(expect.objectContaining({ _tag: "Conflict" })))
        expect((yield* (yield* AuditLog).forOrder(order.id)).length).toBe(1)
      })
    )

    it.effect(
      "reads the order's row once to accept it: the answer's UPDATE returns it as it now stands",
      () =>
        Effect.gen(function* () {
          const changes = yield* OrderStatusChanges
          const { order } = yield* memberOrder(3)
          const statements: Array<string> = []
          const accepted = yield* changes.accept(sam, order.id, 25).pipe(
            Statement.withTransformer((statement) => {
              statements.push(statement.compile()[0])
              return Effect.succeed(statement)
            })
          )
          expect(accepted.order).toMatchObject({
            id: order.id,
            status: "preparing",
            deliveryTimeEstimate: 25
          })
          // The order's row once, before the change, with its card hold (its number for a refusal,
          // settlement's rule): no read after the commit, and none for the printers' fire time.
          const reads = statements.filter((text) => /\b(?:FROM|JOIN)\s+"?orders"?(?!\w)/i.test(text))
          expect(reads.map((text) => text.replace(/\s+/g, " ").slice(0, 30))).toEqual([
            "SELECT id, order_number, statu"
          ])
          expect(statements.filter((text) => /^\s*UPDATE\s+"?orders"?\s/i.test(text))).toHaveLength(1)
        })
    )

    it.effect("credits the member's points at completion, once however often it is completed", () =>
      Effect.gen(function* () {
        const changes = yield* OrderStatusChanges
        const { member, order } = yield* memberOrder(2)
        yield* changes.set(sam, order.id, "ready")
        expect(yield* pointsOf(member.id)).toBe(0)
        yield* changes.set(sam, order.id, "completed")
        yield* changes.set(sam, order.id, "completed")
        expect(yield* pointsOf(member.id)).toBe(10)
        const log = yield* (yield* AuditLog).forOrder(order.id)
        expect(log.map((entry) => entry.action)).toEqual(["order.status", "order.status", "order.status"])
      })
    )

    it.effect("changes nothing and writes no record for an order that does not exist", () =>
      Effect.gen(function* () {
        const changes = yield* OrderStatusChanges
        const sql = yield* SqlClient.SqlClient
        const count = sql<{ n: number }>`SELECT COUNT(*) AS n FROM audit_log`.pipe(
          Effect.map(([row]) => Number(row?.n))
        )
        const records = yield* count
        const missing = yield* Effect.exit(changes.set(sam, OrderId.make(999_999), "completed"))
        expect(missing).toEqual(
          Exit.fail(expect.objectContaining({ _tag: "NotFound", message: "Order not found" }))
        )
        expect(yield* count).toBe(records)
      })
    )
  })
})
