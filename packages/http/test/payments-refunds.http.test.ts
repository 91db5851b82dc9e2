import { describe, expect, it } from "vitest"
import { intentIdOf, useCardPayments } from "./support/card-payments.js"
import { caller, pickupOrder, withServerTotals } from "./support/http.js"
import { signInAs, startTestServer } from "./support/test-server.js"

const { context, placeCardOrder, paymentOf, openNumbers, authorisedOrder } = useCardPayments()

describe("staff refunds", () => {
  it("refunds part, then the rest, never more than was captured, audited", async () => {
    const placed = await authorisedOrder()
    await context.staff("PUT", `/api/orders/${placed.order.id}/status`, { status: "delivered" })
    const number = placed.order.orderNumber
    const part = await context.staff("POST", `/api/payments/orders/${number}/refund`, { amount: 5 })
    expect(part.status).toBe(200)
    expect(part.body).toMatchObject({
      message: "Refunded $5.00",
      payment: { state: "partly_refunded", amountRefunded: 5 }
    })
    const tooMuch = await context.staff("POST", `/api/payments/orders/${number}/refund`, {
      amount: placed.order.total
    })
    expect(tooMuch.status).toBe(400)
    expect(tooMuch.body.message).toMatch(/^Cannot refund \$[\d.]+: only \$[\d.]+ is left to refund$/)
    const rest = await context.staff("POST", `/api/payments/orders/${number}/refund`, {})
    expect(rest.body.payment).toMatchObject({ state: "refunded", amountRefunded: placed.order.total })
    const again = await context.staff("POST", `/api/payments/orders/${number}/refund`, {})
    expect(again.status).toBe(409)
    expect(again.body.message).toBe(`Order ${number} is already refunded in full`)
    // Stripe's refund events arriving afterwards add nothing.
    expect(await paymentOf(number)).toMatchObject({ state: "refunded", amountRefunded: placed.order.total })
    const log = (await context.staff("GET", `/api/audit?orderId=${placed.order.id}`)).body
    expect(JSON.stringify(log)).toContain("$5.00 refunded")
  })

  it("is not for the kitchen role, nor for strangers", async () => {
    const placed = await authorisedOrder()
    const created = await context.staff("POST", "/api/staff/users", {
      username: "cook-refund",
      password: "kitchen-pass-1",
      role: "kitchen"
    })
    expect(created.status).toBe(201)
    const cook = caller(context.server.url, {
      cookie: await signInAs(context.server.url, "cook-refund", "kitchen-pass-1")
    })
    expect((await cook("POST", `/api/payments/orders/${placed.order.orderNumber}/refund`, {})).status).toBe(
      403
    )
    expect(
      (await context.call("POST", `/api/payments/orders/${placed.order.orderNumber}/refund`, {})).status
    ).toBe(401)
  })
})

describe("the reconciler", () => {
  it("releases an intent whose order was never written (a crash between the two), and matches an order stuck authorising", async () => {
    context.stripe.autoDeliver = false
    const orphan = context.stripe.createIntent(2390, { order_id: "999999", order_number: "ZZZZZ-ZZZZZ" })
    await context.stripe.confirm(orphan.id, "pm_card_visa")
    const stuck = await placeCardOrder()
    await context.stripe.confirm(intentIdOf(stuck), "pm_card_visa")
    expect((await paymentOf(stuck.order.orderNumber)).state).toBe("authorising")

    const run = await context.staff("POST", "/api/payments/reconcile")
    expect(run.status).toBe(200)
    expect(run.body.matched).toBeGreaterThanOrEqual(1)
    expect(run.body.released).toBeGreaterThanOrEqual(1)
    expect(context.stripe.intents.get(orphan.id)?.status).toBe("canceled")
    expect((await paymentOf(stuck.order.orderNumber)).state).toBe("authorised")
    expect(await openNumbers()).toContain(stuck.order.orderNumber)
    // Settled: a second run finds nothing more to do for either.
    const second = await context.staff("POST", "/api/payments/reconcile")
    expect(second.body).toEqual({ matched: 0, released: 0, captured: 0, refunded: 0, failed: 0 })
  })
})

describe("orders context.staff enter", () => {
  it("take the counter's own card terminal: no online payment", async () => {
    const placed = await context.staff(
      "POST",
      "/api/orders",
      await withServerTotals(context.staff, pickupOrder())
    )
    expect(placed.status).toBe(201)
    expect(placed.body).not.toHaveProperty("payment")
    expect(placed.body.order.payment).toMatchObject({ method: "credit_card", state: "unpaid" })
    expect(await openNumbers()).toContain(placed.body.orderNumber)
  })
})

describe("without Stripe settings", () => {
  it("card payment is off: orders are placed as before, read as unpaid, and the webhook is refused", async () => {
    const plain = await startTestServer()
    try {
      const anyone = caller(plain.url)
      expect((await anyone("GET", "/api/payments/settings")).body).toEqual({
        cardPayments: false,
        publishableKey: null
      })
      const placed = await anyone("POST", "/api/orders", await withServerTotals(anyone, pickupOrder()))
      expect(placed.status).toBe(201)
      expect(placed.body).not.toHaveProperty("payment")
      expect(placed.body.order.payment).toMatchObject({
        method: "credit_card",
        state: "unpaid",
        amountCaptured: 0
      })
      const hook = await anyone("POST", "/api/payments/stripe/webhook", "{}", {
        "stripe-signature": "t=1,v1=00"
      })
      expect(hook.status).toBe(400)
    } finally {
      await plain.close()
    }
  })
})
