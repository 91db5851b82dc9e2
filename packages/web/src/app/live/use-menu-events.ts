import { useQueryClient } from "@tanstack/react-query"
import { useEffect } from "react"
import { followEvents } from "./follow-events"
import { applyMenuEvent } from "./menu-event"

/**
 * Keeps a customer's menu current from the public menu stream: an item whose count runs out reads
 * "Sold out" within a second, without a reload, and any edit refetches the menu;
 * a (re)connection refetches too, in case something was missed while it was down. Staff screens
 * hear the same events on their own stream (use-staff-events.ts).
 */
export function useMenuEvents() {
  const queryClient = useQueryClient()
  useEffect(() => {
    const refetchMenu = () => void queryClient.invalidateQueries({ queryKey: ["menu"] })
    let opened = false
    return followEvents("/api/menu/events", ["menu.updated", "events.missed"], {
      onState: () => {},
      // The first connection comes with the page's own menu; later ones may have missed events.
      onOpen: () => {
        if (opened) refetchMenu()
        opened = true
      },
      onEvent: (_name, data) => applyMenuEvent(queryClient, data)
    })
  }, [queryClient])
}
