import { Layer } from "effect"
import { feature } from "../platform/feature.js"
import { AddressCheck } from "./address-check.js"
import { CartLookup } from "./cart-lookup.js"
import { AddressesHandlers, GolfCartsHandlers, TeeSheetHandlers } from "./http.js"
import { AddressRepo, GolfCartRepo } from "./repo.js"

/** Where orders go: residents' addresses, golf carts and the tee sheet. */
export const placesFeature = feature({
  name: "places",
  live: Layer.mergeAll(AddressesHandlers, GolfCartsHandlers, TeeSheetHandlers).pipe(
    Layer.provide([AddressCheck.Default, AddressRepo.Default, CartLookup.Default, GolfCartRepo.Default])
  ),
  shares: Layer.empty,
  migrations: {}
})
