import { queryOptions } from "@tanstack/react-query"
import { bootData, takeBootData } from "../app/boot-data"
import { callApi } from "./client"

/** The order page's switch for texts about the order: whether it is offered, on, or stopped by a STOP reply. */
export const textUpdatesQuery = (orderNumber: string) =>
  queryOptions({
    queryKey: ["orders", "text-updates", orderNumber],
    queryFn: ({ signal }) =>
      callApi((client) => client.notifications.textUpdates({ path: { orderNumber } }), signal),
    // The page came with this order's switch: its first paint needs no call (nor the typed client).
    initialData: () =>
      bootData().order?.orderNumber === orderNumber.trim().toUpperCase()
        ? takeBootData("textUpdates")
        : undefined
  })

/** Turns texts about the order on or off; answers the switch as it now stands. */
export const turnTextUpdates = (orderNumber: string, on: boolean) =>
  callApi((client) => client.notifications.turnTextUpdates({ path: { orderNumber }, payload: { on } }))
