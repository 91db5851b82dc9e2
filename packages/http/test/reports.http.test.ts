import { parse } from "csv-parse/sync"
import { beforeAll, describe, expect, it } from "vitest"
import type { OrderSubmission } from "../src/orders/order-input.js"
import { type ControlledClock, controlledClock } from "./support/controlled-clock.js"
import { useTestServer } from "./support/harness.js"
import { line, orderSubmission, withServerTotals } from "./support/order-submissions.js"
import { TEST_ADMIN_PASSWORD } from "./support/test-server.js"
import type { Answer, TestClient } from "./support/typed-client.js"

/*
 * The end-of-day report (issue 30) over known orders placed at known instants around New York's
 * fall-back day (2026-11-01, 25 hours long): every figure equals the sums of the orders it covers,
 * days end at local midnight, and only managers and admins may read it.
 */

let clock: ControlledClock
const { client, admin, restart, signIn } = useTestServer(() => {
  clock = controlledClock("2026-10-25T16:00:00.000Z")
  return { clock: clock.clock }
})
/** The seeded admin signed in now: sessions expire on the server's clock, which the set-up moves on. */
const adminNow = () => signIn("admin", TEST_ADMIN_PASSWORD)
let kitchen: TestClient

/**
 * Places a customer's order at `at`, or with `staff` one entered at the counter (signed in then:
 * sessions expire on the server's clock).
 */
const place = async (at: string, overrides: Partial<OrderSubmission> = {}, staff = false) => {
  clock.set(at)
  const by = staff ? await adminNow() : client
  const payload = await withServerTotals(by, orderSubmission(overrides))
  const placed = await by.orders.place({ payload, headers: {} }).answer()
  expect(placed.status).toBe(201)
  return placed.value.order
}
type Placed = Awaited<ReturnType<typeof place>>

/** Money is in cents on the typed client: sums are exact. */
const sumOf = (orders: Placed[], field: (order: Placed) => number) =>
  orders.reduce((total, order) => total + field(order), 0)

let firstOneAm: Placed
let secondOneAm: Placed
let tipped: Placed
let rejected: Placed
let cancelled: Placed
let lastMinute: Placed
let lastWeek: Placed

beforeAll(async () => {
  // Noon on the Sunday before (EDT): the hourly chart's comparison.
  lastWeek = await place("2026-10-25T16:00:00.000Z")
  // 1:30 AM EDT, then 1:30 AM EST an hour later: the hour that happens twice.
  firstOneAm = await place("2026-11-01T05:30:00.000Z", { items: [line(1, 3)] })
  secondOneAm = await place(
    "2026-11-01T06:30:00.000Z",
    {
      contactInfo: { name: "Walk Up", phone: "" },
      paymentMethod: "pay_at_counter"
    },
    true
  )
  tipped = await place("2026-11-01T16:00:00.000Z", {
    gratuityPercent: 20,
    contactInfo: { name: "Tip Top", phone: "770-555-0102" }
  })
  rejected = await place("2026-11-01T17:00:00.000Z", {
    contactInfo: { name: "No Buns", phone: "770-555-0103" }
  })
  const rejecting = (await adminNow()).orders.reject({
    path: { id: rejected.id },
    payload: { reason: "Out of buns" }
  })
  expect(await rejecting.status()).toBe(200)
  cancelled = await place("2026-11-01T17:30:00.000Z", {
    contactInfo: { name: "Changed Mind", phone: "770-555-0104" }
  })
  const cancelling = (await adminNow()).orders.setStatus({
    path: { id: cancelled.id },
    payload: { status: "cancelled" }
  })
  expect(await cancelling.status()).toBe(200)
  // 11:59 PM EST counts on the 1st; midnight is the 2nd's.
  lastMinute = await place("2026-11-02T04:59:59.000Z", {
    contactInfo: { name: "Late Night", phone: "770-555-0105" }
  })
  await place("2026-11-02T05:00:00.000Z", { contactInfo: { name: "Next Day", phone: "770-555-0106" } })
  clock.set("2026-11-02T15:00:00.000Z")
  const kit = { username: "kit", password: "kitchen-pass-1", role: "kitchen" } as const
  expect(await admin.staffUsers.create({ payload: kit }).status()).toBe(201)
  kitchen = await signIn(kit.username, kit.password)
})

