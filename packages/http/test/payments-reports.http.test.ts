import { describe, expect, it } from "vitest"
import { intentIdOf, useCardPayments } from "./support/card-payments.js"
import { orderSubmission, withServerTotals } from "./support/order-submissions.js"

const { context, client, admin, placeTypedCardOrder, authorisedTypedOrder } = useCardPayments()

const DAY = 24 * 3600 * 1000
/** A few days around now, so the venue's calendar day of the orders placed now is inside whatever the hour. */
const from = () => new Date(Date.now() - 2 * DAY).toISOString().slice(0, 10)
const to = () => new Date(Date.now() + DAY).toISOString().slice(0, 10)
const report = async () => {
  const { summary, byPayment, cancelled, topItemsByQuantity } = (
    await admin.reports.report({ urlParams: { from: from(), to: to() } })
  ).report
  return {
    orders: summary.orders,
    collected: summary.totalSales,
    itemsSold: summary.itemsSold,
    card: byPayment.find((row) => row.paymentMethod === "credit_card")?.orders,
    cancelled: cancelled.orders,
    topQuantity: topItemsByQuantity.reduce((sum, item) => sum + item.quantity, 0)
  }
}

describe("the sales report and card orders", () => {
  it("counts a card order once it reached the kitchen, never one that waited for its card or whose card failed", async () => {
    const before = await report()

    const paid = await authorisedTypedOrder()
    const afterPaid = await report()
    expect(afterPaid).toMatchObject({
      orders: before.orders + 1,
      card: (before.card ?? 0) + 1,
      collected: before.collected + paid.order.total,
      itemsSold: before.itemsSold + 2
    })

    // Waiting for its card; declined; and never given an intent (Stripe down), then given up.
    const waiting = await placeTypedCardOrder("7705550150")
    const declined = await placeTypedCardOrder("7705550151")
    await context.stripe.confirm(intentIdOf(declined), "pm_card_chargeDeclined")
    const payload = await withServerTotals(
      client,
      orderSubmission({ contactInfo: { name: "No Card", phone: "7705550152" } })
    )
    context.stripe.outage = "down"
    const refused = await client.orders.place({ payload, headers: {} }).refused()
    context.stripe.outage = "none"
    expect(refused.status).toBe(503)
    expect((await admin.payments.reconcile({})).failed).toBeGreaterThanOrEqual(1)

    expect(await report()).toEqual(afterPaid)
    const lines = await admin.reports.linesCsv({ urlParams: { from: from(), to: to() } })
    expect(lines).toContain(paid.orderNumber)
    expect(lines).not.toContain(waiting.orderNumber)
    expect(lines).not.toContain(declined.orderNumber)
  }, 60_000)
})
