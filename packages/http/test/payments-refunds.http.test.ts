import { Cents } from "@grill/core"
import { describe, expect, it } from "vitest"
import { intentIdOf, useCardPayments } from "./support/card-payments.js"
import { useTestServer } from "./support/harness.js"
import { placeOrder } from "./support/order-submissions.js"

const { client, admin, staffAs, context, placeTypedCardOrder, orderOf, openNumbers, authorisedTypedOrder } =
  useCardPayments()

describe("staff refunds", () => {
  it("refunds part, then the rest, never more than was captured, audited", async () => {
    const placed = await authorisedTypedOrder()
    await admin.orders.setStatus({ path: { id: placed.order.id }, payload: { status: "delivered" } })
    const number = placed.order.orderNumber
    const refund = (amount?: Cents) =>
      admin.payments.refund({
        path: { orderNumber: number },
        payload: amount === undefined ? {} : { amount }
      })
    const part = await refund(Cents(500)).answer()
    expect(part.status).toBe(200)
    expect(part.value).toMatchObject({
      message: "Refunded $5.00",
      payment: { state: "partly_refunded", amountRefunded: Cents(500) }
    })
    const tooMuch = await refund(placed.order.total).refused()
    expect(tooMuch.status).toBe(400)
    expect(tooMuch.message).toMatch(/^Cannot refund \$[\d.]+: only \$[\d.]+ is left to refund$/)
    const rest = await refund()
    expect(rest.payment).toMatchObject({ state: "refunded", amountRefunded: placed.order.total })
    expect(await refund().refused()).toMatchObject({
      status: 409,
      message: `Order ${number} is already refunded in full`
    })
    // Stripe's refund events arriving afterwards add nothing.
    expect((await orderOf(number)).payment).toMatchObject({
      state: "refunded",
      amountRefunded: placed.order.total
    })
    const log = await admin.audit.recent({ urlParams: {} })
    expect(JSON.stringify(log)).toContain("$5.00 refunded")
  })

  it("is not for the kitchen role, nor for strangers", async () => {
    const placed = await authorisedTypedOrder()
    const cook = await staffAs("kitchen")
    const refund = { path: { orderNumber: placed.order.orderNumber }, payload: {} }
    expect(await cook.payments.refund(refund).status()).toBe(403)
    expect(await client.payments.refund(refund).status()).toBe(401)
  })
})

describe("the reconciler", () => {
  it("releases an intent whose order was never written (a crash between the two), and matches an order stuck authorising", async () => {
    context.stripe.autoDeliver = false
    const orphan = context.stripe.createIntent(2390, { order_id: "999999", order_number: "ZZZZZ-ZZZZZ" })
    await context.stripe.confirm(orphan.id, "pm_card_visa")
    const stuck = await placeTypedCardOrder()
    await context.stripe.confirm(intentIdOf(stuck), "pm_card_visa")
    expect((await orderOf(stuck.order.orderNumber)).payment.state).toBe("authorising")

    const run = await admin.payments.reconcile().answer()
    expect(run.status).toBe(200)
    expect(run.value.matched).toBeGreaterThanOrEqual(1)
    expect(run.value.released).toBeGreaterThanOrEqual(1)
    expect(context.stripe.intents.get(orphan.id)?.status).toBe("canceled")
    expect((await orderOf(stuck.order.orderNumber)).payment.state).toBe("authorised")
    expect(await openNumbers()).toContain(stuck.order.orderNumber)
    // Settled: a second run finds nothing more to do for either.
    const second = await admin.payments.reconcile()
    expect(second).toEqual({ matched: 0, released: 0, captured: 0, refunded: 0, failed: 0 })
  })
})

describe("orders staff enter", () => {
  it("take the counter's own card terminal: no online payment", async () => {
    const placed = await placeOrder(admin)
    expect(placed).not.toHaveProperty("payment")
    expect(placed.order.payment).toMatchObject({ method: "credit_card", state: "unpaid" })
    expect(await openNumbers()).toContain(placed.orderNumber)
  })
})

describe("without Stripe settings", () => {
  const plain = useTestServer()

  it("card payment is off: orders are placed as before, read as unpaid, and the webhook is refused", async () => {
    expect(await plain.client.payments.settings()).toEqual({ cardPayments: false, publishableKey: null })
    const placed = await placeOrder(plain.client)
    expect(placed).not.toHaveProperty("payment")
    expect(placed.order.payment).toMatchObject({
      method: "credit_card",
      state: "unpaid",
      amountCaptured: 0
    })
    // Raw: a webhook is Stripe's wire, not the API's client.
    const hook = await plain.call("POST", "/api/payments/stripe/webhook", "{}", {
      "stripe-signature": "t=1,v1=00"
    })
    expect(hook.status).toBe(400)
  })
})
