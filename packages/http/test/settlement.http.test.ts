import { afterEach, beforeAll, describe, expect, it } from "vitest"
import { intentIdOf, useCardPayments } from "./support/card-payments.js"
import { type OpenStream, openEventStream } from "./support/event-stream.js"
import { line, placeMemberCharge } from "./support/order-submissions.js"

/*
 * What settled an order decides what its status may do, and where the report files it (issue 37):
 * a settled order that was cancelled stays cancelled, no status change skips the card hold, an
 * authorisation short of the total keeps the order from the kitchen, the report keys payment by
 * what settled the order, and the card check is the order's own and throttled.
 */

// Rate limits on, as in production; only the card check is made small enough to reach here.
const {
  context,
  client,
  admin,
  call,
  adminCookie,
  placeTypedCardOrder,
  authorisedTypedOrder,
  orderOf,
  openNumbers
} = useCardPayments({ GRILL_RATE_LIMITS: "checkPayment.target=3/10m" })

let stream: OpenStream | undefined
afterEach(() => stream?.close())

beforeAll(async () => {
  const csv = [
    "Member_Number,First_Name,Last_Name,Phone,Email,Charge_Allowed,Charge_Limit,FB_Minimum,FB_Minimum_Period,Status,Locker",
    "1034,Ada,Park,404-555-0134,,yes,,,,active,"
  ].join("\n")
  expect(await admin.members.importMembers({ payload: { csv, apply: true } }).status()).toBe(200)
})

/** A member charge entered at the counter (staff name the member by number). */
const memberChargedOrder = () =>
  placeMemberCharge(admin, { number: "1034", name: "Ada Park" }, { items: [line(1, 2)] })

const statementEntriesOf = async (orderNumber: string) =>
  (await admin.members.unexported()).entries.filter((entry) => entry.ticket === orderNumber)

const setStatus = (id: number, status: "pending" | "preparing" | "completed" | "delivered" | "cancelled") =>
  admin.orders.setStatus({ path: { id }, payload: { status } })

describe("a settled order that was cancelled", () => {
  it("is a member charge whose reversal stands: reopening it is refused, and nothing changes", async () => {
    const placed = await memberChargedOrder()
    const { id } = placed.order
    await setStatus(id, "cancelled")
    const before = await statementEntriesOf(placed.orderNumber)
    expect(before.map((entry) => entry.kind)).toEqual(["charge", "reversal"])

    for (const status of ["completed", "pending"] as const) {
      const refused = await setStatus(id, status).refused()
      expect(refused).toMatchObject({
        status: 409,
        message: `Order ${placed.orderNumber} was cancelled and its member charge reversed: it cannot be reopened (place a new order instead)`
      })
    }
    const after = await orderOf(placed.orderNumber)
    expect(after.status).toBe("cancelled")
    expect(after.payment.state).toBe("reversed")
    expect(await statementEntriesOf(placed.orderNumber)).toEqual(before)
  })

  it("is a captured card: reopening it is refused, and nothing changes", async () => {
    const placed = await authorisedTypedOrder("pm_card_visa")
    const { id } = placed.order
    await admin.orders.accept({ path: { id }, payload: {} })
    expect((await setStatus(id, "completed")).order.payment).toMatchObject({ state: "captured" })
    await setStatus(id, "cancelled")

    const refused = await setStatus(id, "preparing").refused()
    expect(refused.status).toBe(409)
    expect(refused.message).toBe(
      `Order ${placed.orderNumber} was cancelled after its card was charged: it cannot be reopened (place a new order instead)`
    )
    expect(await orderOf(placed.orderNumber)).toMatchObject({
      status: "cancelled",
      payment: { state: "captured", amountCaptured: placed.order.total }
    })
  })
})

