import { Effect, Option } from "effect"
import type { DeliveryAddress } from "../contract/schemas.js"
import { AddressCheck } from "../places/address-check.js"
import { GolfCartRepo } from "../places/repo.js"
import { Venue } from "../venue/venue.js"
import { OrderRejected } from "./api.js"
import type { OrderSubmission } from "./order-input.js"

/** A placement's refusal, with its title and message for the customer. */
export const rejectOrder = (title: string, message: string) => new OrderRejected({ title, message })

/**
 * Where an order goes, checked before it is placed: a delivery's address (the one sent, or the
 * member's saved one) within the venue's community, or a golf cart the course knows.
 */
export const orderDestination = Effect.gen(function* () {
  const venue = yield* Venue
  const addressCheck = yield* AddressCheck
  const carts = yield* GolfCartRepo

  const deliveryAddress = (submission: OrderSubmission, savedAddress: DeliveryAddress | null) =>
    Effect.gen(function* () {
      if (submission.orderType !== "delivery") return null
      const address = submission.useSavedAddress ? savedAddress : submission.deliveryAddress
      if (address === null) {
        return yield* rejectOrder(
          "Invalid delivery address",
          "Please validate your address before placing the order"
        )
      }
      const check = yield* addressCheck.check(address)
      if (!check.isValid) {
        return yield* rejectOrder(
          `Sorry, delivery is only available within ${venue.community}`,
          check.error ?? `Address is not in the ${venue.community} neighborhood`
        )
      }
      return address
    })

  const golfCart = (submission: OrderSubmission) =>
    Effect.gen(function* () {
      if (submission.orderType !== "golf_cart") return null
      const cartId = submission.golfCartDelivery?.cartId ?? ""
      const cart = yield* carts.byId(cartId)
      if (Option.isNone(cart)) {
        return yield* rejectOrder(
          "Golf Cart Information Missing",
          "Please select your golf cart before placing the order"
        )
      }
      return cart.value
    })

  return { deliveryAddress, golfCart } as const
})
