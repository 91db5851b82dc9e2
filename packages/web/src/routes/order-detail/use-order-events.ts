import { useQueryClient } from "@tanstack/react-query"
import { useEffect } from "react"
import { orderByNumberQuery } from "../../api/orders"
import { followEvents } from "../../app/live/follow-events"

/**
 * Keeps a customer's order page current: the order's own event stream says when its status
 * changes, and the page refetches the order (also on every reconnection, for what it missed).
 */
export function useOrderEvents(orderNumber: string) {
  const queryClient = useQueryClient()
  useEffect(() => {
    const refetch = () =>
      void queryClient.invalidateQueries({ queryKey: orderByNumberQuery(orderNumber).queryKey })
    return followEvents(`/api/orders/${encodeURIComponent(orderNumber)}/events`, ["order.updated"], {
      onOpen: refetch,
      onEvent: refetch,
      onState: () => undefined
    })
  }, [orderNumber, queryClient])
}
