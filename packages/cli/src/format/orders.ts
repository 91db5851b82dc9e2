import {
  type AuditFacts,
  ageBand,
  ageMinutes,
  allergensFromText,
  allergenWords,
  Cents,
  CHECK_ID_WORDS,
  dashboardStatusColour,
  dashboardStatusLabel,
  describeAuditEntry,
  describePickupTime,
  formatMoney,
  formatTimeOfDay,
  isOpenStatus,
  lineAmount,
  meetingNote,
  needsIdCheck,
  type OrderStatus,
  type OrderType,
  optionLabel,
  orderDetailWords,
  orderTypeLabel,
  relativeAge,
  toDashboardStatus,
  type VenueConfig
} from "@grill/core"
import type { DeliverySummary, Order } from "@grill/http"
import { wireJson } from "../api/client.js"
import { ageBandStyles, type Palette } from "./colours.js"
import { type Column, renderTable, truncate } from "./table.js"
import { terminalNoteLines } from "./terminal-text.js"

const CUSTOMER_WIDTH = 24

export const orderAge = (order: Order, now: Date): number => ageMinutes(new Date(order.createdAt), now)

/** The dashboard's word for a stored status, in its colour (colour plus text, never colour alone). */
export const statusText = (
  status: OrderStatus,
  palette: Palette,
  where: "list" | "detail" = "list",
  orderType?: OrderType
): string => {
  const reading = toDashboardStatus(status)
  return palette.paint(dashboardStatusLabel(reading, where, orderType), dashboardStatusColour(reading))
}

/** An open order's age in the dashboard's colour band; a closed order's age is history, left plain. */
export const ageText = (order: Order, now: Date, palette: Palette): string => {
  const minutes = orderAge(order, now)
  return isOpenStatus(order.status)
    ? palette.paint(String(minutes), ...ageBandStyles[ageBand(minutes)])
    : String(minutes)
}

/**
 * An order's time on the venue's clock, as the dashboard shows it under the type: a scheduled
 * order's ("Today at 6:30 PM"), or where and when the runner meets a golf cart ("Meet around hole
 * 10 at about 12:40 PM"), the promise the golfer was given.
 */
export const orderTimeNote = (order: Order, now: Date, timeZone: string): string | undefined => {
  if (order.pickupTime !== null) return describePickupTime(order.pickupTime, now, timeZone)
  return order.eta ? meetingNote(order.eta, timeZone) : undefined
}

/** Whether an order has a time to show, for which the venue's clock is needed. */
export const hasTimeNote = (order: Order): boolean => order.pickupTime !== null || Boolean(order.eta)

const typeWithTime = (order: Order, now: Date, timeZone: string | undefined): string => {
  const note = timeZone === undefined ? undefined : orderTimeNote(order, now, timeZone)
  return note === undefined ? orderTypeLabel(order.orderType) : `${orderTypeLabel(order.orderType)} · ${note}`
}

/** The dashboard's columns, in its order. */
export const ORDER_TABLE_COLUMNS: ReadonlyArray<Column> = [
  { header: "Order #" },
  { header: "Customer" },
  { header: "Type" },
  { header: "Age (min)", align: "right" },
  { header: "Total", align: "right" },
  { header: "Status" }
]

export type OrderCells = readonly [string, string, string, string, string, string]

/**
 * An order's cells in the dashboard's columns, unpainted (`type` as the table words it): the list
 * paints its age and status with ANSI codes, the watch screen with Ink's colours.
 */
export const orderCells = (order: Order, now: Date, type: string): OrderCells => [
  order.orderNumber,
  truncate(order.contactInfo.name, CUSTOMER_WIDTH),
  type,
  String(orderAge(order, now)),
  formatMoney(order.total),
  dashboardStatusLabel(toDashboardStatus(order.status), "list")
]

/**
 * The dashboard's table. `timeZone` (the venue's) is needed only to show orders' times after
 * their type, so a list without one does not have to ask for the venue; carts' estimates were
 * read at `now`.
 */
export const ordersTable = (
  orders: ReadonlyArray<Order>,
  now: Date,
  palette: Palette,
  timeZone?: string,
  /** A club of several outlets shows where each order was placed, after its customer. */
  withOutlet = false
): Array<string> =>
  renderTable(
    withOutlet
      ? [...ORDER_TABLE_COLUMNS.slice(0, 2), { header: "Outlet" }, ...ORDER_TABLE_COLUMNS.slice(2)]
      : ORDER_TABLE_COLUMNS,
    orders.map((order) => {
      const [number, customer, type, , total] = orderCells(order, now, typeWithTime(order, now, timeZone))
      const rest = [type, ageText(order, now, palette), total, statusText(order.status, palette)]
      return withOutlet ? [number, customer, order.outletName, ...rest] : [number, customer, ...rest]
    }),
    palette
  )

export type DeliverySummaryCounts = typeof DeliverySummary.Type

/** The dashboard's Today's Delivery Summary on one line (it fits 80 columns). */
export const summaryLine = (summary: DeliverySummaryCounts): string =>
  `Today's Delivery Summary: ${summary.pickupOrders} pickup · ${summary.deliveryOrders} delivery · ${
    summary.golfCartOrders
  } golf cart · ${formatMoney(summary.totalSales)} sales`

