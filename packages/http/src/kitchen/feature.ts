import { Layer } from "effect"
import { feature } from "../platform/feature.js"
import { KitchenHandlers, OrderingHandlers } from "./http.js"
import { KitchenDecisions } from "./kitchen-decisions.js"
import { migration as m0030 } from "./migrations/0030_kitchen_state.js"
import { Ordering } from "./ordering.js"

/** The kitchen: whether it takes orders, its pace, and its decisions on them. */
export const kitchenFeature = feature({
  name: "kitchen",
  live: Layer.mergeAll(OrderingHandlers, KitchenHandlers).pipe(Layer.provide(KitchenDecisions.Default)),
  shares: Ordering.Default,
  migrations: { "0030_kitchen_state": m0030 }
})
