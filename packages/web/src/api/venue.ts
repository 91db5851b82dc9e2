import { queryOptions, useSuspenseQuery } from "@tanstack/react-query"
import { callApi } from "./client"

export const venueQuery = queryOptions({
  queryKey: ["venue"],
  queryFn: ({ signal }) => callApi((client) => client.venue.get(), signal)
})

/** The venue's facts (name, hours, tax, fees...): suspends until loaded, then never refetches. */
export const useVenue = () => useSuspenseQuery(venueQuery).data
