import type { CheckoutDraft, VenueConfig } from "@grill/core"
import { type GolfCart, makeOrderSubmission, type OrderSubmission } from "@grill/http"

/** The checkout's draft as the order to send (the API's types, so this module loads on first submit). */
export const buildSubmission = (draft: CheckoutDraft<GolfCart>, venue: VenueConfig): OrderSubmission =>
  makeOrderSubmission(draft, venue)
