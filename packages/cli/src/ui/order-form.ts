import type { Cart, OrderTotals, OrderType, VenueConfig } from "@grill/core"
import {
  type DeliveryAddress,
  type LoyaltyUser,
  makeOrderSubmission,
  type OrderContact,
  type OrderSubmission
} from "@grill/http"

export type ContactForm = OrderContact

export const blankContact: ContactForm = {
  firstName: "",
  lastName: "",
  phone: "",
  email: "",
  specialInstructions: ""
}

/** The phone order as sent; the server recomputes the totals and refuses a mismatch. */
export const buildSubmission = (input: {
  readonly cart: Cart
  readonly orderType: OrderType
  readonly contact: ContactForm
  readonly tipPercent: number
  readonly totals: OrderTotals
  readonly address: DeliveryAddress
  readonly cartId: string | undefined
  readonly venue: VenueConfig
  readonly member: LoyaltyUser | null
}): OrderSubmission =>
  makeOrderSubmission({
    cart: input.cart,
    orderType: input.orderType,
    contact: input.contact,
    tipPercent: input.tipPercent,
    totals: input.totals,
    deliveryAddress: input.address,
    useSavedAddress: false,
    golfCart: input.cartId === undefined ? null : { cartId: input.cartId },
    venue: input.venue,
    userId: input.member?.id ?? null
  })
