import { orderTypeLabel } from "@grill/core"
import type { Order } from "@grill/http"
import { useVenue } from "../../../api/venue"
import { markSeen, useStaffLive } from "../../../app/live/staff-live-store"
import { Money } from "../../../components/Money"
import { formatOrderDateTime } from "../shared/format"
import { OrderAge } from "../shared/OrderAge"
import { CustomerCell, ViewDetailsLink } from "../shared/order-cells"
import { TableRegion } from "../shared/TableRegion"
import { useNow } from "../shared/use-now"
import { StatusSelect } from "./StatusSelect"

/** The kitchen's working list: oldest worries at a glance (age colours), status changed in place. */
export function OpenOrdersTable({ orders }: { readonly orders: ReadonlyArray<Order> }) {
  const venue = useVenue()
  const now = useNow()
  const { unseen } = useStaffLive()
  const isNew = (orderNumber: string) => unseen.some((order) => order.orderNumber === orderNumber)
  return (
    <TableRegion label="Open orders">
      <table className="staff-table">
        <thead>
          <tr>
            <th scope="col">Order #</th>
            <th scope="col">Customer</th>
            <th scope="col">Type</th>
            <th scope="col">Date</th>
            <th scope="col" className="staff-table__number">
              Age (min)
            </th>
            <th scope="col" className="staff-table__number">
              Total
            </th>
            <th scope="col">Status</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr
              key={order.id}
              data-order-number={order.orderNumber}
              className={isNew(order.orderNumber) ? "staff-table__row--new" : undefined}
              // Looked at: pointed at, or a control in the row used.
              onPointerEnter={() => markSeen(order.orderNumber)}
              onFocus={() => markSeen(order.orderNumber)}
            >
              <th scope="row" className="staff-table__order-number">
                {order.orderNumber}
                {isNew(order.orderNumber) && <span className="new-badge">New</span>}
              </th>
              <CustomerCell order={order} />
              <td className="staff-table__nowrap">{orderTypeLabel(order.orderType)}</td>
              <td className="staff-table__nowrap">{formatOrderDateTime(order.createdAt, venue.timeZone)}</td>
              <td className="staff-table__number">
                <OrderAge createdAt={order.createdAt} now={now} />
              </td>
              <td className="staff-table__number">
                <Money cents={order.total} />
              </td>
              <td>
                <StatusSelect order={order} />
              </td>
              <td>
                <ViewDetailsLink orderNumber={order.orderNumber} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  )
}
