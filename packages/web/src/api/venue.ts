import type { VenueConfig } from "@grill/core"
import { queryOptions, useSuspenseQuery } from "@tanstack/react-query"
import { bootData } from "../app/boot-data"
import { callApi } from "./client"

export const venueQuery = queryOptions({
  queryKey: ["venue"],
  queryFn: ({ signal }) => callApi((client) => client.venue.get(), signal),
  // The venue's fields from the page: the shell renders at once. (No code reads it as a class.)
  initialData: () => bootData().venue as VenueConfig | undefined
})

/** The venue's facts (name, hours, tax, fees...): suspends until loaded, then never refetches. */
export const useVenue = () => useSuspenseQuery(venueQuery).data
