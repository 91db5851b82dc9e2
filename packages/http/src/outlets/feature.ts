import { Layer } from "effect"
import { feature } from "../platform/feature.js"
import { migration as m0500 } from "./migrations/0500_outlets.js"
import { OutletDirectory } from "./outlet-directory.js"

/** The club's outlets (the grill is the first), each with its own settings over the venue's. */
export const outletsFeature = feature({
  name: "outlets",
  live: Layer.empty,
  shares: OutletDirectory.Default,
  migrations: {
    // One club, several outlets: the grill becomes outlet 1 of its own table (issue 40).
    "0500_outlets": m0500
  }
})
