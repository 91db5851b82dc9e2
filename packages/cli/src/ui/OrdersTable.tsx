import { ageBand, dashboardStatusColour, orderTypeLabel, toDashboardStatus } from "@grill/core"
import type { Order } from "@grill/http"
import { Box, Text } from "ink"
import { Fragment } from "react"
import {
  ORDER_TABLE_COLUMNS,
  type OrderCells,
  orderAge,
  orderCells,
  orderTimeNote
} from "../format/orders.js"
import { ageStyle, statusColour } from "./theme.js"

/** The venue's clock: what an order's time needs. */
export interface OrderClock {
  readonly timeZone: string
}

interface Cells {
  readonly order: Order
  readonly text: OrderCells
  /** Under the type, as on the dashboard: a scheduled order's time, or where and when a cart is met. */
  readonly time: string | undefined
}

const cellsOf = (order: Order, now: Date, clock: OrderClock | undefined): Cells => ({
  order,
  time: clock === undefined ? undefined : orderTimeNote(order, now, clock.timeZone),
  text: orderCells(order, now, orderTypeLabel(order.orderType))
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
  /** Without it (before the venue is known) the orders' times are left out. */
  readonly clock?: OrderClock | undefined
}

/**
 * The dashboard's open-orders table, with a marker on the selected order. An order with a time
 * takes a second line for it; the window then counts two lines an order, so it never outgrows
 * `maxRows`.
 */
export function OrdersTable({ orders, selectedId, now, maxRows, clock }: OrdersTableProps) {
  const rows = orders.map((order) => cellsOf(order, now, clock))
  const linesPerOrder = rows.some((row) => row.time !== undefined) ? 2 : 1
  const widths = ORDER_TABLE_COLUMNS.map(({ header }, column) =>
    Math.max(header.length, ...rows.map((row) => row.text[column]?.length ?? 0))
  )
  const pad = (text: string, column: number) => {
    const width = widths[column] ?? 0
    return ORDER_TABLE_COLUMNS[column]?.align === "right" ? text.padStart(width) : text.padEnd(width)
  }
  // After the marker and the first two columns with their gaps.
  const typeColumnAt = 2 + (widths[0] ?? 0) + 2 + (widths[1] ?? 0) + 2
  const selected = Math.max(
    0,
    orders.findIndex((order) => order.id === selectedId)
  )
  const { start, end } = visibleWindow(
    rows.length,
    selected,
    Math.max(1, Math.floor(maxRows / linesPerOrder))
  )
  return (
    <Box flexDirection="column">
      <Text
        bold
      >{`  ${ORDER_TABLE_COLUMNS.map(({ header }, column) => pad(header, column)).join("  ")}`}</Text>
      {start > 0 && <Text dimColor>{`  ↑ ${start} more`}</Text>}
      {rows.slice(start, end).map(({ order, text, time }) => {
        const isSelected = order.id === selectedId
        const age = ageStyle[ageBand(orderAge(order, now))]
        return (
          <Fragment key={order.id}>
            <Text inverse={isSelected} wrap="truncate">
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
            {time !== undefined && (
              <Text dimColor wrap="truncate">{`${" ".repeat(typeColumnAt)}${time}`}</Text>
            )}
          </Fragment>
        )
      })}
      {end < rows.length && <Text dimColor>{`  ↓ ${rows.length - end} more`}</Text>}
    </Box>
  )
}