describe("GET /api/reports", () => {
  it("adds up a 25-hour day's orders to the cent, by type, payment and local hour, with last week beside it", async () => {
    const reply = await admin.reports.report({ urlParams: { date: "2026-11-01" } }).answer()
    expect(reply.status).toBe(200)
    const { report } = reply.value
    const sold = [firstOneAm, secondOneAm, tipped, lastMinute]
    expect(report).toMatchObject({
      from: "2026-11-01",
      to: "2026-11-01",
      hours: 25,
      timeZone: "America/New_York"
    })
    expect(report.startsAt).toBe("2026-11-01T04:00:00.000Z")
    expect(report.endsAt).toBe("2026-11-02T05:00:00.000Z")
    expect(report.summary).toEqual({
      orders: 4,
      grossSales: sumOf(sold, (order) => order.subtotal),
      discounts: sumOf(sold, (order) => order.memberDiscount + order.rewardDiscount),
      netSales: sumOf(sold, (order) => order.subtotal - order.memberDiscount - order.rewardDiscount),
      tax: sumOf(sold, (order) => order.tax),
      serviceCharge: sumOf(sold, (order) => order.serviceCharge),
      tips: sumOf(sold, (order) => order.gratuity),
      deliveryFees: 0,
      totalSales: sumOf(sold, (order) => order.total),
      averageTicket: Math.round(sumOf(sold, (order) => order.subtotal) / 4),
      itemsSold: 3 + 2 + 2 + 2,
      scheduledOrders: 0,
      rewardsRedeemed: 0,
      rewardsValue: 0
    })
    expect(report.summary.tips).toBeGreaterThan(0)
    const channel = (name: string) => report.byChannel.find((row) => row.channel === name)
    expect(channel("pickup")).toMatchObject({
      orders: 3,
      total: sumOf([firstOneAm, tipped, lastMinute], (o) => o.total)
    })
    expect(channel("counter")).toMatchObject({ orders: 1, total: secondOneAm.total })
    const payment = (name: string) => report.byPayment.find((row) => row.paymentMethod === name)
    expect(payment("pay_at_counter")).toMatchObject({ orders: 1, total: secondOneAm.total })
    expect(payment("credit_card")).toMatchObject({ orders: 3 })
    // Both 1:30 AMs in the 1 AM row; 11 AM EST; 11 PM; noon last week.
    const hour = (h: number) => report.hourly[h]
    expect(hour(1)).toMatchObject({
      orders: 2,
      netSales: sumOf([firstOneAm, secondOneAm], (o) => o.subtotal)
    })
    expect(hour(11)).toMatchObject({ orders: 1, netSales: tipped.subtotal, lastWeekOrders: 0 })
    expect(hour(23)).toMatchObject({ orders: 1 })
    expect(hour(12)).toMatchObject({ orders: 0, lastWeekOrders: 1, lastWeekNetSales: lastWeek.subtotal })
    expect(report.hourly.reduce((sum, row) => sum + row.orders, 0)).toBe(4)
    expect(report.rejected).toEqual({
      orders: 1,
      value: rejected.total,
      reasons: [{ reason: "Out of buns", orders: 1, value: rejected.total }]
    })
    expect(report.cancelled).toEqual({ orders: 1, value: cancelled.total })
    expect(report.topItemsByQuantity[0]).toMatchObject({ itemId: 1, quantity: 9 })
    expect(report.note).toBe("Scheduled orders count on the day they were placed, not the day they were due.")
  })

  it("covers a range of days, with no comparison, and defaults to today on the venue's clock", async () => {
    const range = (await admin.reports.report({ urlParams: { from: "2026-10-25", to: "2026-11-01" } })).report
    expect(range.summary.orders).toBe(5)
    expect(range.hours).toBe(24 * 8 + 1)
    expect(range.hourly.every((row) => row.lastWeekOrders === null)).toBe(true)
    const today = (await admin.reports.report({ urlParams: {} })).report
    expect(today).toMatchObject({ from: "2026-11-02", to: "2026-11-02" })
    expect(today.summary.orders).toBe(1)
  })

  it("refuses the kitchen (403) and strangers (401), and bad dates with a sentence (400)", async () => {
    expect(await kitchen.reports.report({ urlParams: {} }).status()).toBe(403)
    expect(await kitchen.reports.linesCsv({ urlParams: { date: "2026-11-01" } }).status()).toBe(403)
    expect(await client.reports.report({ urlParams: {} }).status()).toBe(401)
    const refusal = (urlParams: { date?: string; from?: string; to?: string }) =>
      admin.reports.report({ urlParams }).refused()
    const bad = await refusal({ date: "2026-02-30" })
    expect(bad.status).toBe(400)
    expect(bad.message).toBe("Dates are written YYYY-MM-DD, e.g. 2026-06-15")
    expect((await refusal({ from: "2026-11-02", to: "2026-11-01" })).message).toBe(
      "The start date must not be after the end date"
    )
    expect((await refusal({ from: "2026-11-01" })).status).toBe(400)
    expect((await refusal({ from: "2020-01-01", to: "2026-11-01" })).message).toBe(
      "A report covers at most 366 days"
    )
  })
})

