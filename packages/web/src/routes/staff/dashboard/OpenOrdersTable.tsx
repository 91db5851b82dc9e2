import type { Order } from "@grill/http"
import { useVenue } from "../../../api/venue"
import { markSeen, useStaffLive } from "../../../app/live/staff-live-store"
import { OrderAge } from "../shared/OrderAge"
import { ViewDetailsLink } from "../shared/order-cells"
import { dateColumn, ORDER_COLUMNS, StaffOrdersTable, typeAndTimeColumn } from "../shared/StaffOrdersTable"
import { useNow } from "../shared/use-now"
import { StatusSelect } from "./StatusSelect"

interface OpenOrdersTableProps {
  readonly orders: ReadonlyArray<Order>
}

/** The kitchen's working list: oldest worries at a glance (age colours), status changed in place. */
export function OpenOrdersTable({ orders }: OpenOrdersTableProps) {
  const venue = useVenue()
  const now = useNow()
  const { unseen } = useStaffLive()
  const isNew = (orderNumber: string) => unseen.some((order) => order.orderNumber === orderNumber)
  return (
    <StaffOrdersTable
      label="Open orders table"
      orders={orders}
      cards
      orderNumber={(order) => (
        <>
          {order.orderNumber}
          {isNew(order.orderNumber) && <span className="new-badge">New</span>}
        </>
      )}
      rowProps={(order) => ({
        className: isNew(order.orderNumber) ? "staff-table__row--new" : undefined,
        // Looked at: pointed at, or a control in the row used.
        onPointerEnter: () => markSeen(order.orderNumber),
        onFocus: () => markSeen(order.orderNumber)
      })}
      columns={[
        ORDER_COLUMNS.customer,
        typeAndTimeColumn(venue.timeZone, now),
        dateColumn(venue.timeZone),
        {
          header: "Age (min)",
          numeric: true,
          cell: (order) => <OrderAge createdAt={order.createdAt} now={now} />
        },
        ORDER_COLUMNS.total,
        { header: "Status", cell: (order) => <StatusSelect order={order} /> },
        { header: "Actions", cell: (order) => <ViewDetailsLink orderNumber={order.orderNumber} /> }
      ]}
    />
  )
}
