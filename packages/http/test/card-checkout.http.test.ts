import { describe, expect, it } from "vitest"
import { intentIdOf, useCardPayments } from "./support/card-payments.js"

const { client, context, placeTypedCardOrder, orderOf, openNumbers } = useCardPayments()

/** The intents the stand-in holds for one order (each order must have at most one). */
const intentsOf = (orderNumber: string) =>
  [...context.stripe.intents.values()].filter((intent) => intent.metadata.order_number === orderNumber)

describe("the checkout's card step: the card is confirmed before the order counts as placed", () => {
  it("a declined card keeps the order held; the same order sent again is that held order, paid once", async () => {
    const key = { "idempotency-key": "checkout-card-decline-retry" }
    const first = await placeTypedCardOrder("770-555-0142", key)
    const { orderNumber } = first.order
    await context.stripe.confirm(intentIdOf(first), "pm_card_chargeDeclined")
    expect((await orderOf(orderNumber)).payment.state).toBe("failed")
    expect(await openNumbers()).not.toContain(orderNumber)

    // The checkout sends the same order again with its key: the same held order and intent.
    const again = await placeTypedCardOrder("770-555-0142", key)
    expect(again.order.id).toBe(first.order.id)
    expect(again.payment).toEqual({ state: "failed", clientSecret: first.payment?.clientSecret })
    expect(await openNumbers()).not.toContain(orderNumber)

    await context.stripe.confirm(intentIdOf(again), "pm_card_visa")
    const checked = await client.payments.check({ path: { orderNumber } })
    expect(checked.state).toBe("authorised")
    expect(await openNumbers()).toContain(orderNumber)

    // A retry after the card was taken (a lost answer) still places nothing new and charges nothing new.
    const afterPaying = await placeTypedCardOrder("770-555-0142", key)
    expect(afterPaying.order.id).toBe(first.order.id)
    expect(afterPaying.payment?.state).toBe("authorised")
    expect(intentsOf(orderNumber).map((intent) => [intent.status, intent.amount])).toEqual([
      ["requires_capture", first.order.total]
    ])
    expect((await openNumbers()).filter((number) => number === orderNumber)).toHaveLength(1)
  })

  it("an order left before its card was confirmed reads waiting for its card to anyone with its number", async () => {
    const placed = await placeTypedCardOrder("770-555-0143")
    const read = await orderOf(placed.order.orderNumber)
    expect(read.payment).toMatchObject({ method: "credit_card", state: "authorising", cardLast4: null })
    expect(await openNumbers()).not.toContain(placed.order.orderNumber)
  })
})
