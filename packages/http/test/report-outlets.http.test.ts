import { parse } from "csv-parse/sync"
import { beforeAll, describe, expect, it } from "vitest"
import type { OrderSubmission } from "../src/orders/order-input.js"
import { type ControlledClock, controlledClock } from "./support/controlled-clock.js"
import { useTestServer } from "./support/harness.js"
import { line, orderSubmission, withServerTotals } from "./support/order-submissions.js"
import { putOnMenus } from "./support/outlet-menus.js"
import { TEST_ADMIN_PASSWORD } from "./support/test-server.js"

/*
 * The day's report by outlet (issue 40): a club with the grill and a halfway house (its own tax,
 * an 18% service charge, no tips), orders at each; the by-outlet rows add up to the whole to the
 * cent, each split by tender, and `outlet` narrows the report and its exports to one outlet.
 */

let clock: ControlledClock
const { client, admin, staff, signIn } = useTestServer(() => {
  // Monday 2026-06-15, noon in New York.
  clock = controlledClock("2026-06-15T16:00:00.000Z")
  return { clock: clock.clock }
})

const DAY = "2026-06-15"

const place = async (at: string, overrides: Partial<OrderSubmission>, byStaff = false) => {
  clock.set(at)
  const by = byStaff ? await signIn("admin", TEST_ADMIN_PASSWORD) : client
  const placed = await by.orders
    .place({ payload: await withServerTotals(by, orderSubmission(overrides)), headers: {} })
    .answer()
  expect(placed.status).toBe(201)
  return placed.value.order
}
type Placed = Awaited<ReturnType<typeof place>>

const sumOf = (orders: ReadonlyArray<Placed>, field: (order: Placed) => number) =>
  orders.reduce((total, order) => total + field(order), 0)

let atGrill: Placed[]
let atHalfway: Placed[]

beforeAll(async () => {
  const added = await staff("POST", "/api/outlets", {
    slug: "halfway",
    name: "Halfway House",
    kind: "halfway",
    taxPercent: 6.5,
    serviceChargePercent: 18,
    tipsAllowed: false
  })
  expect(added.status).toBe(201)
  // Its own sign-in: the shared admin's session, begun now, would have ended (12 hours) by the
  // next day, when the tests read the report as that admin.
  await putOnMenus(staff, await signIn("admin", TEST_ADMIN_PASSWORD), ["grill", "halfway"])
  atGrill = [
    await place("2026-06-15T15:10:00.000Z", { outlet: "grill", items: [line(1, 2)], gratuityPercent: 20 }),
    await place(
      "2026-06-15T16:20:00.000Z",
      { outlet: "grill", paymentMethod: "pay_at_counter", contactInfo: { name: "Walk Up", phone: "" } },
      true
    )
  ]
  atHalfway = [
    await place("2026-06-15T17:05:00.000Z", {
      outlet: "halfway",
      items: [line(1, 3)],
      gratuityPercent: 0,
      contactInfo: { name: "At The Turn", phone: "770-555-0110" }
    }),
    await place(
      "2026-06-15T18:45:00.000Z",
      {
        outlet: "halfway",
        items: [line(1, 1)],
        gratuityPercent: 0,
        paymentMethod: "pay_at_counter",
        contactInfo: { name: "Nine Holes", phone: "" }
      },
      true
    )
  ]
  clock.set("2026-06-16T15:00:00.000Z")
})

