import {
  ageBand,
  dashboardStatusColour,
  dashboardStatusLabel,
  formatMoney,
  orderTypeLabel,
  toDashboardStatus
} from "@grill/core"
import type { Order } from "@grill/http"
import { Box, Text } from "ink"
import { orderAge } from "../format/orders.js"
import { truncate } from "../format/table.js"
import { ageStyle, statusColour } from "./theme.js"

const HEADERS = ["Order #", "Customer", "Type", "Age (min)", "Total", "Status"] as const
const CUSTOMER_WIDTH = 24

interface Cells {
  readonly order: Order
  readonly text: readonly [string, string, string, string, string, string]
}

const cellsOf = (order: Order, now: Date): Cells => ({
  order,
  text: [
    order.orderNumber,
    truncate(order.contactInfo.name, CUSTOMER_WIDTH),
    orderTypeLabel(order.orderType),
    String(orderAge(order, now)),
    formatMoney(order.total),
    dashboardStatusLabel(toDashboardStatus(order.status), "list")
  ]
})

/** The rows to show so that the selected one is always on screen. */
export const visibleWindow = (
  count: number,
  selected: number,
  maxRows: number
): { start: number; end: number } => {
  if (count <= maxRows) return { start: 0, end: count }
  const start = Math.min(Math.max(0, selected - Math.floor(maxRows / 2)), count - maxRows)
  return { start, end: start + maxRows }
}

export interface OrdersTableProps {
  readonly orders: ReadonlyArray<Order>
  readonly selectedId: number | undefined
  readonly now: Date
  readonly maxRows: number
}

/** The dashboard's open-orders table, with a marker on the selected order. */
export function OrdersTable({ orders, selectedId, now, maxRows }: OrdersTableProps) {
  const rows = orders.map((order) => cellsOf(order, now))
  const widths = HEADERS.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => row.text[column]?.length ?? 0))
  )
  const pad = (text: string, column: number) => {
    const width = widths[column] ?? 0
    return column === 3 || column === 4 ? text.padStart(width) : text.padEnd(width)
  }
  const selected = Math.max(
    0,
    orders.findIndex((order) => order.id === selectedId)
  )
  const { start, end } = visibleWindow(rows.length, selected, Math.max(1, maxRows))
  return (
    <Box flexDirection="column">
      <Text bold>{`  ${HEADERS.map((header, column) => pad(header, column)).join("  ")}`}</Text>
      {start > 0 && <Text dimColor>{`  ↑ ${start} more`}</Text>}
      {rows.slice(start, end).map(({ order, text }) => {
        const isSelected = order.id === selectedId
        const age = ageStyle[ageBand(orderAge(order, now))]
        return (
          <Text key={order.id} inverse={isSelected} wrap="truncate">
            {isSelected ? "› " : "  "}
            {pad(text[0], 0)}
            {"  "}
            {pad(text[1], 1)}
            {"  "}
            {pad(text[2], 2)}
            {"  "}
            <Text {...age}>{pad(text[3], 3)}</Text>
            {"  "}
            {pad(text[4], 4)}
            {"  "}
            <Text color={statusColour[dashboardStatusColour(toDashboardStatus(order.status))]}>
              {text[5]}
            </Text>
          </Text>
        )
      })}
      {end < rows.length && <Text dimColor>{`  ↓ ${rows.length - end} more`}</Text>}
    </Box>
  )
}
