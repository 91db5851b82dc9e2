import { afterEach, describe, expect, it } from "vitest"
import { intentIdOf, useCardPayments } from "./support/card-payments.js"
import { type OpenStream, openEventStream } from "./support/event-stream.js"
import { staffCookie } from "./support/test-server.js"

const { context, placeCardOrder, paymentOf, openNumbers, authorisedOrder } = useCardPayments()

let stream: OpenStream | undefined
afterEach(() => stream?.close())

describe("a card that asks for 3-D Secure", () => {
  it("waits for the card holder, off the kitchen's lists, and is authorised once they pass the challenge", async () => {
    const placed = await placeCardOrder()
    const id = intentIdOf(placed)
    expect(await context.stripe.confirm(id, "pm_card_threeDSecure2Required")).toMatchObject({
      status: "requires_action",
      next_action: { type: "use_stripe_sdk" }
    })
    expect(
      (await context.call("POST", `/api/payments/orders/${placed.order.orderNumber}/check`)).body
    ).toEqual({
      state: "authorising"
    })
    expect(await openNumbers()).not.toContain(placed.order.orderNumber)

    await context.stripe.authenticate(id, true)
    expect(await paymentOf(placed.order.orderNumber)).toMatchObject({
      state: "authorised",
      cardLast4: "3184"
    })
    expect(await openNumbers()).toContain(placed.order.orderNumber)
  })

  it("a failed challenge marks the payment failed; the customer pays with another card", async () => {
    const placed = await placeCardOrder()
    const id = intentIdOf(placed)
    await context.stripe.confirm(id, "pm_card_threeDSecure2Required")
    const failed = await context.stripe.authenticate(id, false)
    expect(failed.last_payment_error?.code).toBe("payment_intent_authentication_failure")
    expect(await paymentOf(placed.order.orderNumber)).toMatchObject({ state: "failed", amountAuthorised: 0 })
    const page = (await context.call("GET", `/api/orders/${placed.order.orderNumber}`)).body.order
    expect(page.status).toBe("pending")
    expect(await openNumbers()).not.toContain(placed.order.orderNumber)

    await context.stripe.confirm(id, "pm_card_visa")
    expect((await paymentOf(placed.order.orderNumber)).state).toBe("authorised")
    expect(await openNumbers()).toContain(placed.order.orderNumber)
  })
})

describe("an authorisation Stripe lets lapse", () => {
  it("reads released, tells the kitchen, and serving the order afterwards captures nothing", async () => {
    const placed = await authorisedOrder()
    const number = placed.order.orderNumber
    expect((await context.staff("POST", `/api/orders/${placed.order.id}/accept`, {})).status).toBe(200)
    stream = await openEventStream(`${context.server.url}/api/events`, {
      cookie: await staffCookie(context.server.url)
    })

    // Seven days uncaptured: Stripe cancels the intent and says so.
    await context.stripe.expire(intentIdOf(placed))
    await stream.next(
      (event) => event.event === "order.updated" && JSON.parse(event.data).orderNumber === number
    )
    expect(await paymentOf(number)).toMatchObject({ state: "released", amountAuthorised: placed.order.total })
    expect(await openNumbers()).toContain(number)
    const staffRead = (await context.staff("GET", "/api/orders?status=open")).body.find(
      (order: { orderNumber: string }) => order.orderNumber === number
    )
    expect(staffRead.payment.state).toBe("released")

    const delivered = await context.staff("PUT", `/api/orders/${placed.order.id}/status`, {
      status: "delivered"
    })
    expect(delivered.status).toBe(200)
    expect(delivered.body.order.payment).toMatchObject({ state: "released", amountCaptured: 0 })
    expect(context.stripe.intents.get(intentIdOf(placed))).toMatchObject({
      status: "canceled",
      amount_received: 0
    })
  })
})

describe("the order's status and its card, when they cross", () => {
  it("an order rejected while its card was being authorised is released, never captured, never the kitchen's", async () => {
    const placed = await placeCardOrder()
    const number = placed.order.orderNumber
    const rejected = await context.staff("POST", `/api/orders/${placed.order.id}/reject`, {
      reason: "Out of buns"
    })
    expect(rejected.status).toBe(200)
    await context.stripe.confirm(intentIdOf(placed), "pm_card_visa")
    expect(await paymentOf(number)).toMatchObject({ state: "released", amountCaptured: 0 })
    expect(context.stripe.intents.get(intentIdOf(placed))).toMatchObject({
      status: "canceled",
      amount_received: 0
    })
    expect(await openNumbers()).not.toContain(number)
  })

  it("a capture Stripe could not take when the order was served is taken by the reconciler", async () => {
    const placed = await authorisedOrder()
    context.stripe.outage = "down"
    const delivered = await context.staff("PUT", `/api/orders/${placed.order.id}/status`, {
      status: "delivered"
    })
    context.stripe.outage = "none"
    expect(delivered.status).toBe(200)
    expect(delivered.body.order.status).toBe("delivered")
    expect(delivered.body.order.payment).toMatchObject({ state: "authorised", amountCaptured: 0 })

    const run = await context.staff("POST", "/api/payments/reconcile")
    expect(run.body.captured).toBe(1)
    expect(await paymentOf(placed.order.orderNumber)).toMatchObject({
      state: "captured",
      amountCaptured: placed.order.total
    })
    expect(context.stripe.intents.get(intentIdOf(placed))?.status).toBe("succeeded")
  }, 30_000)
})