describe("the report by outlet", () => {
  it("has a row per outlet, each its own orders' sums split by tender, adding up to the whole", async () => {
    const { report } = await admin.reports.report({ urlParams: { date: DAY } })
    expect(report.byOutlet.map((row) => [row.outlet, row.name])).toEqual([
      ["grill", (await client.venue.get()).name],
      ["halfway", "Halfway House"]
    ])
    for (const [row, orders] of [
      [report.byOutlet[0], atGrill],
      [report.byOutlet[1], atHalfway]
    ] as const) {
      expect(row).toMatchObject({
        orders: orders.length,
        tax: sumOf(orders, (o) => o.tax),
        serviceCharge: sumOf(orders, (o) => o.serviceCharge),
        gratuity: sumOf(orders, (o) => o.gratuity),
        total: sumOf(orders, (o) => o.total)
      })
      expect(row?.byPayment.find((tender) => tender.paymentMethod === "credit_card")).toMatchObject({
        orders: 1,
        total: orders[0]?.total
      })
      expect(row?.byPayment.find((tender) => tender.paymentMethod === "pay_at_counter")).toMatchObject({
        orders: 1,
        total: orders[1]?.total
      })
    }
    // The halfway house's service charge is its own line on its orders, and in its row only.
    expect(report.byOutlet[1]?.serviceCharge).toBeGreaterThan(0)
    expect(report.byOutlet[0]?.serviceCharge).toBe(0)
    const rows = report.byOutlet
    const total = (field: (row: (typeof rows)[number]) => number) =>
      rows.reduce((sum, row) => sum + field(row), 0)
    expect([
      total((row) => row.orders),
      total((row) => row.netSales),
      total((row) => row.tax),
      total((row) => row.serviceCharge),
      total((row) => row.gratuity),
      total((row) => row.total)
    ]).toEqual([
      report.summary.orders,
      report.summary.netSales,
      report.summary.tax,
      report.summary.serviceCharge,
      report.summary.tips,
      report.summary.totalSales
    ])
    expect(report.summary.totalSales).toBe(sumOf([...atGrill, ...atHalfway], (o) => o.total))
  })

  it("narrows the report to one outlet, and refuses one the club does not have", async () => {
    const { report } = await admin.reports.report({ urlParams: { date: DAY, outlet: "halfway" } })
    expect(report.summary).toMatchObject({
      orders: 2,
      tax: sumOf(atHalfway, (o) => o.tax),
      serviceCharge: sumOf(atHalfway, (o) => o.serviceCharge),
      totalSales: sumOf(atHalfway, (o) => o.total),
      itemsSold: 4
    })
    expect(report.byOutlet.map((row) => row.outlet)).toEqual(["halfway"])
    expect(report.topItemsByQuantity.map((item) => [item.itemId, item.quantity])).toEqual([[1, 4]])
    expect(report.books.counterCollected.orders + report.books.toCollect.orders).toBe(1)
    const unknown = await admin.reports.report({ urlParams: { date: DAY, outlet: "nowhere" } }).refused()
    expect(unknown).toMatchObject({ status: 400, message: 'There is no outlet "nowhere"', field: "outlet" })
  })

  it("names each order's outlet in the lines export, and exports one outlet's alone", async () => {
    const all = parse(await admin.reports.linesCsv({ urlParams: { date: DAY } }), { columns: true }) as Array<
      Record<string, string>
    >
    const grillName = (await client.venue.get()).name
    expect([...new Map(all.map((row) => [row["Order #"], row.Outlet])).entries()]).toEqual([
      ...atGrill.map((o) => [o.orderNumber, grillName]),
      ...atHalfway.map((o) => [o.orderNumber, "Halfway House"])
    ])
    const one = await admin.reports.linesCsv({ urlParams: { date: DAY, outlet: "halfway" } }).answer()
    expect(one.headers.get("content-disposition")).toBe(
      `attachment; filename="grill-lines-${DAY}-halfway.csv"`
    )
    const rows = parse(one.value, { columns: true }) as Array<Record<string, string>>
    expect([...new Set(rows.map((row) => row["Order #"]))]).toEqual(atHalfway.map((o) => o.orderNumber))
    const summary = parse(await admin.reports.summaryCsv({ urlParams: { date: DAY } }), {
      columns: true
    }) as Array<Record<string, string>>
    expect(summary.find((row) => row.Section === "Outlet" && row.Name === "Halfway House")).toMatchObject({
      Orders: "2",
      Amount: (sumOf(atHalfway, (o) => o.total) / 100).toFixed(2)
    })
  })
})
