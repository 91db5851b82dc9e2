import * as HttpServerResponse from "@effect/platform/HttpServerResponse"
import {
  Cents,
  formatDollars,
  type OrderType,
  paymentMethodLabel,
  type ReportBooks,
  type ReportPeriod,
  reportChannelLabel,
  reportChannelOf,
  reportHourLabel,
  reportOutcomeOf,
  reportPaymentLabel,
  type SalesReport,
  zonedDateTime
} from "@grill/core"
import { stringify } from "csv-stringify/sync"
import { Chunk, Effect, Option, Stream } from "effect"
import type { StoredOutlet } from "../outlets/repo.js"
import { CSV_CELLS } from "../platform/csv-cells.js"
import { type ExportOrderRow, type PageCursor, ReportRepo } from "./repo.js"
import type { ReportOutlets } from "./reports.js"

/** Orders per page of the export: memory stays flat however long the period is. */
const PAGE_ORDERS = 500

const dollars = (cents: number) => formatDollars(Cents(cents))

const csvResponse = (body: Stream.Stream<string> | string, name: string) => {
  const options = {
    contentType: "text/csv; charset=utf-8",
    headers: { "content-disposition": `attachment; filename="${name}"` }
  }
  return typeof body === "string"
    ? HttpServerResponse.text(body, options)
    : HttpServerResponse.stream(Stream.encodeText(body), options)
}

/** The file's name: the period, and the outlet when the export is one outlet's. */
const periodName = (period: ReportPeriod, outlet: string | undefined) =>
  `${period.from === period.to ? period.from : `${period.from}_${period.to}`}${outlet === undefined ? "" : `-${outlet}`}`

/** The report's figures, one a row: section, name, orders, amount (dollars, two decimals). */
export const summaryCsv = (report: SalesReport, period: ReportPeriod, outlet: string | undefined) => {
  const { summary } = report
  const figure = (name: string, amount: number, orders: number | "" = "") => [
    "Summary",
    name,
    orders,
    dollars(amount)
  ]
  const rows = [
    ["Summary", "Orders", summary.orders, ""],
    figure("Gross sales", summary.grossSales),
    figure("Discounts", summary.discounts),
    figure("Net sales", summary.netSales, summary.orders),
    figure("Tax", summary.tax),
    figure("Service charge", summary.serviceCharge),
    figure("Tips", summary.tips),
    figure("Delivery fees", summary.deliveryFees),
    figure("Total sales", summary.totalSales, summary.orders),
    figure("Average ticket", summary.averageTicket),
    ["Summary", "Items sold", summary.itemsSold, ""],
    ["Summary", "Scheduled orders", summary.scheduledOrders, ""],
    figure("Rewards redeemed", summary.rewardsValue, summary.rewardsRedeemed),
    ["Summary", "New loyalty members", report.newMembers, ""],
    ...report.byChannel.map((row) => [
      "Order type",
      reportChannelLabel(row.channel),
      row.orders,
      dollars(row.total)
    ]),
    ...report.byPayment.map((row) => [
      "Payment",
      reportPaymentLabel(row.paymentMethod),
      row.orders,
      dollars(row.total)
    ]),
    ...report.byOutlet.map((row) => ["Outlet", row.name, row.orders, dollars(row.total)]),
    ...report.hourly.map((row) => ["Hour", reportHourLabel(row.hour), row.orders, dollars(row.netSales)]),
    ...report.topItemsByQuantity.map((item) => [
      "Top item",
      [item.name, ...item.options].join(", "),
      item.quantity,
      dollars(item.sales)
    ]),
    ["Cancelled", "Cancelled orders", report.cancelled.orders, dollars(report.cancelled.value)],
    ["Cancelled", "Rejected orders", report.rejected.orders, dollars(report.rejected.value)],
    ...report.rejected.reasons.map((row) => ["Rejected because", row.reason, row.orders, dollars(row.value)]),
    ...booksRows(report.books),
    ...report.cartShifts.flatMap(shiftRows)
  ]
  return csvResponse(
    stringify(rows, { ...CSV_CELLS, header: true, columns: ["Section", "Name", "Orders", "Amount"] }),
    `grill-summary-${periodName(period, outlet)}.csv`
  )
}

