import { queryOptions } from "@tanstack/react-query"
import { takeBootData } from "../app/boot-data"
import { callApi } from "./client"
import { ORDERING_STATUS_POLL_MS, orderingStatusQuery } from "./ordering"
import { STAFF_QUERY_ROOT } from "./staff/auth"

/** How often the outlets' "open now" and next openings are asked again while a screen shows them. */
const OUTLETS_POLL_MS = 60_000

/** The outlets taking orders, in the club's order (GET /api/outlets): the first is the default one. */
export const outletsQuery = queryOptions({
  queryKey: ["outlets"],
  queryFn: ({ signal }) => callApi((client) => client.outlets.list(), signal),
  refetchInterval: OUTLETS_POLL_MS,
  initialData: () => takeBootData("outlets")
})

/** Every outlet, retired ones too, with its settings (GET /api/staff/outlets, staff only). */
export const staffOutletsQuery = queryOptions({
  queryKey: [STAFF_QUERY_ROOT, "outlets", "all"],
  queryFn: ({ signal }) => callApi((client) => client.outlets.all(), signal)
})

/**
 * Whether an outlet takes orders now (null: the first outlet, as the spec's /api/ordering/status
 * says, from the page's boot data). Under the same key prefix, so whatever refreshes the
 * first's status refreshes every outlet's.
 */
export const outletStatusQuery = (outlet: string | null) =>
  outlet === null
    ? orderingStatusQuery
    : queryOptions({
        queryKey: [...orderingStatusQuery.queryKey, outlet],
        queryFn: ({ signal }) =>
          callApi((client) => client.outlets.status({ path: { slug: outlet } }), signal),
        refetchInterval: ORDERING_STATUS_POLL_MS
      })
