import { HttpApiBuilder } from "@effect/platform"
import { Effect, Option, Record } from "effect"
import { NotFound } from "../api/errors.js"
import { GrillApi } from "../api/index.js"
import { AddressRepo, GolfCartRepo } from "../repos/places-repo.js"
import { AddressCheck } from "../services/address-check.js"
import { TeeSheet } from "../services/tee-sheet.js"

/** Enough for a screen of chips; the heading says "(showing N of M)" when there are more. */
const ADDRESS_PAGE = 60
export const CART_GREETING = "Good luck on your round!"

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
    return handlers
      .handle("available", () => Effect.map(carts.availableIds, (cartIds) => ({ success: true, cartIds })))
      .handle("one", ({ path }) =>
        Effect.flatMap(
          carts.byId(path.cartId),
          Option.match({
            onNone: () => Effect.fail(new NotFound({ message: "Golf cart not found" })),
            onSome: (cart) => Effect.succeed({ success: true, cart, greeting: CART_GREETING })
          })
        )
      )
      .handle("fleet", () =>
        Effect.map(carts.all, (all) => ({
          success: true,
          carts: Record.fromEntries(all.map((cart) => [cart.cartId, cart]))
        }))
      )
  })
)

export const TeeSheetHandlers = HttpApiBuilder.group(GrillApi, "teeSheet", (handlers) =>
  Effect.gen(function* () {
    const teeSheet = yield* TeeSheet
    const carts = yield* GolfCartRepo
    return handlers.handle("golfer", ({ path }) =>
      Effect.gen(function* () {
        const golfer = yield* teeSheet.findGolferByPhone(path.phone)
        if (Option.isNone(golfer)) return yield* new NotFound({ message: "Golfer not found" })
        const { firstName, lastName, email, cartId } = golfer.value
        const cart = Option.isSome(cartId) ? yield* carts.byId(cartId.value) : Option.none()
        return { success: true, golfer: { firstName, lastName, email }, cartLocation: Option.getOrNull(cart) }
      })
    )
  })
)
