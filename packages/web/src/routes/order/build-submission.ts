import type { Cart, OrderTotals, VenueConfig } from "@grill/core"
import { makeOrderSubmission, type OrderSubmission } from "@grill/http"
import type { Checkout } from "./use-checkout"

/** The checkout on screen as the order to send, with the totals the customer saw. */
export const buildSubmission = (input: {
  readonly checkout: Checkout
  readonly lines: Cart
  readonly totals: OrderTotals
  readonly venue: VenueConfig
  readonly memberId: string | null
}): OrderSubmission => {
  const { checkout } = input
  const cart = checkout.golfCart?.cart
  return makeOrderSubmission({
    cart: input.lines,
    orderType: checkout.orderType,
    contact: checkout.contact,
    tipPercent: checkout.tipPercent,
    totals: input.totals,
    deliveryAddress: checkout.address,
    useSavedAddress: checkout.addressStatus.state === "saved",
    golfCart: cart ? { ...cart } : null,
    venue: input.venue,
    userId: input.memberId
  })
}
