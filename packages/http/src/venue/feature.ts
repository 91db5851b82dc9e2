import { feature } from "../platform/feature.js"
import { VenueHandlers } from "./http.js"
import { Venue } from "./venue.js"

/** The venue's configuration (name, hours, delivery area) and its one endpoint. */
export const venueFeature = feature({
  name: "venue",
  live: VenueHandlers,
  shares: Venue.live,
  migrations: {}
})
