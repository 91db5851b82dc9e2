import {
  DASHBOARD_STATUSES,
  type DashboardStatus,
  dashboardStatusColour,
  dashboardStatusLabel,
  toDashboardStatus
} from "@grill/core"
import type { Order } from "@grill/http"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { ORDER_LISTS_KEY, setOrderStatus } from "../../../api/staff/orders"
import { showToast } from "../../../components/toast-store"

/**
 * Any of the five statuses, without restriction (spec section 4). The select wears the
 * status colour and its word; the lists (and the summary) refetch once the server agrees.
 */
export function StatusSelect({ order }: { readonly order: Order }) {
  const queryClient = useQueryClient()
  const change = useMutation({
    mutationFn: (status: DashboardStatus) => setOrderStatus(order.id, status),
    onSuccess: () => {
      showToast({ title: "Order status updated" })
      return queryClient.invalidateQueries({ queryKey: ORDER_LISTS_KEY })
    },
    onError: () =>
      showToast({
        title: "Update failed",
        description: "Failed to update the order status. Please try again.",
        variant: "destructive"
      })
  })
  const shown = change.isPending ? change.variables : toDashboardStatus(order.status)
  return (
    <select
      className={`status-select status-select--${dashboardStatusColour(shown)}`}
      aria-label={`Status of order ${order.orderNumber}`}
      value={shown}
      disabled={change.isPending}
      onChange={(event) => change.mutate(event.target.value as DashboardStatus)}
    >
      {DASHBOARD_STATUSES.map((status) => (
        <option key={status} value={status}>
          {dashboardStatusLabel(status, "list")}
        </option>
      ))}
    </select>
  )
}
