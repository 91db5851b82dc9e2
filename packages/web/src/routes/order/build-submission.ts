import { type Cart, type Cents, Dollars, type OrderTotals, phoneDigits, type VenueConfig } from "@grill/core"
import type { OrderSubmission } from "@grill/http"
import { Schema } from "effect"
import type { AddressStatus, Checkout } from "./use-checkout"

/** The order payload still carries dollars (spec section 3); the wire schema converts. */
const toDollars = Schema.encodeSync(Dollars) as (cents: Cents) => number

const joinName = (firstName: string, lastName: string) =>
  [firstName.trim(), lastName.trim()].filter((part) => part !== "").join(" ")

const orNull = (text: string) => (text.trim() === "" ? null : text.trim())

const usesSavedAddress = (status: AddressStatus) => status.state === "saved"

/** The order as sent (spec section 3), with the totals the customer saw on screen. */
export const buildSubmission = (input: {
  readonly checkout: Checkout
  readonly lines: Cart
  readonly totals: OrderTotals
  readonly venue: VenueConfig
  readonly memberId: string | null
}): OrderSubmission => {
  const { checkout, totals } = input
  const { contact, orderType } = checkout
  const savedAddress = orderType === "delivery" && usesSavedAddress(checkout.addressStatus)
  const cart = checkout.golfCart?.cart
  return {
    items: input.lines.map((line) => ({
      id: line.item.id,
      quantity: line.quantity,
      notes: line.notes.trim(),
      name: line.item.name,
      description: line.item.description,
      price: toDollars(line.item.price),
      categoryId: line.item.categoryId,
      available: line.item.available
    })),
    orderType,
    deliveryAddress: orderType === "delivery" && !savedAddress ? checkout.address : null,
    useSavedAddress: savedAddress,
    golfCartDelivery: orderType === "golf_cart" && cart ? { ...cart } : null,
    contactInfo: {
      name: joinName(contact.firstName, contact.lastName),
      phone: phoneDigits(contact.phone),
      email: orNull(contact.email),
      specialInstructions: orNull(contact.specialInstructions)
    },
    subtotal: toDollars(totals.subtotal),
    memberDiscount: toDollars(totals.memberDiscount),
    tax: toDollars(totals.tax),
    deliveryFee: toDollars(totals.deliveryFee),
    gratuity: toDollars(totals.gratuity),
    gratuityPercent: checkout.tipPercent,
    total: toDollars(totals.total),
    deliveryTimeEstimate: input.venue.defaultDeliveryEstimateMinutes,
    paymentMethod: "credit_card",
    userId: input.memberId
  }
}
