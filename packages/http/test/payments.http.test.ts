import { describe, expect, it } from "vitest"
import { intentIdOf, useCardPayments } from "./support/card-payments.js"

const { client, admin, context, placeTypedCardOrder, orderOf, openNumbers, authorisedTypedOrder } =
  useCardPayments()

describe("card payment of a customer's order", () => {
  it("creates one manual-capture intent for the server's total, tip included, and keeps the order from the kitchen until the card is authorised", async () => {
    const placed = await placeTypedCardOrder()
    expect(placed.payment?.state).toBe("authorising")
    expect(placed.order.payment).toEqual({
      method: "credit_card",
      state: "authorising",
      memberNumber: null,
      amountAuthorised: 0,
      amountCaptured: 0,
      amountRefunded: 0,
      cardLast4: null
    })
    const intent = context.stripe.intents.get(intentIdOf(placed))
    expect(intent).toMatchObject({
      amount: placed.order.total,
      capture_method: "manual",
      metadata: { order_id: String(placed.order.id), order_number: placed.order.orderNumber }
    })
    expect(await openNumbers()).not.toContain(placed.order.orderNumber)
    expect(await admin.orders.accept({ path: { id: placed.order.id }, payload: {} }).refused()).toMatchObject(
      {
        status: 409,
        message: `Order ${placed.order.orderNumber} is waiting for its card payment`
      }
    )

    await context.stripe.confirm(intentIdOf(placed), "pm_card_visa")
    expect((await orderOf(placed.order.orderNumber)).payment).toMatchObject({
      state: "authorised",
      amountAuthorised: placed.order.total,
      amountCaptured: 0,
      cardLast4: "4242"
    })
    expect(await openNumbers()).toContain(placed.order.orderNumber)
  })

  it("captures the authorised amount when the order is delivered", async () => {
    const placed = await authorisedTypedOrder()
    const delivered = await admin.orders
      .setStatus({ path: { id: placed.order.id }, payload: { status: "delivered" } })
      .answer()
    expect(delivered.status).toBe(200)
    expect(delivered.value.order.payment).toMatchObject({
      state: "captured",
      amountCaptured: placed.order.total
    })
    expect(context.stripe.intents.get(intentIdOf(placed))).toMatchObject({
      status: "succeeded",
      amount_received: placed.order.total
    })
  })

  it("releases the authorisation when the kitchen rejects the order: nothing is captured", async () => {
    const placed = await authorisedTypedOrder()
    const rejected = await admin.orders
      .reject({ path: { id: placed.order.id }, payload: { reason: "Kitchen closed early" } })
      .answer()
    expect(rejected.status).toBe(200)
    expect(rejected.value.order.payment).toMatchObject({ state: "released", amountCaptured: 0 })
    expect(context.stripe.intents.get(intentIdOf(placed))?.status).toBe("canceled")
    // Reopening it would serve food on a card that can no longer be charged: refused, nothing moves.
    const again = await admin.orders
      .setStatus({ path: { id: placed.order.id }, payload: { status: "delivered" } })
      .refused()
    expect(again.status).toBe(409)
    expect((await orderOf(placed.orderNumber)).status).toBe("cancelled")
    expect(context.stripe.intents.get(intentIdOf(placed))?.amount_received).toBe(0)
  })

  it("checks the browser's confirmation with Stripe itself when no webhook came", async () => {
    context.stripe.autoDeliver = false
    const placed = await placeTypedCardOrder()
    const check = () => client.payments.check({ path: { orderNumber: placed.order.orderNumber } })
    expect((await check()).state).toBe("authorising")
    await context.stripe.confirm(intentIdOf(placed), "pm_card_visa")
    const checked = await check().answer()
    expect(checked).toMatchObject({ status: 200, value: { state: "authorised" } })
    expect(await openNumbers()).toContain(placed.order.orderNumber)
  })

  it("marks a declined card failed and keeps the order from the kitchen", async () => {
    const placed = await placeTypedCardOrder()
    await context.stripe.confirm(intentIdOf(placed), "pm_card_chargeDeclined")
    expect((await orderOf(placed.order.orderNumber)).payment.state).toBe("failed")
    expect(await openNumbers()).not.toContain(placed.order.orderNumber)
  })
})

describe("the Stripe webhook", () => {
  it("applies events that arrive out of order (a capture before its authorisation), and a replay changes nothing", async () => {
    context.stripe.autoDeliver = false
    const placed = await placeTypedCardOrder()
    const id = intentIdOf(placed)
    await context.stripe.confirm(id, "pm_card_visa")
    // Captured outside the grill (Stripe's dashboard), its event delivered before the authorisation's.
    await fetch(`${context.stripe.url}/v1/payment_intents/${id}/capture`, {
      method: "POST",
      headers: { authorization: `Bearer ${context.stripe.secretKey}` }
    })
    const mine = context.stripe.events.filter((event) => event.payload.includes(id))
    const succeeded = mine.find((event) => event.type === "payment_intent.succeeded")
    const authorised = mine.find((event) => event.type === "payment_intent.amount_capturable_updated")
    if (succeeded === undefined || authorised === undefined) throw new Error("the stand-in sent no events")
    expect(await context.stripe.deliver(succeeded)).toBe(200)
    const after = (await orderOf(placed.order.orderNumber)).payment
    expect(after).toMatchObject({
      state: "captured",
      amountAuthorised: placed.order.total,
      amountCaptured: placed.order.total
    })
    expect(await context.stripe.deliver(authorised)).toBe(200)
    expect(await context.stripe.deliver(succeeded)).toBe(200)
    expect((await orderOf(placed.order.orderNumber)).payment).toEqual(after)
    expect(await openNumbers()).toContain(placed.order.orderNumber)
  })

  it("refuses a bad signature with 400 and changes nothing; the genuine delivery then applies", async () => {
    context.stripe.autoDeliver = false
    const placed = await placeTypedCardOrder()
    await context.stripe.confirm(intentIdOf(placed), "pm_card_visa")
    const event = context.stripe.events.find(
      (e) => e.type === "payment_intent.amount_capturable_updated" && e.payload.includes(intentIdOf(placed))
    )
    if (event === undefined) throw new Error("no authorisation event")
    // Raw: a webhook is Stripe's wire, not the API's client.
    const forged = await fetch(`${context.server.url}/api/payments/stripe/webhook`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "stripe-signature": `t=${Math.floor(Date.now() / 1000)},v1=${"0".repeat(64)}`
      },
      body: event.payload
    })
    expect(forged.status).toBe(400)
    expect(await forged.json()).toMatchObject({ message: "Webhook signature verification failed" })
    expect((await orderOf(placed.order.orderNumber)).payment.state).toBe("authorising")
    expect(await context.stripe.deliver(event)).toBe(200)
    expect((await orderOf(placed.order.orderNumber)).payment.state).toBe("authorised")
  })

  it("answers 2xx to events it does not handle", async () => {
    const event = {
      id: "evt_unknown_kind",
      type: "customer.created",
      payload: JSON.stringify({
        id: "evt_unknown_kind",
        object: "event",
        type: "customer.created",
        data: { object: { id: "cus_1" } }
      })
    }
    expect(await context.stripe.deliver(event)).toBe(200)
  })
})