/** What today took: every order placed today but a cancelled or rejected one (`GET /api/reports/taken-today`). */
export interface TakenToday {
  readonly orders: number
  readonly totalSales: Cents
}

/** The dashboard's Taken today line, below the delivered-only summary as the orders are taken before they are delivered. */
export const takenLine = (taken: TakenToday): string =>
  `Taken today: ${taken.orders} ${taken.orders === 1 ? "order" : "orders"}, ${formatMoney(taken.totalSales)} (not counting cancelled or rejected)`

const amountRows = (rows: ReadonlyArray<readonly [string, string]>, width: number): Array<string> => {
  const labelWidth = Math.max(...rows.map(([label]) => label.length))
  return rows.map(([label, amount]) =>
    `  ${label.padEnd(labelWidth)}${amount.padStart(width - labelWidth)}`.trimEnd()
  )
}

/**
 * A note under its label, each of its lines indented to the first one's text, so that no line of
 * a customer's note stands on its own where staff read the order ("** PAID - DO NOT COLLECT **").
 */
export const noteRows = (label: string, note: string): Array<string> => {
  const [first = "", ...rest] = terminalNoteLines(note)
  return [`${label}${first}`, ...rest.map((line) => `${" ".repeat(label.length)}${line}`)]
}

/** The order as the detail page shows it: status, items, totals, contact, where it goes. */
export const orderDetail = (order: Order, venue: VenueConfig, now: Date, palette: Palette): Array<string> => {
  const created = new Date(order.createdAt)
  const words = orderDetailWords(order, venue, now)
  const { destination } = words
  const items = order.items.flatMap((line) => [
    [
      `${line.quantity} × ${line.name}`,
      formatMoney(lineAmount(line.price, line.options, line.quantity))
    ] as const,
    ...line.options.map((option) => [`    ${optionLabel(option)}`, ""] as const),
    ...(line.notes === "" ? [] : noteRows("    Note: ", line.notes).map((row) => [row, ""] as const))
  ])
  const totals: ReadonlyArray<readonly [string, string]> = [
    ["Subtotal", formatMoney(order.subtotal)],
    ...(order.memberDiscount > 0
      ? [["Member discount", formatMoney(Cents(-order.memberDiscount))] as const]
      : []),
    ...(order.rewardCode !== null
      ? [[`Reward ${order.rewardCode}`, formatMoney(Cents(-order.rewardDiscount))] as const]
      : []),
    ["Tax", formatMoney(order.tax)],
    ...(order.orderType === "delivery" ? [["Delivery fee", formatMoney(order.deliveryFee)] as const] : []),
    [`Gratuity (${order.gratuityPercent}%)`, formatMoney(order.gratuity)]
  ]
  const width = Math.max(
    40,
    ...[...items, ...totals].map(([label, amount]) => label.length + amount.length + 2)
  )
  const { contactInfo } = order
  return [
    `${palette.paint(`Order ${order.orderNumber}`, "bold")}  ${statusText(order.status, palette, "detail", order.orderType)}`,
    `${words.placed} (${relativeAge(created, now).toLowerCase()})`,
    ...(words.time === undefined ? [] : [words.time.sentence]),
    "",
    "Items",
    ...amountRows(items, width),
    ...(words.reward === undefined ? [] : [words.reward]),
    "",
    ...amountRows(totals, width),
    palette.paint(amountRows([["Total", formatMoney(order.total)]], width)[0] ?? "", "bold"),
    ...(words.payment === null ? [] : [`  ${words.payment}`]),
    ...(needsIdCheck(order) ? [palette.paint(`  ${CHECK_ID_WORDS}`, "bold")] : []),
    "",
    "Contact",
    `  ${contactInfo.name}`,
    `  ${words.phone}`,
    ...(contactInfo.email ? [`  ${contactInfo.email}`] : []),
    ...(words.entry === undefined ? [] : [`  ${words.entry}`]),
    ...(contactInfo.specialInstructions
      ? noteRows("  Special instructions: ", contactInfo.specialInstructions)
      : []),
    ...(allergensFromText(order.memberAllergies ?? "").length === 0
      ? []
      : [`  Member's allergies: ${allergenWords(allergensFromText(order.memberAllergies ?? ""))}`]),
    ...(order.allergyNote ? noteRows("  Allergies: ", order.allergyNote) : []),
    "",
    destination.heading,
    ...destination.lines.map((line) => `  ${line}`),
    ...(words.points === undefined ? [] : ["", words.points])
  ]
}

/** The order's audit history for staff: "4:21 PM  sam: Status changed, Order …: Received → Preparing". */
export const auditLines = (
  entries: ReadonlyArray<AuditFacts & { readonly at: string }>,
  venue: VenueConfig
) =>
  entries.length === 0
    ? []
    : [
        "",
        "History",
        ...entries.map(
          (entry) => `  ${formatTimeOfDay(new Date(entry.at), venue.timeZone)}  ${describeAuditEntry(entry)}`
        )
      ]

/** An order as the API sends it (money in dollars), for --json. */
export const orderJson = wireJson("orders", "list", "[]")
