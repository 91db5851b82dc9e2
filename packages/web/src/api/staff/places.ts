import { queryOptions } from "@tanstack/react-query"
import { callApi } from "../client"
import { STAFF_QUERY_ROOT } from "./auth"

/** Resident addresses matching `search` (all of them, a page at a time, when blank). */
export const communityAddressesQuery = (search: string) =>
  queryOptions({
    queryKey: [STAFF_QUERY_ROOT, "addresses", search],
    queryFn: ({ signal }) => callApi((client) => client.addresses.search({ urlParams: { search } }), signal)
  })

/** Live positions of the whole fleet, keyed by cart id. */
export const golfCartFleetQuery = queryOptions({
  queryKey: [STAFF_QUERY_ROOT, "golf-carts"],
  queryFn: ({ signal }) =>
    callApi((client) => client.golfCarts.fleet(), signal).then((response) => response.carts)
})
