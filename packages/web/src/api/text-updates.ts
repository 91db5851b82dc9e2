import { queryOptions } from "@tanstack/react-query"
import { callApi } from "./client"

/** The order page's switch for texts about the order: whether it is offered, on, or stopped by a STOP reply. */
export const textUpdatesQuery = (orderNumber: string) =>
  queryOptions({
    queryKey: ["orders", "text-updates", orderNumber],
    queryFn: ({ signal }) =>
      callApi((client) => client.notifications.textUpdates({ path: { orderNumber } }), signal)
  })

/** Turns texts about the order on or off; answers the switch as it now stands. */
export const turnTextUpdates = (orderNumber: string, on: boolean) =>
  callApi((client) => client.notifications.turnTextUpdates({ path: { orderNumber }, payload: { on } }))