describe("report CSV exports", () => {
  const csv = async (answer: Promise<Answer<string>>) => {
    const { status, headers, value } = await answer
    expect(status).toBe(200)
    expect(headers.get("content-type")).toContain("text/csv")
    return { text: value, disposition: headers.get("content-disposition") }
  }

  it("exports every order line of the day, oldest first, each priced to the cent", async () => {
    const { text, disposition } = await csv(
      admin.reports.linesCsv({ urlParams: { date: "2026-11-01" } }).answer()
    )
    expect(disposition).toBe('attachment; filename="grill-lines-2026-11-01.csv"')
    const rows = parse(text, { columns: true }) as Array<Record<string, string>>
    const numbers = [firstOneAm, secondOneAm, tipped, rejected, cancelled, lastMinute].map(
      (o) => o.orderNumber
    )
    expect([...new Set(rows.map((row) => row["Order #"]))]).toEqual(numbers)
    expect(rows[0]).toMatchObject({
      Placed: "2026-11-01 01:30",
      "Order type": "Pickup",
      Payment: "Card",
      Quantity: "3"
    })
    expect(rows[1]).toMatchObject({ Placed: "2026-11-01 01:30", "Order type": "Counter (staff-entered)" })
    expect(rows.find((row) => row["Order #"] === rejected.orderNumber)?.Status).toBe("rejected")
    const lineTotal = rows
      .filter((row) => row["Order #"] === firstOneAm.orderNumber)
      .reduce((sum, row) => sum + Math.round(Number(row["Line total"]) * 100), 0)
    expect(lineTotal).toBe(firstOneAm.subtotal)
  })

  it("exports the summary with the report's own figures", async () => {
    const { report } = await admin.reports.report({ urlParams: { date: "2026-11-01" } })
    const summary = await csv(admin.reports.summaryCsv({ urlParams: { date: "2026-11-01" } }).answer())
    const rows = parse(summary.text, { columns: true }) as Array<Record<string, string>>
    const figure = (name: string) => rows.find((row) => row.Section === "Summary" && row.Name === name)
    expect(figure("Net sales")).toMatchObject({
      Orders: "4",
      Amount: (report.summary.netSales / 100).toFixed(2)
    })
    expect(figure("Tips")?.Amount).toBe((report.summary.tips / 100).toFixed(2))
    expect(rows.find((row) => row.Name === "Out of buns")).toMatchObject({ Orders: "1" })
  })
})

describe("GET /api/reports/taken-today", () => {
  it("counts today's orders however far along or paid, not the cancelled or rejected, for every staff role", async () => {
    // 3 PM EST on the 1st: today is the 25-hour day of the first test, whatever was placed in it.
    clock.set("2026-11-01T20:00:00.000Z")
    try {
      const cook = await signIn("kit", "kitchen-pass-1")
      const sold = [firstOneAm, secondOneAm, tipped, lastMinute]
      const taken = (await cook.reports.takenToday({ urlParams: {} })).taken
      expect(taken).toEqual({ orders: 4, totalSales: sumOf(sold, (order) => order.total) })
      const report = (await (await adminNow()).reports.report({ urlParams: {} })).report
      expect(taken).toEqual({ orders: report.summary.orders, totalSales: report.summary.totalSales })
      // A new order counts at once: taken, not yet delivered.
      const late = await place("2026-11-01T20:05:00.000Z", {
        contactInfo: { name: "Just In", phone: "770-555-0107" }
      })
      expect((await cook.reports.takenToday({ urlParams: {} })).taken).toEqual({
        orders: 5,
        totalSales: taken.totalSales + late.total
      })
      // Cancelled, it was not taken after all (and the day's sales are the fixture's again).
      const cancelling = (await adminNow()).orders.setStatus({
        path: { id: late.id },
        payload: { status: "cancelled" }
      })
      expect(await cancelling.status()).toBe(200)
      expect((await cook.reports.takenToday({ urlParams: {} })).taken).toEqual(taken)
      expect(await client.reports.takenToday({ urlParams: {} }).status()).toBe(401)
    } finally {
      clock.set("2026-11-02T15:00:00.000Z")
    }
  })
})

describe("a venue off the hour", () => {
  it("reads the orders themselves by quarter hour, with the same figures as the hourly roll-up", async () => {
    const everything = { urlParams: { from: "2026-10-24", to: "2026-11-03" } }
    const rolledUp = (await admin.reports.report(everything)).report
    // Kathmandu is UTC+5:45: its hours are not UTC hours, so the report reads the orders.
    process.env.GRILL_TIME_ZONE = "Asia/Kathmandu"
    try {
      await restart()
      const scanned = (await admin.reports.report(everything)).report
      expect(scanned.timeZone).toBe("Asia/Kathmandu")
      for (const part of [
        "summary",
        "byChannel",
        "byPayment",
        "topItemsBySales",
        "cancelled",
        "rejected"
      ] as const)
        expect(scanned[part]).toEqual(rolledUp[part])
      expect(scanned.summary.orders).toBe(6)
    } finally {
      delete process.env.GRILL_TIME_ZONE
    }
  })
})
