import { orderTypeLabel } from "@grill/core"
import type { Order } from "@grill/http"
import { useQuery } from "@tanstack/react-query"
import { RefreshCw } from "lucide-react"
import { CLOSED_ORDERS_POLL_MS, closedOrdersQuery } from "../../../api/staff/orders"
import { useVenue } from "../../../api/venue"
import { Button } from "../../../components/Button"
import { Money } from "../../../components/Money"
import { OrderStatusBadge } from "../../../components/OrderStatusBadge"
import { BackToDashboard } from "../shared/BackToDashboard"
import { formatOrderDateTime } from "../shared/format"
import { KeyHint } from "../shared/KeyHint"
import { EmptyState, LoadError } from "../shared/ListMessage"
import { CustomerCell, ViewDetailsLink } from "../shared/order-cells"
import { StaffPageHeader } from "../shared/StaffPageHeader"
import { TableRegion } from "../shared/TableRegion"
import { useShortcut } from "../shared/use-shortcut"
import { OrderNumber } from "./OrderNumber"

function ClosedOrdersTable({ orders }: { readonly orders: ReadonlyArray<Order> }) {
  const venue = useVenue()
  return (
    <TableRegion label="Closed orders">
      <table className="staff-table">
        <thead>
          <tr>
            <th scope="col">Order #</th>
            <th scope="col">Customer</th>
            <th scope="col">Type</th>
            <th scope="col">Date</th>
            <th scope="col" className="staff-table__number">
              Total
            </th>
            <th scope="col">Status</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id} data-order-number={order.orderNumber}>
              <th scope="row" className="staff-table__order-number">
                <OrderNumber order={order} />
              </th>
              <CustomerCell order={order} />
              <td className="staff-table__nowrap">{orderTypeLabel(order.orderType)}</td>
              <td className="staff-table__nowrap">{formatOrderDateTime(order.createdAt, venue.timeZone)}</td>
              <td className="staff-table__number">
                <Money cents={order.total} />
              </td>
              <td>
                <OrderStatusBadge status={order.status} />
              </td>
              <td>
                {order.orderNumber.trim() !== "" && <ViewDetailsLink orderNumber={order.orderNumber} />}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  )
}

/** Delivered and cancelled orders, newest first, polled every 30 s while open. */
export default function ClosedOrdersScreen() {
  const venue = useVenue()
  const orders = useQuery({ ...closedOrdersQuery, refetchInterval: CLOSED_ORDERS_POLL_MS })
  const refresh = () => void orders.refetch()
  useShortcut("r", refresh)
  return (
    <div className="staff-screen">
      <title>{`Closed Orders · ${venue.name}`}</title>
      <BackToDashboard />
      <StaffPageHeader title="Closed Orders">
        <Button variant="secondary" onClick={refresh} aria-keyshortcuts="r">
          <RefreshCw aria-hidden size={18} className={orders.isFetching ? "spin" : undefined} />
          Refresh
          <KeyHint shortcut="r" />
        </Button>
      </StaffPageHeader>
      {orders.isPending && <p className="staff-muted">Loading orders...</p>}
      {orders.isError && <LoadError title="Error loading orders" onRetry={() => void orders.refetch()} />}
      {orders.isSuccess &&
        (orders.data.length === 0 ? (
          <EmptyState title="No closed orders found" />
        ) : (
          <ClosedOrdersTable orders={orders.data} />
        ))}
    </div>
  )
}