describe("the card hold", () => {
  it("refuses every kitchen status to a card order still authorising, as accepting it is refused", async () => {
    const placed = await placeTypedCardOrder("7705550160")
    const { id } = placed.order
    const waiting = `Order ${placed.orderNumber} is waiting for its card payment`
    expect(await admin.orders.accept({ path: { id }, payload: {} }).refused()).toMatchObject({
      status: 409,
      message: waiting
    })
    for (const status of ["preparing", "completed", "delivered"] as const) {
      expect(await setStatus(id, status).refused()).toMatchObject({ status: 409, message: waiting })
    }
    const order = await orderOf(placed.orderNumber)
    expect(order.status).toBe("pending")
    expect(order.payment.state).toBe("authorising")
    expect(await openNumbers()).not.toContain(placed.orderNumber)
  })

  it("keeps an order whose card is authorised for less than its total from the kitchen's list and stream", async () => {
    stream = await openEventStream(`${context.server.url}/api/events`, { cookie: await adminCookie() })
    const placed = await placeTypedCardOrder("7705550161")
    const numberOf = (event: { data: string }) => JSON.parse(event.data).orderNumber
    await context.stripe.confirm(intentIdOf(placed), "pm_card_partialAuthorisation")
    // Recorded, its intent cancelled, and the order given up: it never reached the kitchen.
    await stream.next((event) => event.event === "order.updated" && numberOf(event) === placed.orderNumber)
    expect(await orderOf(placed.orderNumber)).toMatchObject({
      status: "cancelled",
      payment: { state: "released", amountAuthorised: 100, amountCaptured: 0 }
    })
    expect(context.stripe.intents.get(intentIdOf(placed))).toMatchObject({ status: "canceled" })
    expect(JSON.stringify(await admin.audit.recent({ urlParams: {} }))).toContain(
      `Order ${placed.orderNumber}: the card was authorised for $1.00, less than the order's`
    )

    // An order paid in full after it reaches the kitchen; the short one never did.
    const paid = await authorisedTypedOrder()
    await stream.next((event) => event.event === "order.created" && numberOf(event) === paid.orderNumber)
    expect(
      stream.events.filter(
        (event) => event.event === "order.created" && numberOf(event) === placed.orderNumber
      )
    ).toEqual([])
    const open = await openNumbers()
    expect(open).toContain(paid.orderNumber)
    expect(open).not.toContain(placed.orderNumber)
  })
})

const DAY = 24 * 3600 * 1000
const period = () => ({
  from: new Date(Date.now() - 2 * DAY).toISOString().slice(0, 10),
  to: new Date(Date.now() + DAY).toISOString().slice(0, 10)
})
const byPayment = async () => {
  const { report } = await admin.reports.report({ urlParams: period() })
  const row = (method: string) => report.byPayment.find((r) => r.paymentMethod === method)
  return {
    orders: report.summary.orders,
    card: { orders: row("credit_card")?.orders ?? 0, total: row("credit_card")?.total ?? 0 },
    member: { orders: row("member_charge")?.orders ?? 0, total: row("member_charge")?.total ?? 0 }
  }
}

describe("the report's payment rows", () => {
  it("file member charges under member charge, card sales under card, and leave out a card still authorising", async () => {
    const before = await byPayment()
    const charged = [await memberChargedOrder(), await memberChargedOrder()]
    const paid = await authorisedTypedOrder()
    await placeTypedCardOrder("7705550162") // still authorising

    const after = await byPayment()
    const chargedTotal = charged.reduce((sum, placed) => sum + placed.order.total, 0)
    expect(after).toEqual({
      orders: before.orders + 3,
      card: { orders: before.card.orders + 1, total: before.card.total + paid.order.total },
      member: { orders: before.member.orders + 2, total: before.member.total + chargedTotal }
    })
    const summary = await admin.reports.summaryCsv({ urlParams: period() })
    expect(summary).toContain(`Payment,Member charge,${after.member.orders},`)
  })
})

describe("the card check", () => {
  it("is refused for an unknown order and for one with no card taken online, costing Stripe nothing", async () => {
    const charged = await memberChargedOrder()
    for (const orderNumber of ["ZZZZZ-ZZZZZ", charged.orderNumber]) {
      expect(await client.payments.check({ path: { orderNumber } }).refused()).toMatchObject({ status: 404 })
    }
  })

  it("answers the order's own customer, a few times per order, then 429 with Retry-After", async () => {
    const placed = await placeTypedCardOrder("7705550163")
    const path = `/api/payments/orders/${placed.orderNumber}/check`
    const replies = []
    for (let i = 0; i < 5; i++) replies.push(await call("POST", path))
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 429, 429])
    expect(replies[3]?.headers.get("retry-after")).toMatch(/^\d+$/)
    expect(replies[0]?.headers.get("x-grill-card-step")).toBeNull()
  })
})
