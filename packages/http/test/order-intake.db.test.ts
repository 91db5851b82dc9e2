import * as HttpServerRequest from "@effect/platform/HttpServerRequest"
import { describe, expect, layer } from "@effect/vitest"
import { ConfigProvider, Effect, Layer, Option } from "effect"
import { seedDemoVenue } from "../src/demo-venue.js"
import type { OrderSubmission } from "../src/orders/order-input.js"
import { OrderIntake } from "../src/orders/order-intake.js"
import { SettlementOff } from "../src/settlement-live.js"
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

const Under = OrderIntake.Test.pipe(
  Layer.provide(SettlementOff),
  Layer.provideMerge(TestDatabaseLive),
  Layer.provide(aroundTheClock)
)

/** An order as a browser with no cookies (or the counter's session) sends it. */
const place = (submission: OrderSubmission, key: string | undefined, enteredBy: StaffUser | null) =>
  Effect.flatMap(OrderIntake, (intake) => intake.place(submission, key, enteredBy)).pipe(
    Effect.provideService(
      HttpServerRequest.HttpServerRequest,
      HttpServerRequest.fromWeb(new Request("http://grill.test/api/orders", { method: "POST" }))
    )
  )

/** The submission with the totals the server computes, as a client learns them from its refusal. */
const priced = (submission: OrderSubmission, enteredBy: StaffUser | null) =>
  Effect.gen(function* () {
    const refusal = yield* Effect.flip(place({ ...submission, total: -1 }, undefined, enteredBy))
    if (refusal._tag !== "TotalsMismatch")
      throw new Error(`expected the server's totals, got ${refusal._tag}`)
    const dollars = (cents: number) => cents / 100
    const { subtotal, tax, deliveryFee, gratuity, total } = refusal.totals
    return {
      ...submission,
      subtotal: dollars(subtotal),
      tax: dollars(tax),
      deliveryFee: dollars(deliveryFee),
      gratuity: dollars(gratuity),
      total: dollars(total)
    }
  })

describe("taking an order in, without HTTP", () => {
  // Built on the live clock: on PostgreSQL the events service waits for its listener's first
  // LISTEN on a schedule, which the test clock would never advance.
  layer(Under, { excludeTestServices: true })((it) => {
    it.effect(
      "answers a customer's order, and a retry with its key, as the same order with no card step",
      () =>
        Effect.gen(function* () {
          yield* seedDemoVenue
          const submission = yield* priced(
            orderSubmission({ contactInfo: { name: "Ann Lee", phone: "7705550401" } }),
            null
          )
          const first = yield* place(submission, "intake-ann-1", null)
          expect(first.order).toMatchObject({ status: "pending", total: Math.round(submission.total * 100) })
          // Card payment is off here: nothing for a browser to confirm.
          expect(Option.isNone(first.checkout)).toBe(true)
          const retry = yield* place(submission, "intake-ann-1", null)
          expect(retry.order.orderNumber).toBe(first.order.orderNumber)
          expect(Option.isNone(retry.checkout)).toBe(true)
        })
    )

    it.effect("limits a stranger's orders by phone, never the counter's", () =>
      Effect.gen(function* () {
        yield* seedDemoVenue
        const wrongTotal = {
          ...orderSubmission({ contactInfo: { name: "Bo Hart", phone: "7705550402" } }),
          total: -1
        }
        // Each try counts, refused or not: the limit is on asking.
        for (let tries = 0; tries < 15; tries++) {
          expect((yield* Effect.flip(place(wrongTotal, undefined, null)))._tag).toBe("TotalsMismatch")
        }
        expect((yield* Effect.flip(place(wrongTotal, undefined, null)))._tag).toBe("TooManyRequests")
        expect((yield* Effect.flip(place(wrongTotal, undefined, sam)))._tag).toBe("TotalsMismatch")
        const counter = yield* priced(
          orderSubmission({
            contactInfo: { name: "Bo Hart", phone: "7705550402" },
            paymentMethod: "pay_at_counter"
          }),
          sam
        )
        const { order } = yield* place(counter, undefined, sam)
        expect(order).toMatchObject({ status: "pending", enteredBy: "sam" })
      })
    )
  })
})