/** Collected apart from billed and to collect, then each refund and void with who did it. */
const booksRows = (books: ReportBooks) => [
  ["Books", "Collected", "", dollars(books.collected)],
  ["Books", "Card captured", "", dollars(books.cardCaptured)],
  ["Books", "Card refunded", books.refunds.length, dollars(books.cardRefunded)],
  [
    "Books",
    "Pay at counter collected",
    books.counterCollected.orders,
    dollars(books.counterCollected.amount)
  ],
  ["Books", "Billed to members", books.billed.orders, dollars(books.billed.amount)],
  ["Books", "To collect", books.toCollect.orders, dollars(books.toCollect.amount)],
  ...books.refunds.map((row) => [
    "Refund",
    `${row.orderNumber} by ${row.by ?? "the card provider"}`,
    1,
    dollars(row.amount)
  ]),
  ...books.voids.map((row) => [
    "Void",
    `${row.orderNumber} ${row.outcome} by ${row.by}`,
    1,
    dollars(row.total)
  ])
]

/**
 * A cart's shift under its outlet, a row a figure: "Cart 1 shift 12 (ana, ben)" names it; the
 * counted figures are empty while it is open. Shrinkage: units in the count column, menu value as amount.
 */
const shiftRows = (shift: SalesReport["cartShifts"][number]) => {
  const name = `${shift.outletName} shift ${shift.id} (${shift.attendants.join(", ")})`
  const row = (figure: string, count: number | "" | null, cents: number | null) => [
    "Cart shift",
    `${name}: ${figure}`,
    count ?? "",
    cents === null ? "" : dollars(cents)
  ]
  return [
    row("Sales", shift.sales, shift.salesTotal),
    row("Cash expected", "", shift.cashExpected),
    row("Cash counted", "", shift.cashCounted),
    row("Cash over/short", "", shift.cashOverShort),
    row("Card on terminal", "", shift.cardTerminal),
    row("Member charges", "", shift.memberCharges),
    row("Tips", "", shift.tips),
    row("Shrinkage", shift.shrinkageUnits, shift.shrinkageValue)
  ]
}

const LINE_COLUMNS = [
  "Order #",
  "Outlet",
  "Placed",
  "Order type",
  "Payment",
  "Status",
  "Item",
  "Options",
  "Quantity",
  "Unit price",
  "Line total"
]

const localTime = (iso: string, timeZone: string) => {
  const wall = zonedDateTime(new Date(iso), timeZone)
  if (wall === undefined) return iso
  const two = (n: number) => String(n).padStart(2, "0")
  return `${wall.year}-${two(wall.month)}-${two(wall.day)} ${two(wall.hour)}:${two(wall.minute)}`
}

const outcomeLabel = (order: ExportOrderRow) => {
  const outcome = reportOutcomeOf({ status: order.status as never, rejectionReason: order.rejection_reason })
  return outcome === "sale" ? order.status : outcome
}

/**
 * Every order line of the period (of the outlet asked for, else every outlet's), oldest order
 * first, fetched and written a page at a time; each names its order's outlet.
 */
export const linesCsv = (
  {
    period,
    outlet,
    outlets
  }: { period: ReportPeriod; outlet: StoredOutlet | undefined; outlets: ReportOutlets },
  timeZone: string
) =>
  Effect.map(ReportRepo, (repo) => {
    const span = { start: period.start.toISOString(), end: period.end.toISOString(), outletId: outlet?.id }
    const page = (after: Option.Option<PageCursor>) =>
      Effect.gen(function* () {
        const orders = yield* repo.orderPage(
          span,
          Option.getOrElse(after, () => ({ createdAt: "", id: 0 })),
          PAGE_ORDERS
        )
        const lines = yield* repo.linesOf(orders.map((order) => order.id))
        const byId = new Map(orders.map((order) => [order.id, order]))
        const records = lines.flatMap((line) => {
          const order = byId.get(line.order_id)
          if (order === undefined) return []
          const unit = line.unit_price_cents + line.options.reduce((sum, option) => sum + option.price, 0)
          const channel = reportChannelOf({
            orderType: order.order_type as OrderType,
            enteredByStaff: order.entered_by !== null,
            scheduled: order.pickup_time !== null
          })
          return [
            [
              order.order_number,
              outlets.nameOf(order.outlet_id),
              localTime(order.created_at, timeZone),
              reportChannelLabel(channel),
              paymentMethodLabel(order.payment_method),
              outcomeLabel(order),
              line.name,
              line.options.map((option) => option.name).join("; "),
              line.quantity,
              dollars(unit),
              dollars(unit * line.quantity)
            ]
          ]
        })
        const text = stringify(records, { ...CSV_CELLS, header: Option.isNone(after), columns: LINE_COLUMNS })
        const last = orders.at(-1)
        const next =
          orders.length < PAGE_ORDERS || last === undefined
            ? Option.none()
            : Option.some(Option.some({ createdAt: last.created_at, id: last.id }))
        return [Chunk.of(text), next] as const
      })
    const body = Stream.paginateChunkEffect(Option.none<PageCursor>(), page)
    return csvResponse(body, `grill-lines-${periodName(period, outlet?.slug)}.csv`)
  })
