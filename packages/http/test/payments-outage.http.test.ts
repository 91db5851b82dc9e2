import { describe, expect, it } from "vitest"
import { intentIdOf, useCardPayments } from "./support/card-payments.js"
import { orderSubmission, withServerTotals } from "./support/order-submissions.js"

const { context, client, admin, browser, orderOf, openNumbers } = useCardPayments()

/** A customer's card order at the server's totals, as the web app sends it (with an idempotency key). */
const cardOrder = (phone: string) =>
  withServerTotals(
    client,
    orderSubmission({ contactInfo: { name: "Card Outage", phone }, gratuityPercent: 18 })
  )
const place = (payload: Awaited<ReturnType<typeof cardOrder>>, key: string) =>
  client.orders.place({ payload, headers: { "idempotency-key": key } })

/** The newest order, as staff read it (the customer got no answer to read it from). */
const newestOrder = async () => {
  const [order] = await admin.orders.list({ urlParams: { limit: 1 } })
  if (order === undefined) throw new Error("no order was written")
  return order
}

const intentsFor = (orderNumber: string) =>
  [...context.stripe.intents.values()].filter((intent) => intent.metadata.order_number === orderNumber)

describe("Stripe out of reach when a card order is placed", () => {
  it("answers 503 with a clear message, charges nothing, keeps the order from the kitchen; the retry pays", async () => {
    const payload = await cardOrder("7705550140")
    context.stripe.outage = "down"
    const refused = await place(payload, "outage-retry-1").refused()
    context.stripe.outage = "none"
    expect(refused).toMatchObject({
      _tag: "ServiceUnavailable",
      status: 503,
      message: "Card payments are unavailable right now. Please try again in a minute."
    })
    const order = await newestOrder()
    expect(intentsFor(order.orderNumber)).toEqual([])
    expect((await orderOf(order.orderNumber)).payment).toMatchObject({
      state: "authorising",
      amountAuthorised: 0
    })
    expect(await openNumbers()).not.toContain(order.orderNumber)

    // The browser retries with the same key (twice at once: a double tap): the same order, one intent.
    const [retried, twin] = await Promise.all([
      place(payload, "outage-retry-1").answer(),
      place(payload, "outage-retry-1")
    ])
    expect(twin.payment).toEqual(retried.value.payment)
    expect(retried.status).toBe(201)
    expect(retried.value.orderNumber).toBe(order.orderNumber)
    expect(retried.value.payment?.state).toBe("authorising")
    expect(intentsFor(order.orderNumber).map((intent) => intent.id)).toEqual([intentIdOf(retried.value)])
    await context.stripe.confirm(intentIdOf(retried.value), "pm_card_visa")
    expect((await orderOf(order.orderNumber)).payment?.state).toBe("authorised")
    expect(await openNumbers()).toContain(order.orderNumber)
  }, 30_000)

  it("still remembers a new customer's phone on their browser when the card step answered 503", async () => {
    const customer = browser()
    const payload = await cardOrder("7705550149")
    context.stripe.outage = "down"
    expect(
      (await customer.orders.place({ payload, headers: { "idempotency-key": "outage-proof-1" } }).refused())
        .status
    ).toBe(503)
    context.stripe.outage = "none"
    await customer.orders.place({ payload, headers: { "idempotency-key": "outage-proof-1" } })
    // Their first order made the phone's record here: this browser reads it as theirs.
    expect((await customer.users.lookup({ path: { phone: "7705550149" } })).user?.proven).toBe(true)
  }, 30_000)

  it("an order nobody retried is failed and cancelled by the reconciler, never charged", async () => {
    const payload = await cardOrder("7705550141")
    context.stripe.outage = "down"
    expect((await place(payload, "outage-abandoned-1").refused()).status).toBe(503)
    context.stripe.outage = "none"
    const order = await newestOrder()

    expect(await admin.payments.reconcile({})).toMatchObject({ failed: 1, matched: 0 })
    expect(intentsFor(order.orderNumber)).toEqual([])
    const read = await orderOf(order.orderNumber)
    expect(read.status).toBe("cancelled")
    expect(read.payment).toMatchObject({ state: "failed", amountAuthorised: 0, amountCaptured: 0 })
    expect(await openNumbers()).not.toContain(order.orderNumber)
    expect((await admin.payments.reconcile({})).failed).toBe(0)
  }, 30_000)
})

describe("a crash between the intent's creation and the order's record of it", () => {
  it("is settled by the reconciler: the intent is matched to its order, which the customer then pays", async () => {
    const payload = await cardOrder("7705550142")
    // Stripe makes the intent, but its answer never reaches the grill.
    context.stripe.outage = "answers-lost"
    expect((await place(payload, "outage-lost-1").refused()).status).toBe(503)
    context.stripe.outage = "none"
    const order = await newestOrder()
    const [intent, ...others] = intentsFor(order.orderNumber)
    expect(others).toEqual([])
    expect(intent).toMatchObject({
      status: "requires_payment_method",
      metadata: { order_id: String(order.id) }
    })

    expect(await admin.payments.reconcile({})).toMatchObject({ matched: 1, released: 0, failed: 0 })
    expect(intent?.status).toBe("requires_payment_method")
    expect((await orderOf(order.orderNumber)).payment?.state).toBe("authorising")

    // The customer's retry answers with that same intent, and paying it sends the order on.
    const retried = await place(payload, "outage-lost-1")
    expect(intentIdOf(retried)).toBe(intent?.id)
    await context.stripe.confirm(intentIdOf(retried), "pm_card_visa")
    expect((await orderOf(order.orderNumber)).payment?.state).toBe("authorised")
    expect(await openNumbers()).toContain(order.orderNumber)
    expect(intentsFor(order.orderNumber)).toHaveLength(1)
  }, 30_000)
})
