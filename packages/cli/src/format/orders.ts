import {
  type AuditFacts,
  ageBand,
  ageMinutes,
  Cents,
  dashboardStatusColour,
  dashboardStatusLabel,
  describeAuditEntry,
  describeCartPosition,
  describePickupTime,
  formatDateTime,
  formatMoney,
  formatTimeOfDay,
  isClosedStatus,
  isOpenStatus,
  lineAmount,
  type OrderStatus,
  optionLabel,
  orderEntryNotes,
  orderPhoneText,
  orderPointsSentence,
  orderPromise,
  orderRewardText,
  orderTypeLabel,
  rejectionSentence,
  relativeAge,
  toDashboardStatus,
  type VenueConfig
} from "@grill/core"
import type { DeliverySummary, Order } from "@grill/http"
import { wireJson } from "../api/client.js"
import { ageBandStyles, type Palette } from "./colours.js"
import { renderTable, truncate } from "./table.js"

const CUSTOMER_WIDTH = 24

export const orderAge = (order: Order, now: Date): number => ageMinutes(new Date(order.createdAt), now)

/** The dashboard's word for a stored status, in its colour (colour plus text, never colour alone). */
export const statusText = (
  status: OrderStatus,
  palette: Palette,
  where: "list" | "detail" = "list"
): string => {
  const reading = toDashboardStatus(status)
  return palette.paint(dashboardStatusLabel(reading, where), dashboardStatusColour(reading))
}

/** An open order's age in the dashboard's colour band; a closed order's age is history, left plain. */
export const ageText = (order: Order, now: Date, palette: Palette): string => {
  const minutes = orderAge(order, now)
  return isOpenStatus(order.status)
    ? palette.paint(String(minutes), ...ageBandStyles[ageBand(minutes)])
    : String(minutes)
}

/**
 * The dashboard's table. `timeZone` (the venue's) is needed only to show scheduled orders' times
 * under their type, so a list without one does not have to ask for the venue.
 */
export const ordersTable = (
  orders: ReadonlyArray<Order>,
  now: Date,
  palette: Palette,
  timeZone?: string
): Array<string> =>
  renderTable(
    [
      { header: "Order #" },
      { header: "Customer" },
      { header: "Type" },
      { header: "Age (min)", align: "right" },
      { header: "Total", align: "right" },
      { header: "Status" }
    ],
    orders.map((order) => [
      order.orderNumber,
      truncate(order.contactInfo.name, CUSTOMER_WIDTH),
      order.pickupTime === null || timeZone === undefined
        ? orderTypeLabel(order.orderType)
        : `${orderTypeLabel(order.orderType)} · ${describePickupTime(order.pickupTime, now, timeZone)}`,
      ageText(order, now, palette),
      formatMoney(order.total),
      statusText(order.status, palette)
    ]),
    palette
  )

export type DeliverySummaryCounts = typeof DeliverySummary.Type

/** The dashboard's Today's Delivery Summary on one line (it fits 80 columns). */
export const summaryLine = (summary: DeliverySummaryCounts): string =>
  `Today's Delivery Summary: ${summary.pickupOrders} pickup · ${summary.deliveryOrders} delivery · ${
    summary.golfCartOrders
  } golf cart · ${formatMoney(summary.totalSales)} sales`

const placedAt = (order: Order, venue: VenueConfig): string =>
  formatDateTime(new Date(order.createdAt), venue.timeZone, { year: true })

const amountRows = (rows: ReadonlyArray<readonly [string, string]>, width: number): Array<string> => {
  const labelWidth = Math.max(...rows.map(([label]) => label.length))
  return rows.map(([label, amount]) =>
    `  ${label.padEnd(labelWidth)}${amount.padStart(width - labelWidth)}`.trimEnd()
  )
}

const destinationLines = (order: Order, venue: VenueConfig): Array<string> => {
  if (order.orderType === "delivery" && order.deliveryAddress !== null) {
    const { address, city, state, zipCode } = order.deliveryAddress
    return ["Delivery address", `  ${address}`, `  ${city}, ${state} ${zipCode}`.trimEnd()]
  }
  if (order.orderType === "golf_cart" && order.golfCartDelivery !== null) {
    return ["Golf cart", `  ${describeCartPosition(order.golfCartDelivery)}`]
  }
  return ["Pickup", `  Collect at ${venue.name}, ${venue.streetAddress}`]
}

/** The order as the detail page shows it: status, items, totals, contact, where it goes. */
export const orderDetail = (order: Order, venue: VenueConfig, now: Date, palette: Palette): Array<string> => {
  const created = new Date(order.createdAt)
  const points = orderPointsSentence(order.status, order.pointsEarned)
  // One time per order (core orderPromise), none once it is finished.
  const when =
    order.rejectionReason !== undefined
      ? rejectionSentence(order.rejectionReason)
      : isClosedStatus(order.status)
        ? undefined
        : orderPromise({
            orderType: order.orderType,
            pickupTime: order.pickupTime,
            createdAt: order.createdAt,
            estimateMinutes: order.deliveryTimeEstimate || venue.defaultDeliveryEstimateMinutes,
            eta: order.eta,
            now,
            timeZone: venue.timeZone
          })
  const items = order.items.flatMap((line) => [
    [
      `${line.quantity} × ${line.name}`,
      formatMoney(lineAmount(line.price, line.options, line.quantity))
    ] as const,
    ...line.options.map((option) => [`    ${optionLabel(option)}`, ""] as const),
    ...(line.notes === "" ? [] : [[`    Note: ${line.notes}`, ""] as const])
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
    `${palette.paint(`Order ${order.orderNumber}`, "bold")}  ${statusText(order.status, palette, "detail")}`,
    `${orderTypeLabel(order.orderType)} · placed ${placedAt(order, venue)} (${relativeAge(created, now).toLowerCase()})`,
    ...(when === undefined ? [] : [when]),
    "",
    "Items",
    ...amountRows(items, width),
    ...(order.rewardCode === null ? [] : [orderRewardText(order) ?? ""]),
    "",
    ...amountRows(totals, width),
    palette.paint(amountRows([["Total", formatMoney(order.total)]], width)[0] ?? "", "bold"),
    "",
    "Contact",
    `  ${contactInfo.name}`,
    `  ${orderPhoneText(contactInfo.phone)}`,
    ...(contactInfo.email ? [`  ${contactInfo.email}`] : []),
    ...(orderEntryNotes(order).length > 0 ? [`  ${orderEntryNotes(order).join(" · ")}`] : []),
    ...(contactInfo.specialInstructions
      ? [`  Special instructions: ${contactInfo.specialInstructions}`]
      : []),
    "",
    ...destinationLines(order, venue),
    ...(points === undefined ? [] : ["", points])
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
