import * as HttpServerRequest from "@effect/platform/HttpServerRequest"
import { SqlClient } from "@effect/sql"
import { describe, expect, layer } from "@effect/vitest"
import { ConfigProvider, Effect, Exit, Layer } from "effect"
import { seedDemoVenue } from "../src/demo-venue.js"
import { GrillEvents } from "../src/events/grill-events.js"
import type { OrderSubmission } from "../src/orders/order-input.js"
import { OrderPlacement } from "../src/orders/placement.js"
import { OrderRepo } from "../src/orders/repo.js"
import { SettlementOff } from "../src/settlement-live.js"
import { AuditLog } from "../src/staff/audit-log.js"
import { StaffUser } from "../src/staff/auth-api.js"
import { TestDatabaseLive } from "./support/database-layer.js"
import { orderSubmission } from "./support/order-submissions.js"

const sam = new StaffUser({ id: 7, username: "sam", role: "manager" })

// The grill takes orders at any hour here: the suite must not depend on the time it runs.
const aroundTheClock = Layer.setConfigProvider(
  ConfigProvider.fromMap(new Map([["GRILL_OPENING_HOURS", "ignore"]])).pipe(
    ConfigProvider.orElse(() => ConfigProvider.fromEnv())
  )
)

const Under = Layer.mergeAll(OrderPlacement.Test, OrderRepo.Test, AuditLog.Default).pipe(
  Layer.provide(SettlementOff),
  Layer.provideMerge(TestDatabaseLive),
  Layer.provide(aroundTheClock)
)

const orderCount = Effect.flatMap(
  SqlClient.SqlClient,
  (sql) => sql<{ n: number }>`SELECT COUNT(*) AS n FROM orders`
).pipe(Effect.map((rows) => Number(rows[0]?.n)))

/** The submission with the totals the server computes, as a client learns them from its refusal. */
const priced = (submission: OrderSubmission, enteredBy: StaffUser | null = null) =>
  Effect.gen(function* () {
    const refusal = yield* Effect.flip(place({ ...submission, total: -1 }, undefined, enteredBy))
    if (refusal._tag !== "TotalsMismatch")
      throw new Error(`expected the server's totals, got ${refusal._tag}`)
    const { subtotal, tax, deliveryFee, gratuity, total } = refusal.totals
    const dollars = (cents: number) => cents / 100
    return {
      ...submission,
      subtotal: dollars(subtotal),
      tax: dollars(tax),
      deliveryFee: dollars(deliveryFee),
      gratuity: dollars(gratuity),
      total: dollars(total)
    }
  })

/** Placement as a customer's browser with no cookies (or the counter's session) asks for it. */
const place = (submission: OrderSubmission, key: string | undefined, enteredBy: StaffUser | null) =>
  Effect.flatMap(OrderPlacement, (placement) => placement.place(submission, key, enteredBy)).pipe(
    Effect.provideService(
      HttpServerRequest.HttpServerRequest,
      HttpServerRequest.fromWeb(new Request("http://grill.test/api/orders", { method: "POST" }))
    )
  )

describe("placing an order, without HTTP", () => {
  // Built on the live clock: on PostgreSQL the events service waits for its listener's first
  // LISTEN on a schedule, which the test clock would never advance.
  layer(Under, { excludeTestServices: true })((it) => {
    it.effect("refuses a wrong total with the server's own, writing nothing", () =>
      Effect.gen(function* () {
        yield* seedDemoVenue
        const before = yield* orderCount
        const exit = yield* Effect.exit(place({ ...orderSubmission(), total: 1 }, undefined, null))
        expect(Exit.isFailure(exit)).toBe(true)
        expect(JSON.stringify(exit)).toContain("TotalsMismatch")
        expect(yield* orderCount).toBe(before)
      })
    )

    it.effect("places a priced order once, announces it, and a retry with its key finds the same order", () =>
      Effect.gen(function* () {
        yield* seedDemoVenue
        const submission = yield* priced(
          orderSubmission({ contactInfo: { name: "Ann Lee", phone: "7705550142" } })
        )
        const before = yield* orderCount
        const eventsBefore = yield* (yield* GrillEvents).latestId
        const first = yield* place(submission, "key-ann-1", null)
        expect(first.placedNow).toBe(true)
        expect(first.order).toMatchObject({
          status: "pending",
          orderType: "pickup",
          total: Math.round(submission.total * 100)
        })
        expect(yield* (yield* GrillEvents).latestId).toBeGreaterThan(eventsBefore)
        const retry = yield* place(submission, "key-ann-1", null)
        expect(retry).toMatchObject({ placedNow: false })
        expect(retry.order.orderNumber).toBe(first.order.orderNumber)
        expect(yield* orderCount).toBe(before + 1)
        const other = yield* Effect.flip(place({ ...submission, gratuityPercent: 18 }, "key-ann-1", null))
        expect(other).toMatchObject({ message: "This request was already used for a different order" })
      })
    )

    it.effect("records who entered a counter order, in its transaction", () =>
      Effect.gen(function* () {
        yield* seedDemoVenue
        const submission = yield* priced(
          orderSubmission({ contactInfo: { name: "Walk Up", phone: "" }, paymentMethod: "pay_at_counter" }),
          sam
        )
        const { order } = yield* place(submission, undefined, sam)
        expect(order.enteredBy).toBe("sam")
        const log = yield* (yield* AuditLog).forOrder(order.id)
        expect(log.map((entry) => [entry.action, entry.actor])).toEqual([["order.entered", "sam"]])
      })
    )
  })
})
