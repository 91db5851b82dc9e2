import { SqlClient } from "@effect/sql"
import { describe, expect, layer } from "@effect/vitest"
import type { OrderId } from "@grill/core"
import { Effect, Layer } from "effect"
import { SmsFailed, SmsSender } from "../src/notifications/sms-sender.js"
import { TextUpdates } from "../src/notifications/text-updates.js"
import { OrderRepo } from "../src/orders/repo.js"
import { TestDatabaseLive } from "./support/database-layer.js"
import { newOrder } from "./support/new-orders.js"

/** Every text the service sends; a phone in `failing` makes the provider refuse it. */
const sent: Array<{ to: string; body: string }> = []
const failing = new Set<string>()
const FakeSms = Layer.succeed(SmsSender, {
  send: (to, body) =>
    failing.has(to)
      ? Effect.fail(new SmsFailed("provider down"))
      : Effect.sync(() => void sent.push({ to, body }))
})

const Under = Layer.mergeAll(TextUpdates.Test, OrderRepo.Test).pipe(
  Layer.provide(FakeSms),
  Layer.provideMerge(TestDatabaseLive)
)

/** An order from `phone` whose customer asked for texts, as placement writes it. */
const optedIn = (n: number, phone: string) =>
  Effect.gen(function* () {
    const order = yield* (yield* OrderRepo).insert({
      ...newOrder(n),
      contactInfo: { name: "Ann", phone, email: null, specialInstructions: null }
    })
    yield* (yield* TextUpdates).optIn(order.id, phone, order.createdAt)
    return { id: order.id, orderNumber: order.orderNumber, orderType: order.orderType }
  })

const outcomeOf = (orderId: number) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) =>
      sql<{
        ready_outcome: string | null
      }>`SELECT ready_outcome FROM order_text_updates WHERE order_id = ${orderId}`
  ).pipe(Effect.map((rows) => rows[0]?.ready_outcome ?? null))

/** Moves the order to `status` `minutesAgo` before the test clock's now (the epoch), as staff do. */
const changedAgo = (orderId: OrderId, status: "preparing" | "ready", minutesAgo: number) =>
  Effect.flatMap(OrderRepo, (orders) =>
    orders.setStatus(orderId, status, new Date(-minutesAgo * 60_000).toISOString())
  )

layer(Under)("the ready text", (it) => {
  describe("is sent at most once", () => {
    it.effect("however many hear the change at once (each node of a group, a repeated change)", () =>
      Effect.gen(function* () {
        const texts = yield* TextUpdates
        const order = yield* optedIn(1, "7705550201")
        yield* Effect.all(
          Array.from({ length: 5 }, () => texts.textReady(order)),
          { concurrency: "unbounded" }
        )
        expect(sent.filter((text) => text.to === "7705550201")).toHaveLength(1)
        expect(yield* outcomeOf(order.id)).toBe("sent")
      })
    )

    it.effect("and a provider failure is recorded, not retried, and not an error", () =>
      Effect.gen(function* () {
        const texts = yield* TextUpdates
        failing.add("7705550202")
        const order = yield* optedIn(2, "7705550202")
        yield* texts.textReady(order)
        failing.delete("7705550202")
        yield* texts.textReady(order)
        expect(yield* outcomeOf(order.id)).toBe("failed")
        expect(sent.filter((text) => text.to === "7705550202")).toHaveLength(0)
      })
    )
  })

  it.effect("missed (its event never heard), is sent by the catch-up while the change is recent", () =>
    Effect.gen(function* () {
      const texts = yield* TextUpdates
      const recent = yield* optedIn(3, "7705550203")
      yield* changedAgo(recent.id, "ready", 5)
      const stale = yield* optedIn(4, "7705550204")
      yield* changedAgo(stale.id, "ready", 60)
      const cooking = yield* optedIn(5, "7705550205")
      yield* changedAgo(cooking.id, "preparing", 1)
      yield* texts.textMissed
      yield* texts.textMissed
      const to = (phone: string) => sent.filter((text) => text.to === phone)
      expect(to("7705550203")).toHaveLength(1)
      expect(to("7705550203")[0]?.body).toContain(`your order ${recent.orderNumber} is`)
      expect(to("7705550204")).toHaveLength(0)
      expect(to("7705550205")).toHaveLength(0)
    })
  )
})
