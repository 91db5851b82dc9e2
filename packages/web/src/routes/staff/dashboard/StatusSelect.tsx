import {
  DASHBOARD_STATUSES,
  type DashboardStatus,
  dashboardStatusColour,
  dashboardStatusLabel,
  toDashboardStatus
} from "@grill/core"
import type { Order } from "@grill/http"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { useState } from "react"
import { ORDER_LISTS_KEY, setOrderStatus } from "../../../api/staff/orders"
import { showToast } from "../../../components/toast-store"
import { CancelOrderDialog } from "./CancelOrderDialog"

/**
 * Any of the five statuses, without restriction (spec section 4). The select wears the
 * status colour and its word; the lists (and the summary) refetch once the server agrees.
 * "Cancelled" asks first, with the reason the customer reads.
 */
export function StatusSelect({ order }: { readonly order: Order }) {
  const queryClient = useQueryClient()
  const change = useMutation({
    mutationFn: ({ status, reason }: { readonly status: DashboardStatus; readonly reason?: string }) =>
      setOrderStatus(order.id, status, reason),
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
  const [confirmingCancel, setConfirmingCancel] = useState(false)
  const shown = change.isPending ? change.variables.status : toDashboardStatus(order.status)
  const choose = (status: DashboardStatus) =>
    status === "cancelled" ? setConfirmingCancel(true) : change.mutate({ status })
  return (
    <>
      <select
        className={`status-select status-select--${dashboardStatusColour(shown)}`}
        aria-label={`Status of order ${order.orderNumber}`}
        value={shown}
        disabled={change.isPending}
        onChange={(event) => choose(event.target.value as DashboardStatus)}
      >
        {DASHBOARD_STATUSES.map((status) => (
          <option key={status} value={status}>
            {dashboardStatusLabel(status, "list")}
          </option>
        ))}
      </select>
      {confirmingCancel && (
        <CancelOrderDialog
          order={order}
          onClose={() => setConfirmingCancel(false)}
          onCancel={(reason) => {
            setConfirmingCancel(false)
            change.mutate({ status: "cancelled", reason })
          }}
        />
      )}
    </>
  )
}
