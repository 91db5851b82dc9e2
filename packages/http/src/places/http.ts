import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import { Effect } from "effect"
import { GrillApi } from "../api.js"
import { AddressCheck } from "./address-check.js"
import { CartLookup } from "./cart-lookup.js"
import { AddressRepo, GolfCartRepo } from "./repo.js"

/** Enough for a screen of chips; the heading says "(showing N of M)" when there are more. */
const ADDRESS_PAGE = 60

export const AddressesHandlers = HttpApiBuilder.group(GrillApi, "addresses", (handlers) =>
  Effect.gen(function* () {
    const check = yield* AddressCheck
    const addresses = yield* AddressRepo
    return handlers
      .handle("validate", ({ payload }) => check.check(payload))
      .handle("search", ({ urlParams }) => addresses.search(urlParams.search.trim(), ADDRESS_PAGE))
  })
)

export const GolfCartsHandlers = HttpApiBuilder.group(GrillApi, "golfCarts", (handlers) =>
  Effect.gen(function* () {
    const carts = yield* GolfCartRepo
    const lookup = yield* CartLookup
    return handlers
      .handle("available", () => Effect.map(carts.availableIds, (cartIds) => ({ success: true, cartIds })))
      .handle("one", ({ path }) => lookup.one(path.cartId))
      .handle("fleet", () => lookup.fleet)
  })
)

export const TeeSheetHandlers = HttpApiBuilder.group(GrillApi, "teeSheet", (handlers) =>
  Effect.gen(function* () {
    const lookup = yield* CartLookup
    return handlers.handle("golfer", ({ path }) => lookup.golfer(path.phone))
  })
)
