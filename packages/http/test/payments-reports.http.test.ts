import { describe, expect, it } from "vitest"
import { intentIdOf, useCardPayments } from "./support/card-payments.js"
import { pickupOrder, withServerTotals } from "./support/http.js"

const { context, placeCardOrder, authorisedOrder } = useCardPayments()

const DAY = 24 * 3600 * 1000
/** A few days around now, so the venue's calendar day of the orders placed now is inside whatever the hour. */
const report = async () => {
  const from = new Date(Date.now() - 2 * DAY).toISOString().slice(0, 10)
  const to = new Date(Date.now() + DAY).toISOString().slice(0, 10)
  const reply = await context.staff("GET", `/api/reports?from=${from}&to=${to}`)
  expect(reply.status).toBe(200)
  const { summary, byPayment, cancelled, topItemsByQuantity } = reply.body.report
  return {
    orders: summary.orders,
    collected: summary.totalCollected,
    itemsSold: summary.itemsSold,
    card: byPayment.find((row: { paymentMethod: string }) => row.paymentMethod === "credit_card").orders,
    cancelled: cancelled.orders,
    topQuantity: topItemsByQuantity.reduce(
      (sum: number, item: { quantity: number }) => sum + item.quantity,
      0
    )
  }
}

describe("the sales report and card orders", () => {
  it("counts a card order once it reached the kitchen, never one that waited for its card or whose card failed", async () => {
    const before = await report()

    const paid = await authorisedOrder()
    const afterPaid = await report()
    expect(afterPaid.orders).toBe(before.orders + 1)
    expect(afterPaid.card).toBe(before.card + 1)
    expect(afterPaid.collected).toBeCloseTo(before.collected + paid.order.total, 2)
    expect(afterPaid.itemsSold).toBe(before.itemsSold + 2)

    // Waiting for its card; declined; and never given an intent (Stripe down), then given up.
    await placeCardOrder()
    const declined = await placeCardOrder()
    await context.stripe.confirm(intentIdOf(declined), "pm_card_chargeDeclined")
    context.stripe.outage = "down"
    const refused = await context.call(
      "POST",
      "/api/orders",
      await withServerTotals(
        context.call,
        pickupOrder({ contactInfo: { name: "No Card", phone: "7705550150" } })
      )
    )
    context.stripe.outage = "none"
    expect(refused.status).toBe(503)
    expect((await context.staff("POST", "/api/payments/reconcile")).body.failed).toBeGreaterThanOrEqual(1)

    expect(await report()).toEqual(afterPaid)
  }, 60_000)
})
