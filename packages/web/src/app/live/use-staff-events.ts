import { useQueryClient } from "@tanstack/react-query"
import { useEffect } from "react"
import { orderingStatusQuery } from "../../api/ordering"
import { STAFF_QUERY_ROOT } from "../../api/staff/auth"
import { golfCartOrdersQuery, ORDER_LISTS_KEY } from "../../api/staff/orders"
import { golfCartFleetQuery } from "../../api/staff/places"
import { printersQuery } from "../../api/staff/printers"
import { followEvents } from "./follow-events"
import { applyMenuEvent } from "./menu-event"
import { noteNewOrder, setStreamState } from "./staff-live-store"

const STAFF_EVENTS = [
  "order.created",
  "order.updated",
  "menu.updated",
  "cart.position",
  "ordering.updated",
  "printers.updated"
] as const

const orderNumberOf = (data: unknown): string | undefined =>
  typeof data === "object" && data !== null && "orderNumber" in data && typeof data.orderNumber === "string"
    ? data.orderNumber
    : undefined

/**
 * Keeps every staff screen current from the server's event stream: each event refetches the
 * lists it touches (within a second of a change made anywhere), a new order is noted for the
 * dashboard's alert, and every (re)connection refetches everything in case events were missed.
 * The screens' own polling stays as the fallback while the stream is down.
 */
export function useStaffEvents() {
  const queryClient = useQueryClient()
  useEffect(
    () =>
      followEvents("/api/events", STAFF_EVENTS, {
        onState: setStreamState,
        onOpen: () => void queryClient.invalidateQueries({ queryKey: [STAFF_QUERY_ROOT] }),
        onEvent: (name, data) => {
          if (name === "order.created" || name === "order.updated") {
            void queryClient.invalidateQueries({ queryKey: ORDER_LISTS_KEY })
            void queryClient.invalidateQueries({ queryKey: ["orders"] })
            const orderNumber = orderNumberOf(data)
            if (name === "order.created" && orderNumber !== undefined) noteNewOrder(orderNumber)
          } else if (name === "menu.updated") {
            applyMenuEvent(queryClient, data)
          } else if (name === "ordering.updated") {
            void queryClient.invalidateQueries({ queryKey: orderingStatusQuery.queryKey })
          } else if (name === "printers.updated") {
            void queryClient.invalidateQueries({ queryKey: printersQuery.queryKey })
          } else if (name === "cart.position") {
            void queryClient.invalidateQueries({ queryKey: golfCartFleetQuery.queryKey })
            // A moving cart moves its orders' meeting point and minutes too.
            void queryClient.invalidateQueries({ queryKey: golfCartOrdersQuery.queryKey })
          }
        }
      }),
    [queryClient]
  )
}
