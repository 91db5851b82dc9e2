import {
  describePickupTime,
  meetingNote,
  orderPaymentLabel,
  orderPhoneText,
  orderTypeLabel
} from "@grill/core"
import type { Order } from "@grill/http"
import type { HTMLAttributes, ReactNode } from "react"
import { Money } from "../../../components/Money"
import { formatOrderDateTime } from "./format"
import { TableRegion } from "./TableRegion"

/** One column of a staff order table: its header, how a cell reads, and how it sits. */
export interface OrderColumn {
  readonly header: string
  readonly cell: (order: Order) => ReactNode
  /** Right-aligned figures (ages, money). */
  readonly numeric?: boolean
  /** Kept on one line (types, dates). */
  readonly nowrap?: boolean
}

/** The columns every staff list shares; each list puts them in its own order beside its own. */
export const ORDER_COLUMNS = {
  customer: {
    header: "Customer",
    cell: (order) => (
      <>
        {order.contactInfo.name}
        <span className="staff-table__secondary">{orderPhoneText(order.contactInfo.phone)}</span>
      </>
    )
  },
  type: { header: "Type", nowrap: true, cell: (order) => orderTypeLabel(order.orderType) },
  total: {
    header: "Total",
    numeric: true,
    cell: (order) => (
      <>
        <Money cents={order.total} />
        {order.rewardCode !== null && (
          <span className="staff-table__secondary">Reward {order.rewardCode}</span>
        )}
        <span className="staff-table__secondary staff-table__payment">{orderPaymentLabel(order)}</span>
      </>
    )
  }
} satisfies Record<string, OrderColumn>

/**
 * The type, and under it the order's time on the venue's clock: a scheduled order's ("Today at
 * 6:30 PM"), or where and when the runner meets a golf cart ("Meet around hole 10 at about 12:40
 * PM"), the promise the golfer was given.
 */
export const typeAndTimeColumn = (timeZone: string, now: Date): OrderColumn => ({
  header: "Type",
  nowrap: true,
  cell: (order) => {
    const meeting = order.pickupTime === null && order.eta ? meetingNote(order.eta, timeZone) : null
    return (
      <>
        {orderTypeLabel(order.orderType)}
        {order.pickupTime !== null && (
          <span className="staff-table__secondary">
            {describePickupTime(order.pickupTime, now, timeZone)}
          </span>
        )}
        {meeting !== null && (
          <span className="staff-table__secondary staff-table__secondary--sentence">{meeting}</span>
        )}
      </>
    )
  }
})

/** When it was placed, on the venue's clock. */
export const dateColumn = (timeZone: string): OrderColumn => ({
  header: "Date",
  nowrap: true,
  cell: (order) => formatOrderDateTime(order.createdAt, timeZone)
})

interface StaffOrdersTableProps {
  /** The table's name for screen readers (its scrolling region is labelled with it). */
  readonly label: string
  readonly orders: ReadonlyArray<Order>
  /** The row header: the order number, or what stands for it. */
  readonly orderNumber?: (order: Order) => ReactNode
  readonly columns: ReadonlyArray<OrderColumn>
  /** Extra attributes of a row (the dashboard marks new orders and when they are looked at). */
  readonly rowProps?: (order: Order) => HTMLAttributes<HTMLTableRowElement>
  /** On a phone each row becomes a card (every cell labelled), so nothing needs a sideways scroll. */
  readonly cards?: boolean
}

const cellClass = (column: OrderColumn) =>
  [column.numeric ? "staff-table__number" : "", column.nowrap ? "staff-table__nowrap" : ""]
    .filter(Boolean)
    .join(" ") || undefined

/**
 * The dashboard's, the closed orders' and the admin's tables: the order number as each row's
 * header, then the list's own columns.
 */
export function StaffOrdersTable({
  label,
  orders,
  orderNumber = (order) => order.orderNumber,
  columns,
  rowProps,
  cards = false
}: StaffOrdersTableProps) {
  return (
    <TableRegion label={label}>
      <table className={cards ? "staff-table staff-table--cards" : "staff-table"}>
        <thead>
          <tr>
            <th scope="col">Order #</th>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={column.numeric ? "staff-table__number" : undefined}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id} data-order-number={order.orderNumber} {...rowProps?.(order)}>
              <th scope="row" className="staff-table__order-number">
                {orderNumber(order)}
              </th>
              {columns.map((column) => (
                <td key={column.header} className={cellClass(column)} data-label={column.header}>
                  {column.cell(order)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  )
}
