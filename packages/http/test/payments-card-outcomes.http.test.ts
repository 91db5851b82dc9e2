import { afterEach, describe, expect, it } from "vitest"
import { intentIdOf, useCardPayments } from "./support/card-payments.js"
import { type OpenStream, openEventStream } from "./support/event-stream.js"

const { context, admin, adminCookie, placeTypedCardOrder, authorisedTypedOrder, orderOf, openNumbers } =
  useCardPayments()

let stream: OpenStream | undefined
afterEach(() => stream?.close())

const paymentOf = async (orderNumber: string) => (await orderOf(orderNumber)).payment

describe("a card that asks for 3-D Secure", () => {
  it("waits for the card holder, off the kitchen's lists, and is authorised once they pass the challenge", async () => {
    const placed = await placeTypedCardOrder()
    const id = intentIdOf(placed)
    expect(await context.stripe.confirm(id, "pm_card_threeDSecure2Required")).toMatchObject({
      status: "requires_action",
      next_action: { type: "use_stripe_sdk" }
    })
    expect(await admin.payments.check({ path: { orderNumber: placed.orderNumber } })).toEqual({
      state: "authorising"
    })
    expect(await openNumbers()).not.toContain(placed.orderNumber)

    await context.stripe.authenticate(id, true)
    expect(await paymentOf(placed.orderNumber)).toMatchObject({ state: "authorised", cardLast4: "3184" })
    expect(await openNumbers()).toContain(placed.orderNumber)
  })

  it("a failed challenge marks the payment failed; the customer pays with another card", async () => {
    const placed = await placeTypedCardOrder()
    const id = intentIdOf(placed)
    await context.stripe.confirm(id, "pm_card_threeDSecure2Required")
    const failed = await context.stripe.authenticate(id, false)
    expect(failed.last_payment_error?.code).toBe("payment_intent_authentication_failure")
    expect(await paymentOf(placed.orderNumber)).toMatchObject({ state: "failed", amountAuthorised: 0 })
    expect((await orderOf(placed.orderNumber)).status).toBe("pending")
    expect(await openNumbers()).not.toContain(placed.orderNumber)

    await context.stripe.confirm(id, "pm_card_visa")
    expect((await paymentOf(placed.orderNumber))?.state).toBe("authorised")
    expect(await openNumbers()).toContain(placed.orderNumber)
  })
})

describe("an authorisation Stripe lets lapse", () => {
  it("reads released, tells the kitchen, and serving the order afterwards captures nothing", async () => {
    const placed = await authorisedTypedOrder()
    const { id, orderNumber, total } = placed.order
    await admin.orders.accept({ path: { id }, payload: {} })
    stream = await openEventStream(`${context.server.url}/api/events`, { cookie: await adminCookie() })

    // Seven days uncaptured: Stripe cancels the intent and says so.
    await context.stripe.expire(intentIdOf(placed))
    await stream.next(
      (event) => event.event === "order.updated" && JSON.parse(event.data).orderNumber === orderNumber
    )
    expect(await paymentOf(orderNumber)).toMatchObject({ state: "released", amountAuthorised: total })
    const open = await admin.orders.list({ urlParams: { status: "open" } })
    expect(open.find((order) => order.orderNumber === orderNumber)?.payment?.state).toBe("released")

    const delivered = await admin.orders.setStatus({ path: { id }, payload: { status: "delivered" } })
    expect(delivered.order.payment).toMatchObject({ state: "released", amountCaptured: 0 })
    expect(context.stripe.intents.get(intentIdOf(placed))).toMatchObject({
      status: "canceled",
      amount_received: 0
    })
  })
})

describe("the order's status and its card, when they cross", () => {
  it("an order rejected while its card was being authorised is released, never captured, never the kitchen's", async () => {
    const placed = await placeTypedCardOrder()
    await admin.orders.reject({ path: { id: placed.order.id }, payload: { reason: "Out of buns" } })
    await context.stripe.confirm(intentIdOf(placed), "pm_card_visa")
    expect(await paymentOf(placed.orderNumber)).toMatchObject({ state: "released", amountCaptured: 0 })
    expect(context.stripe.intents.get(intentIdOf(placed))).toMatchObject({
      status: "canceled",
      amount_received: 0
    })
    expect(await openNumbers()).not.toContain(placed.orderNumber)
  })

  it("a capture Stripe could not take when the order was served is taken by the reconciler", async () => {
    const placed = await authorisedTypedOrder()
    context.stripe.outage = "down"
    const delivered = await admin.orders.setStatus({
      path: { id: placed.order.id },
      payload: { status: "delivered" }
    })
    context.stripe.outage = "none"
    expect(delivered.order.status).toBe("delivered")
    expect(delivered.order.payment).toMatchObject({ state: "authorised", amountCaptured: 0 })

    expect((await admin.payments.reconcile({})).captured).toBe(1)
    expect(await paymentOf(placed.orderNumber)).toMatchObject({
      state: "captured",
      amountCaptured: placed.order.total
    })
    expect(context.stripe.intents.get(intentIdOf(placed))?.status).toBe("succeeded")
  }, 30_000)
})
