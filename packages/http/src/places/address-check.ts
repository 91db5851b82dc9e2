import { validateAddressForm } from "@grill/core"
import { Effect, Layer } from "effect"
import type { DeliveryAddress } from "../contract/schemas.js"
import { Venue } from "../venue/venue.js"
import { AddressRepo } from "./repo.js"

/** Delivery is for residents: a known community address, or the community's postal code. */
export class AddressCheck extends Effect.Service<AddressCheck>()("Places/AddressCheck", {
  effect: Effect.gen(function* () {
    const venue = yield* Venue
    const addresses = yield* AddressRepo

    const check = (input: DeliveryAddress) =>
      Effect.gen(function* () {
        const missing = validateAddressForm(input)
        const firstProblem = missing.address ?? missing.city ?? missing.state
        if (firstProblem !== undefined) return { isValid: false, error: firstProblem }
        if (input.zipCode.trim() === venue.eligiblePostalCode) return { isValid: true }
        if (yield* addresses.isResident(input.address)) return { isValid: true }
        return { isValid: false, error: `Address is not in the ${venue.community} neighborhood` }
      })

    return { check } as const
  }),
  dependencies: [AddressRepo.Default]
}) {
  /** With the venue settings from the environment: a test provides the database. */
  static readonly Test = AddressCheck.Default.pipe(Layer.provide(Venue.live))
}
