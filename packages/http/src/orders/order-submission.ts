import {
  type Cents,
  type CheckoutDraft,
  Dollars,
  MenuOptionId,
  phoneDigits,
  type VenueConfig
} from "@grill/core"
import { Schema } from "effect"
import type { GolfCartDeliveryInput, OrderSubmission } from "./order-input.js"

/** The order payload carries dollars (spec section 3); the wire schema converts. */
const toDollars = Schema.encodeSync(Dollars) as (cents: Cents) => number

const orNull = (text: string): string | null => (text.trim() === "" ? null : text.trim())

/**
 * The order as sent (spec section 3) with the totals the customer was shown, built one way for
 * every client (web checkout, CLI phone orders). The server recomputes the totals and refuses a
 * mismatch, so the claim is checked, never trusted.
 */
export const makeOrderSubmission = (
  input: CheckoutDraft<typeof GolfCartDeliveryInput.Type>,
  venue: VenueConfig
): OrderSubmission => {
  const { contact, totals, orderType } = input
  const savedAddress = orderType === "delivery" && input.useSavedAddress
  return {
    items: input.cart.map((line) => ({
      id: line.item.id,
      quantity: line.quantity,
      notes: line.notes.trim(),
      name: line.item.name,
      description: line.item.description,
      price: toDollars(line.item.price),
      categoryId: line.item.categoryId,
      available: line.item.available,
      optionIds: line.options.map((option) => MenuOptionId.make(option.id))
    })),
    orderType,
    deliveryAddress: orderType === "delivery" && !savedAddress ? input.deliveryAddress : null,
    useSavedAddress: savedAddress,
    // A copy of the fields: the website's golf cart may be a class instance from the API.
    golfCartDelivery: orderType === "golf_cart" && input.golfCart !== null ? { ...input.golfCart } : null,
    contactInfo: {
      name: [contact.firstName.trim(), contact.lastName.trim()].filter((part) => part !== "").join(" "),
      phone: phoneDigits(contact.phone),
      email: orNull(contact.email),
      specialInstructions: orNull(contact.specialInstructions)
    },
    subtotal: toDollars(totals.subtotal),
    memberDiscount: toDollars(totals.memberDiscount),
    rewardCode: input.rewardCode,
    rewardDiscount: toDollars(totals.rewardDiscount),
    tax: toDollars(totals.tax),
    deliveryFee: toDollars(totals.deliveryFee),
    gratuity: toDollars(totals.gratuity),
    gratuityPercent: input.tipPercent,
    total: toDollars(totals.total),
    deliveryTimeEstimate: venue.defaultDeliveryEstimateMinutes,
    paymentMethod: input.paymentMethod,
    memberNumber: input.memberNumber ?? null,
    memberLastName: input.memberLastName ?? null,
    pickupTime: input.pickupTime,
    userId: input.userId,
    textUpdates: input.textUpdates ?? false,
    outlet: input.outlet ?? null,
    serviceCharge: toDollars(totals.serviceCharge)
  }
}
