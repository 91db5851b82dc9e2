import {
  adminActionFor,
  adminStatusLabel,
  dashboardStatusColour,
  type OrderStatus,
  toDashboardStatus
} from "@grill/core"
import type { Order } from "@grill/http"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { Link } from "react-router-dom"
import { allOrdersQuery, ORDER_LISTS_KEY, setOrderStatus } from "../../../api/staff/orders"
import { useVenue } from "../../../api/venue"
import { Button } from "../../../components/Button"
import { EmptyState, LoadError } from "../shared/ListMessage"
import { ORDER_COLUMNS, StaffOrdersTable } from "../shared/StaffOrdersTable"

function AdminStatusBadge({ status }: { readonly status: OrderStatus }) {
  return (
    <span
      className={`status-badge status-badge--compact status-badge--${dashboardStatusColour(toDashboardStatus(status))}`}
    >
      {adminStatusLabel(status)}
    </span>
  )
}

/**
 * Complete when pending, Reset otherwise. The row changes only once the server accepts;
 * a refusal is only logged (spec section 8), the row then simply keeps its status.
 */
function AdminAction({ order }: { readonly order: Order }) {
  const queryClient = useQueryClient()
  const action = adminActionFor(order.status)
  const change = useMutation({
    mutationFn: () => setOrderStatus(order.id, action.to),
    onSuccess: (updated) => {
      // Other lists (dashboard, closed orders) reload when next shown; this one updates in place.
      void queryClient.invalidateQueries({ queryKey: ORDER_LISTS_KEY, refetchType: "none" })
      queryClient.setQueryData(allOrdersQuery.queryKey, (orders) =>
        orders?.map((row) => (row.id === updated.id ? updated : row))
      )
    },
    onError: (error) => console.error(`Could not set order ${order.orderNumber} to ${action.to}`, error)
  })
  return (
    <Button
      size="small"
      variant={action.label === "Complete" ? "primary" : "secondary"}
      disabled={change.isPending}
      onClick={() => change.mutate()}
      aria-label={`${action.label} order ${order.orderNumber}`}
    >
      {action.label}
    </Button>
  )
}

function AdminOrdersTable({ orders }: { readonly orders: ReadonlyArray<Order> }) {
  const venue = useVenue()
  // The browser's own locale format (spec: "Date (locale format)"), on the venue's clock.
  const localDate = (createdAt: string) =>
    new Date(createdAt).toLocaleString(undefined, {
      dateStyle: "short",
      timeStyle: "short",
      timeZone: venue.timeZone
    })
  return (
    <StaffOrdersTable
      label="All orders"
      orders={orders}
      columns={[
        { header: "Date", nowrap: true, cell: (order) => localDate(order.createdAt) },
        ORDER_COLUMNS.customer,
        ORDER_COLUMNS.type,
        ORDER_COLUMNS.total,
        { header: "Status", cell: (order) => <AdminStatusBadge status={order.status} /> },
        {
          header: "Actions",
          cell: (order) => (
            <div className="staff-table__actions">
              <Link
                to={`/order/${encodeURIComponent(order.orderNumber)}`}
                className="button button--ghost button--small"
                aria-label={`View order ${order.orderNumber}`}
              >
                View
              </Link>
              <AdminAction order={order} />
            </div>
          )
        }
      ]}
    />
  )
}

export function AdminOrders() {
  const orders = useQuery(allOrdersQuery)
  if (orders.isPending) return <p className="staff-muted">Loading orders...</p>
  if (orders.isError) return <LoadError title="Error loading orders. Please try again later." />
  if (orders.data.length === 0) return <EmptyState title="No orders found." />
  return <AdminOrdersTable orders={orders.data} />
}
