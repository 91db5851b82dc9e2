import { Layer } from "effect"
import { feature } from "../platform/feature.js"
import { GrillEvents } from "./grill-events.js"
import { EventsHandlers } from "./http.js"
import { migration as m0012 } from "./migrations/0012_event_ids.js"
import { StreamAdmission } from "./stream-admission.js"

/**
 * The server's events: one hub for the whole process, which every publisher and stream share and
 * the pages read the event id their data is current to from.
 */
export const eventsFeature = feature({
  name: "events",
  live: EventsHandlers.pipe(Layer.provide(StreamAdmission.Default)),
  shares: GrillEvents.Default,
  migrations: { "0012_event_ids": m0012 }
})
