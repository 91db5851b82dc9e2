import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import { Effect } from "effect"
import { GrillApi } from "../api.js"
import { Venue } from "./venue.js"

export const VenueHandlers = HttpApiBuilder.group(GrillApi, "venue", (handlers) =>
  Effect.map(Venue, (venue) => handlers.handle("get", () => Effect.succeed(venue)))
)
