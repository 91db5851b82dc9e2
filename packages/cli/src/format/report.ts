import {
  Cents,
  formatMoney,
  reportChannelLabel,
  reportHourLabel,
  reportPaymentLabel,
  type SalesReport
} from "@grill/core"
import type { Palette } from "./colours.js"
import { renderTable, truncate } from "./table.js"

const money = (cents: number) => formatMoney(Cents(cents))
const BAR_WIDTH = 30
/** The widest a figure's name prints (an item with its options, a rejection reason). */
const NAME_WIDTH = 40

type Row = readonly [name: string, count: string, amount: string]

/** The hourly chart as text: one bar of █ per hour for this period, ░ for the same day last week. */
export const hourlyChart = (report: SalesReport): ReadonlyArray<string> => {
  const busy = report.hourly.filter((hour) => hour.orders > 0 || (hour.lastWeekOrders ?? 0) > 0)
  const first = busy[0]?.hour
  const last = busy.at(-1)?.hour
  if (first === undefined || last === undefined) return ["No orders by hour"]
  const compare = report.hourly.some((hour) => hour.lastWeekOrders !== null)
  const top = Math.max(1, ...report.hourly.map((hour) => Math.max(hour.netSales, hour.lastWeekNetSales ?? 0)))
  const bar = (cents: number, glyph: string) => glyph.repeat(Math.round((cents / top) * BAR_WIDTH))
  const lines = [`Net sales by hour (█ this period${compare ? ", ░ same day last week" : ""})`]
  for (const hour of report.hourly.slice(first, last + 1)) {
    const label = reportHourLabel(hour.hour).padStart(5)
    const orders = `${hour.orders} order${hour.orders === 1 ? "" : "s"}`
    lines.push(
      `${label}  ${bar(hour.netSales, "█").padEnd(BAR_WIDTH)}  ${money(hour.netSales).padStart(10)}  ${orders}`
    )
    if (compare && hour.lastWeekNetSales !== null)
      lines.push(
        `${"".padStart(5)}  ${bar(hour.lastWeekNetSales, "░").padEnd(BAR_WIDTH)}  ${money(hour.lastWeekNetSales).padStart(10)}`
      )
  }
  return lines
}

/**
 * The Z report as a terminal prints it: every figure in one table (name, count, amount; the CLI's
 * table formatter sizes each column to its widest cell, so long item names and rejection reasons
 * cannot push a column out of line), then the hourly chart.
 */
export const zReportLines = (
  report: SalesReport,
  venueName: string,
  palette: Palette
): ReadonlyArray<string> => {
  const { summary } = report
  const period = report.from === report.to ? report.from : `${report.from} to ${report.to}`
  const dst =
    report.from === report.to && report.hours !== 24 ? ` (${report.hours} hours: the clocks changed)` : ""
  const count = (name: string, value: number): Row => [name, String(value), ""]
  const amount = (name: string, cents: number): Row => [name, "", money(cents)]
  const both = (name: string, orders: number, cents: number): Row => [
    truncate(name, NAME_WIDTH),
    String(orders),
    money(cents)
  ]
  const heading = (name: string): Row => [name, "", ""]
  const items = report.topItemsByQuantity.map((item) =>
    both(`  ${[item.name, ...item.options].join(", ")}`, item.quantity, item.sales)
  )
  const rows: ReadonlyArray<Row> = [
    count("Orders", summary.orders),
    amount("Net sales", summary.netSales),
    amount("Gross sales", summary.grossSales),
    amount("Discounts and rewards", summary.discounts),
    amount("Tax", summary.tax),
    // Only a club with an outlet that charges one has the line.
    ...(summary.serviceCharge === 0 ? [] : [amount("Service charge", summary.serviceCharge)]),
    amount("Tips", summary.tips),
    amount("Delivery fees", summary.deliveryFees),
    amount("Total sales", summary.totalSales),
    amount("Average ticket", summary.averageTicket),
    count("Items sold", summary.itemsSold),
    count("Scheduled orders", summary.scheduledOrders),
    heading("By order type"),
    ...report.byChannel.map((line) => both(`  ${reportChannelLabel(line.channel)}`, line.orders, line.total)),
    heading("By payment"),
    ...report.byPayment.map((line) =>
      both(`  ${reportPaymentLabel(line.paymentMethod)}`, line.orders, line.total)
    ),
    // A club of one outlet has one row, the whole: no table.
    ...(report.byOutlet.length < 2
      ? []
      : [
          heading("By outlet"),
          ...report.byOutlet.map((line) => both(`  ${line.name}`, line.orders, line.total))
        ]),
    heading("Top items by quantity"),
    ...(items.length === 0 ? [heading("  Nothing sold")] : items),
    both("Cancelled", report.cancelled.orders, report.cancelled.value),
    both("Rejected by the kitchen", report.rejected.orders, report.rejected.value),
    ...report.rejected.reasons.map((reason) => both(`  “${reason.reason}”`, reason.orders, reason.value)),
    both("Reward codes redeemed", summary.rewardsRedeemed, summary.rewardsValue),
    count("New loyalty members", report.newMembers),
    ...booksRows(report.books),
    ...shiftRows(report.cartShifts)
  ]
  return [
    `Z report · ${venueName} · ${period}${dst}`,
    report.note,
    "",
    ...renderTable(
      [{ header: "" }, { header: "Count", align: "right" }, { header: "Amount", align: "right" }],
      rows,
      palette
    ),
    "",
    ...hourlyChart(report)
  ]
}

