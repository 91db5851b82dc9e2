import { beforeAll, describe, expect, it } from "vitest"
import { intentIdOf, useCardPayments } from "./support/card-payments.js"
import { orderSubmission, placeOrder, withServerTotals } from "./support/order-submissions.js"

const { context, admin, staffAs, provenPhone, authorisedTypedOrder } = useCardPayments()

const DAY = 24 * 3600 * 1000
/** A few days around now, so the venue's calendar day of the orders placed now is inside whatever the hour. */
const from = () => new Date(Date.now() - 2 * DAY).toISOString().slice(0, 10)
const to = () => new Date(Date.now() + DAY).toISOString().slice(0, 10)
const books = async () => (await admin.reports.report({ urlParams: { from: from(), to: to() } })).report.books
const summaryCsv = () => admin.reports.summaryCsv({ urlParams: { from: from(), to: to() } })

beforeAll(async () => {
  const members = [
    "Member_Number,First_Name,Last_Name,Phone,Email,Charge_Allowed,Charge_Limit,FB_Minimum,FB_Minimum_Period,Status,Locker",
    "1034,Ada,Park,404-555-0134,,yes,,,,active,"
  ].join("\n")
  await admin.members.importMembers({ payload: { csv: members, apply: true } })
})

describe("the report's books", () => {
  it("shows a manager's card refund with who did it, and takes it off what was collected", async () => {
    const manager = await staffAs("manager")
    const before = await books()
    const paid = await authorisedTypedOrder()
    await admin.orders.setStatus({ path: { id: paid.order.id }, payload: { status: "delivered" } })
    await manager.payments.refund({
      path: { orderNumber: paid.orderNumber },
      payload: { amount: 500 as never }
    })
    const after = await books()
    expect(after.cardCaptured - before.cardCaptured).toBe(paid.order.total)
    expect(after.cardRefunded - before.cardRefunded).toBe(500)
    expect(after.collected - before.collected).toBe(paid.order.total - 500)
    expect(after.refunds).toContainEqual(
      expect.objectContaining({ orderNumber: paid.orderNumber, amount: 500, by: manager.username })
    )
    expect(await summaryCsv()).toContain(`Refund,${paid.orderNumber} by ${manager.username},1,5.00`)
  }, 60_000)

  it("names the manager when Stripe's webhook records the refund before the refund call returns", async () => {
    const manager = await staffAs("manager")
    const paid = await authorisedTypedOrder()
    await admin.orders.setStatus({ path: { id: paid.order.id }, payload: { status: "delivered" } })
    context.stripe.webhooksFirst = true
    await manager.payments.refund({
      path: { orderNumber: paid.orderNumber },
      payload: { amount: 300 as never }
    })
    await manager.payments.refund({
      path: { orderNumber: paid.orderNumber },
      payload: { amount: 200 as never }
    })
    const refunds = (await books()).refunds.filter((row) => row.orderNumber === paid.orderNumber)
    expect(refunds.map(({ amount, by }) => ({ amount, by }))).toEqual([
      { amount: 300, by: manager.username },
      { amount: 200, by: manager.username }
    ])
  }, 60_000)

  it("names nobody for a refund made at Stripe itself", async () => {
    const paid = await authorisedTypedOrder()
    await admin.orders.setStatus({ path: { id: paid.order.id }, payload: { status: "delivered" } })
    await context.stripe.refundAtStripe(intentIdOf(paid), 400)
    const refunds = (await books()).refunds.filter((row) => row.orderNumber === paid.orderNumber)
    expect(refunds.map(({ amount, by }) => ({ amount, by }))).toEqual([{ amount: 400, by: null }])
  }, 60_000)

  it("splits collected from billed and to collect, and lists a void after acceptance with its staff user", async () => {
    const manager = await staffAs("manager")
    const before = await books()
    const counter = (phone: string) =>
      placeOrder(admin, { paymentMethod: "pay_at_counter", contactInfo: { name: "Counter Payer", phone } })
    const completed = await counter("770-555-0131")
    const open = await counter("770-555-0132")
    const voided = await counter("770-555-0133")
    await admin.orders.setStatus({ path: { id: completed.order.id }, payload: { status: "completed" } })
    await admin.orders.accept({ path: { id: voided.order.id }, payload: {} })
    await manager.orders.setStatus({ path: { id: voided.order.id }, payload: { status: "cancelled" } })
    const ada = await provenPhone("4045550134")
    const chargeOf = async () =>
      ada.orders.place({
        payload: await withServerTotals(
          ada,
          orderSubmission({
            contactInfo: { name: "Ada Park", phone: "4045550134" },
            paymentMethod: "member_charge",
            memberNumber: "1034"
          })
        ),
        headers: {}
      })
    const charged = await chargeOf()
    const reversed = await chargeOf()
    await admin.orders.reject({ path: { id: reversed.order.id }, payload: { reason: "Out of buns" } })

    const after = await books()
    expect(after.counterCollected.orders - before.counterCollected.orders).toBe(1)
    expect(after.counterCollected.amount - before.counterCollected.amount).toBe(completed.order.total)
    expect(after.collected - before.collected).toBe(completed.order.total)
    expect(after.toCollect.orders - before.toCollect.orders).toBe(1)
    expect(after.toCollect.amount - before.toCollect.amount).toBe(open.order.total)
    expect(after.billed.orders - before.billed.orders).toBe(1)
    expect(after.billed.amount - before.billed.amount).toBe(charged.order.total)
    // A rejection before acceptance is no void; a cancellation after it is, with who cancelled it.
    expect(after.voids.map((row) => row.orderNumber)).not.toContain(reversed.orderNumber)
    expect(after.voids).toContainEqual(
      expect.objectContaining({
        orderNumber: voided.orderNumber,
        outcome: "cancelled",
        total: voided.order.total,
        by: manager.username
      })
    )
    const csv = await summaryCsv()
    expect(csv).toContain(`Void,${voided.orderNumber} cancelled by ${manager.username},1,`)
    expect(csv).toMatch(/\nBooks,Billed to members,\d+,/)
  }, 60_000)
})
