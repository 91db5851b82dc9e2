import {
  Cents,
  formatMoney,
  reportChannelLabel,
  reportHourLabel,
  reportPaymentLabel,
  type SalesReport
} from "@grill/core"

const money = (cents: number) => formatMoney(Cents(cents))
const BAR_WIDTH = 30

const row = (name: string, value: string, width = 24) => `${name.padEnd(width)}${value.padStart(12)}`

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

/** The Z report as a terminal prints it: figures, types, payments, the hourly chart, items and exceptions. */
export const zReportLines = (report: SalesReport, venueName: string): ReadonlyArray<string> => {
  const { summary } = report
  const period = report.from === report.to ? report.from : `${report.from} to ${report.to}`
  const dst =
    report.from === report.to && report.hours !== 24 ? ` (${report.hours} hours: the clocks changed)` : ""
  const items = report.topItemsByQuantity.map((item) =>
    row(
      `  ${[item.name, ...item.options].join(", ")}`.slice(0, 40),
      `${item.quantity} · ${money(item.sales)}`,
      40
    )
  )
  return [
    `Z report · ${venueName} · ${period}${dst}`,
    report.note,
    "",
    row("Orders", String(summary.orders)),
    row("Net sales", money(summary.netSales)),
    row("Gross sales", money(summary.grossSales)),
    row("Discounts and rewards", money(summary.discounts)),
    row("Tax", money(summary.tax)),
    row("Tips", money(summary.tips)),
    row("Delivery fees", money(summary.deliveryFees)),
    row("Total sales", money(summary.totalSales)),
    row("Average ticket", money(summary.averageTicket)),
    row("Items sold", String(summary.itemsSold)),
    row("Scheduled orders", String(summary.scheduledOrders)),
    "",
    "By order type",
    ...report.byChannel.map((line) =>
      row(`  ${reportChannelLabel(line.channel)}`, `${line.orders} · ${money(line.total)}`)
    ),
    "By payment",
    ...report.byPayment.map((line) =>
      row(`  ${reportPaymentLabel(line.paymentMethod)}`, `${line.orders} · ${money(line.total)}`)
    ),
    "",
    ...hourlyChart(report),
    "",
    "Top items by quantity",
    ...(items.length === 0 ? ["  Nothing sold"] : items),
    "",
    row("Cancelled", `${report.cancelled.orders} · ${money(report.cancelled.value)}`),
    row("Rejected by the kitchen", `${report.rejected.orders} · ${money(report.rejected.value)}`),
    ...report.rejected.reasons.map((reason) =>
      row(`  “${reason.reason}”`, `${reason.orders} · ${money(reason.value)}`)
    ),
    row("Reward codes redeemed", `${summary.rewardsRedeemed} · ${money(summary.rewardsValue)}`),
    row("New loyalty members", String(report.newMembers)),
    "",
    ...booksLines(report.books)
  ]
}

/** Collected apart from billed and to collect, then each refund and void with who did it. */
const booksLines = (books: SalesReport["books"]): ReadonlyArray<string> => [
  "Books",
  row("  Collected", money(books.collected)),
  row("    Card captured", money(books.cardCaptured)),
  row("    Card refunded", money(books.cardRefunded)),
  row("    Pay at counter", `${books.counterCollected.orders} · ${money(books.counterCollected.amount)}`),
  row("  Billed to members", `${books.billed.orders} · ${money(books.billed.amount)}`),
  row("  To collect", `${books.toCollect.orders} · ${money(books.toCollect.amount)}`),
  ...(books.refunds.length === 0 ? ["  No refunds"] : ["  Refunds"]),
  ...books.refunds.map((refund) =>
    row(`    ${refund.orderNumber} by ${refund.by ?? "the card provider"}`, money(refund.amount), 40)
  ),
  ...(books.voids.length === 0 ? ["  No voids"] : ["  Voids (cancelled or rejected after acceptance)"]),
  ...books.voids.map((line) =>
    row(`    ${line.orderNumber} ${line.outcome} by ${line.by}`, money(line.total), 40)
  )
]