/** Collected apart from billed and to collect, then each refund and void with who did it. */
const booksRows = (books: SalesReport["books"]): ReadonlyArray<Row> => [
  ["Books", "", ""],
  ["  Collected", "", money(books.collected)],
  ["    Card captured", "", money(books.cardCaptured)],
  ["    Card refunded", "", money(books.cardRefunded)],
  ["    Pay at counter", String(books.counterCollected.orders), money(books.counterCollected.amount)],
  ["  Billed to members", String(books.billed.orders), money(books.billed.amount)],
  ["  To collect", String(books.toCollect.orders), money(books.toCollect.amount)],
  [books.refunds.length === 0 ? "  No refunds" : "  Refunds", "", ""],
  ...books.refunds.map(
    (refund): Row => [
      truncate(`    ${refund.orderNumber} by ${refund.by ?? "the card provider"}`, NAME_WIDTH),
      "",
      money(refund.amount)
    ]
  ),
  [books.voids.length === 0 ? "  No voids" : "  Voids (cancelled or rejected after acceptance)", "", ""],
  ...books.voids.map(
    (line): Row => [
      truncate(`    ${line.orderNumber} ${line.outcome} by ${line.by}`, NAME_WIDTH),
      "",
      money(line.total)
    ]
  )
]

/** Over or short, signed: "+$1.25", "-$0.06", "$0.00". */
const signed = (cents: number) => (cents > 0 ? `+${money(cents)}` : money(cents))

/**
 * The carts' shifts under their outlet: each shift's sales, cash expected against counted, card,
 * member charges, tips and shrinkage (units and menu value); "open" where nothing is counted yet.
 */
const shiftRows = (shifts: SalesReport["cartShifts"]): ReadonlyArray<Row> =>
  shifts.length === 0
    ? []
    : [
        ["Cart shifts", "", ""],
        ...shifts.flatMap(
          (shift): ReadonlyArray<Row> => [
            [
              truncate(`  ${shift.outletName} #${shift.id} (${shift.attendants.join(", ")})`, NAME_WIDTH),
              "",
              shift.closedAt === null ? "open" : ""
            ],
            ["    Sales", String(shift.sales), money(shift.salesTotal)],
            ["    Cash expected", "", money(shift.cashExpected)],
            ["    Cash counted", "", shift.cashCounted === null ? "–" : money(shift.cashCounted)],
            ["    Over/short", "", shift.cashOverShort === null ? "–" : signed(shift.cashOverShort)],
            ["    Card on terminal", "", money(shift.cardTerminal)],
            ["    Member charges", "", money(shift.memberCharges)],
            ["    Tips", "", money(shift.tips)],
            [
              "    Shrinkage",
              shift.shrinkageUnits === null ? "–" : String(shift.shrinkageUnits),
              shift.shrinkageValue === null ? "–" : signed(shift.shrinkageValue)
            ]
          ]
        )
      ]
