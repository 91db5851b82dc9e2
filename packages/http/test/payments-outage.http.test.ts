import { describe, expect, it } from "vitest"
import { intentIdOf, useCardPayments } from "./support/card-payments.js"
import { pickupOrder, withServerTotals } from "./support/http.js"

const { context, paymentOf, openNumbers } = useCardPayments()

/** A customer's card order sent with an idempotency key, as the web app sends it. */
const send = async (key: string, phone: string) =>
  context.call(
    "POST",
    "/api/orders",
    await withServerTotals(
      context.call,
      pickupOrder({ contactInfo: { name: "Card Outage", phone }, gratuityPercent: 18 })
    ),
    { "idempotency-key": key }
  )

/** The newest order, as staff read it (the customer got no answer to read it from). */
const newestOrder = async () =>
  ((await context.staff("GET", "/api/orders?limit=1")).body as Array<{ id: number; orderNumber: string }>)[0]

const intentsFor = (orderNumber: string) =>
  [...context.stripe.intents.values()].filter((intent) => intent.metadata.order_number === orderNumber)

describe("Stripe out of reach when a card order is placed", () => {
  it("answers 503 with a clear message, charges nothing, keeps the order from the kitchen; the retry pays", async () => {
    context.stripe.outage = "down"
    const refused = await send("outage-retry-1", "7705550140")
    context.stripe.outage = "none"
    expect(refused.status).toBe(503)
    expect(refused.body.message).toBe(
      "Card payments are unavailable right now. Please try again in a minute."
    )
    const order = await newestOrder()
    if (order === undefined) throw new Error("no order was written")
    expect(intentsFor(order.orderNumber)).toEqual([])
    expect(await paymentOf(order.orderNumber)).toMatchObject({ state: "authorising", amountAuthorised: 0 })
    expect(await openNumbers()).not.toContain(order.orderNumber)

    // The browser retries with the same key: the same order, now with its intent.
    const retried = await send("outage-retry-1", "7705550140")
    expect(retried.status).toBe(201)
    expect(retried.body.orderNumber).toBe(order.orderNumber)
    expect(retried.body.payment.state).toBe("authorising")
    expect(intentsFor(order.orderNumber).map((intent) => intent.id)).toEqual([intentIdOf(retried.body)])
    await context.stripe.confirm(intentIdOf(retried.body), "pm_card_visa")
    expect((await paymentOf(order.orderNumber)).state).toBe("authorised")
    expect(await openNumbers()).toContain(order.orderNumber)
  }, 30_000)

  it("an order nobody retried is failed and cancelled by the reconciler, never charged", async () => {
    context.stripe.outage = "down"
    expect((await send("outage-abandoned-1", "7705550141")).status).toBe(503)
    context.stripe.outage = "none"
    const order = await newestOrder()
    if (order === undefined) throw new Error("no order was written")

    const run = await context.staff("POST", "/api/payments/reconcile")
    expect(run.body).toMatchObject({ failed: 1, matched: 0 })
    expect(intentsFor(order.orderNumber)).toEqual([])
    const read = (await context.call("GET", `/api/orders/${order.orderNumber}`)).body.order
    expect(read.status).toBe("cancelled")
    expect(read.payment).toMatchObject({ state: "failed", amountAuthorised: 0, amountCaptured: 0 })
    expect(await openNumbers()).not.toContain(order.orderNumber)
    expect((await context.staff("POST", "/api/payments/reconcile")).body.failed).toBe(0)
  }, 30_000)
})

describe("a crash between the intent's creation and the order's record of it", () => {
  it("is settled by the reconciler: the intent is matched to its order, which the customer then pays", async () => {
    // Stripe makes the intent, but its answer never reaches the grill.
    context.stripe.outage = "answers-lost"
    expect((await send("outage-lost-1", "7705550142")).status).toBe(503)
    context.stripe.outage = "none"
    const order = await newestOrder()
    if (order === undefined) throw new Error("no order was written")
    const [intent, ...others] = intentsFor(order.orderNumber)
    expect(others).toEqual([])
    expect(intent).toMatchObject({
      status: "requires_payment_method",
      metadata: { order_id: String(order.id) }
    })

    const run = await context.staff("POST", "/api/payments/reconcile")
    expect(run.body).toMatchObject({ matched: 1, released: 0, failed: 0 })
    expect(intent?.status).toBe("requires_payment_method")
    expect((await paymentOf(order.orderNumber)).state).toBe("authorising")

    // The customer's retry answers with that same intent, and paying it sends the order on.
    const retried = await send("outage-lost-1", "7705550142")
    expect(retried.status).toBe(201)
    expect(intentIdOf(retried.body)).toBe(intent?.id)
    await context.stripe.confirm(intentIdOf(retried.body), "pm_card_visa")
    expect((await paymentOf(order.orderNumber)).state).toBe("authorised")
    expect(await openNumbers()).toContain(order.orderNumber)
    expect(intentsFor(order.orderNumber)).toHaveLength(1)
  }, 30_000)
})
