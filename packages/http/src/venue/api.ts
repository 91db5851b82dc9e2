import * as HttpApiEndpoint from "@effect/platform/HttpApiEndpoint"
import * as HttpApiGroup from "@effect/platform/HttpApiGroup"
import { VenueConfig } from "@grill/core"

/** The venue's public facts (name, hours, prices rules) so every client renders and prices alike. */
export class VenueApi extends HttpApiGroup.make("venue").add(
  HttpApiEndpoint.get("get", "/api/venue").addSuccess(VenueConfig)
) {}
