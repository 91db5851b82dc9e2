import { Layer } from "effect"
import { KitchenDecisions } from "../kitchen/kitchen-decisions.js"
import { feature } from "../platform/feature.js"
import { OutletsHandlers } from "./http.js"
import { migration as m0500 } from "./migrations/0500_outlets.js"
import { OutletDirectory } from "./outlet-directory.js"
import { Outlets } from "./outlets.js"

/** The club's outlets (the grill is the first), each with its own settings over the venue's. */
export const outletsFeature = feature({
  name: "outlets",
  // Each outlet's kitchen controls are the kitchen's decisions, about the outlet a route names.
  live: OutletsHandlers.pipe(Layer.provide([Outlets.Default, KitchenDecisions.Default])),
  shares: OutletDirectory.Default,
  migrations: {
    // One club, several outlets: the grill becomes outlet 1 of its own table (issue 40).
    "0500_outlets": m0500
  }
})
