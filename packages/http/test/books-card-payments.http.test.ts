import { describe, expect, it } from "vitest"
import { intentIdOf, useCardPayments } from "./support/card-payments.js"
import { onDatabase } from "./support/raw-sql.js"

const { admin, context, placeTypedCardOrder, authorisedTypedOrder } = useCardPayments()

/** The card payments' mismatches the books check finds now. */
const cardMismatches = async () =>
  (await admin.books.check({ urlParams: {} })).mismatches.filter(
    (mismatch) => mismatch.kind === "card_payment"
  )

describe("the books check on card payments", () => {
  it("finds nothing wrong with payments the server recorded: held, served and refunded, rejected while authorising", async () => {
    await placeTypedCardOrder("770-555-0111")
    const served = await authorisedTypedOrder()
    await admin.orders.setStatus({ path: { id: served.order.id }, payload: { status: "delivered" } })
    await admin.payments.refund({ path: { orderNumber: served.order.orderNumber }, payload: {} })
    const rejected = await placeTypedCardOrder("770-555-0112")
    await admin.orders.reject({ path: { id: rejected.order.id }, payload: { reason: "Out of buns" } })
    await context.stripe.confirm(intentIdOf(rejected), "pm_card_visa")
    expect(await cardMismatches()).toEqual([])
  })

  it("names an order held for its card whose entries say it was authorised", async () => {
    const held = await placeTypedCardOrder("770-555-0113")
    await onDatabase(context.server.database, "UPDATE orders SET payment_hold = 1 WHERE id = $1", [
      held.order.id
    ])
    expect(await cardMismatches()).toEqual([])
    const paid = await authorisedTypedOrder()
    await onDatabase(context.server.database, "UPDATE orders SET payment_hold = 1 WHERE id = $1", [
      paid.order.id
    ])
    expect(await cardMismatches()).toEqual([
      {
        kind: "card_payment",
        subject: `Order ${paid.order.orderNumber}`,
        problem: 'is held for its card, but its payment entries read "Card authorised"'
      }
    ])
  })
})
