import type { Order } from "@grill/http"
import { useQuery } from "@tanstack/react-query"
import { RefreshCw } from "lucide-react"
import { CLOSED_ORDERS_POLL_MS, closedOrdersQuery } from "../../../api/staff/orders"
import { useVenue } from "../../../api/venue"
import { Button } from "../../../components/Button"
import { OrderStatusBadge } from "../../../components/OrderStatusBadge"
import { BackToDashboard } from "../shared/BackToDashboard"
import { KeyHint } from "../shared/KeyHint"
import { EmptyState, LoadError } from "../shared/ListMessage"
import { OutletChips, useOutletFilter } from "../shared/OutletChips"
import { ViewDetailsLink } from "../shared/order-cells"
import { dateColumn, ORDER_COLUMNS, StaffOrdersTable } from "../shared/StaffOrdersTable"
import { StaffPageHeader } from "../shared/StaffPageHeader"
import { useShortcut } from "../shared/use-shortcut"
import { OrderNumber } from "./OrderNumber"

function ClosedOrdersTable({ orders }: { readonly orders: ReadonlyArray<Order> }) {
  const venue = useVenue()
  return (
    <StaffOrdersTable
      label="Closed orders"
      orders={orders}
      orderNumber={(order) => <OrderNumber order={order} />}
      columns={[
        ORDER_COLUMNS.customer,
        ORDER_COLUMNS.type,
        dateColumn(venue.timeZone),
        ORDER_COLUMNS.total,
        { header: "Status", cell: (order) => <OrderStatusBadge status={order.status} /> },
        {
          header: "Actions",
          cell: (order) =>
            order.orderNumber.trim() !== "" && <ViewDetailsLink orderNumber={order.orderNumber} />
        }
      ]}
    />
  )
}

/** Delivered and cancelled orders, newest first, polled every 30 s while open. */
export default function ClosedOrdersScreen() {
  const venue = useVenue()
  const orders = useQuery({ ...closedOrdersQuery, refetchInterval: CLOSED_ORDERS_POLL_MS })
  const refresh = () => void orders.refetch()
  useShortcut("r", refresh)
  const filter = useOutletFilter()
  const shown = orders.isSuccess ? filter.shown(orders.data) : []
  return (
    <div className="staff-screen">
      <title>{`Closed Orders · ${venue.name}`}</title>
      <BackToDashboard />
      <StaffPageHeader title="Closed Orders" subtitle={filter.heading}>
        <Button variant="secondary" onClick={refresh} aria-keyshortcuts="r">
          <RefreshCw aria-hidden size={18} className={orders.isFetching ? "spin" : undefined} />
          Refresh
          <KeyHint shortcut="r" />
        </Button>
      </StaffPageHeader>
      <OutletChips outlets={filter.outlets} chosen={filter.chosen} onChoose={filter.choose} />
      {orders.isPending && <p className="staff-muted">Loading orders...</p>}
      {orders.isError && <LoadError title="Error loading orders" onRetry={() => void orders.refetch()} />}
      {orders.isSuccess &&
        (shown.length === 0 ? (
          <EmptyState title="No closed orders found" />
        ) : (
          <ClosedOrdersTable orders={shown} />
        ))}
    </div>
  )
}
