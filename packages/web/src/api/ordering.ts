import { queryOptions } from "@tanstack/react-query"
import { takeBootData } from "../app/boot-data"
import { callApi } from "./client"

/** How often an open ordering screen asks again (the kitchen may pause, the clock may pass closing). */
export const ORDERING_STATUS_POLL_MS = 60_000

/** Whether the grill takes orders now, and what it quotes (GET /api/ordering/status). */
export const orderingStatusQuery = queryOptions({
  queryKey: ["ordering", "status"],
  queryFn: ({ signal }) => callApi((client) => client.ordering.status(), signal),
  refetchInterval: ORDERING_STATUS_POLL_MS,
  initialData: () => takeBootData("ordering")
})
