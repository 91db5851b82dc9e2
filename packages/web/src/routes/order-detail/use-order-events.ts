import { useQueryClient } from "@tanstack/react-query"
import { useEffect } from "react"
import { bootOrderEventId, orderByNumberQuery } from "../../api/orders"
import { followEvents } from "../../app/live/follow-events"

/**
 * Keeps a customer's order page current: the order's own event stream says when its status
 * changes, and the page refetches the order (also on every reconnection, for what it missed).
 * A page that came with its order opens the stream from the event that order is current to:
 * the server replays anything after it, so the first connection refetches nothing (and the
 * page never loads the API client unless the order changes).
 */
export function useOrderEvents(orderNumber: string) {
  const queryClient = useQueryClient()
  useEffect(() => {
    const refetch = () =>
      void queryClient.invalidateQueries({ queryKey: orderByNumberQuery(orderNumber).queryKey })
    const resumeAfter = bootOrderEventId(orderNumber)
    const url = `/api/orders/${encodeURIComponent(orderNumber)}/events`
    let caughtUp = resumeAfter !== undefined
    return followEvents(
      resumeAfter === undefined ? url : `${url}?lastEventId=${resumeAfter}`,
      ["order.updated"],
      {
        onOpen: () => {
          if (caughtUp) caughtUp = false
          else refetch()
        },
        onEvent: refetch,
        onState: () => undefined
      }
    )
  }, [orderNumber, queryClient])
}
