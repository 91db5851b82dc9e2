import type { GolfCartAction } from "@grill/core"
import type { Order } from "@grill/http"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { isApiError } from "../../../api/api-error"
import { golfCartOrdersQuery, ORDER_LISTS_KEY, setOrderStatus } from "../../../api/staff/orders"
import { Button } from "../../../components/Button"

const failureMessage = (error: unknown) =>
  isApiError(error) && error.kind === "network"
    ? "Network error when updating order status"
    : `Failed to update order status: ${error instanceof Error ? error.message : String(error)}`

/** The one forward step (Start Preparing, Mark Ready, Mark Delivered); the card updates in place. */
export function StatusAction({
  order,
  action,
  onFailed
}: {
  readonly order: Order
  readonly action: GolfCartAction
  readonly onFailed: (message: string) => void
}) {
  const queryClient = useQueryClient()
  const advance = useMutation({
    mutationFn: () => setOrderStatus(order.id, action.to),
    onSuccess: (updated) => {
      void queryClient.invalidateQueries({ queryKey: ORDER_LISTS_KEY, refetchType: "none" })
      queryClient.setQueryData(golfCartOrdersQuery.queryKey, (orders) =>
        orders?.map((row) => (row.id === updated.id ? updated : row))
      )
    },
    onError: (error) => onFailed(failureMessage(error))
  })
  return (
    <Button size="small" disabled={advance.isPending} onClick={() => advance.mutate()}>
      {action.label}
      <span className="visually-hidden"> for order {order.orderNumber}</span>
    </Button>
  )
}
