import {
  type Cart,
  type Cents,
  Dollars,
  type OrderTotals,
  type OrderType,
  phoneDigits,
  type VenueConfig
} from "@grill/core"
import type { DeliveryAddress, LoyaltyUser, OrderSubmission } from "@grill/http"
import { Schema } from "effect"

export interface ContactForm {
  readonly firstName: string
  readonly lastName: string
  readonly phone: string
  readonly email: string
  readonly specialInstructions: string
}

export const blankContact: ContactForm = {
  firstName: "",
  lastName: "",
  phone: "",
  email: "",
  specialInstructions: ""
}

/** The order payload still carries dollars (spec section 3); the wire schema converts. */
const toDollars = Schema.encodeSync(Dollars) as (cents: Cents) => number

const orNull = (text: string): string | null => (text.trim() === "" ? null : text.trim())

/** The order as sent, with the totals shown on screen; the server recomputes them and refuses a mismatch. */
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
}): OrderSubmission => {
  const { contact, totals, orderType } = input
  return {
    items: input.cart.map((line) => ({
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
    deliveryAddress: orderType === "delivery" ? input.address : null,
    useSavedAddress: false,
    golfCartDelivery:
      orderType === "golf_cart" && input.cartId !== undefined ? { cartId: input.cartId } : null,
    contactInfo: {
      name: [contact.firstName.trim(), contact.lastName.trim()].filter((part) => part !== "").join(" "),
      phone: phoneDigits(contact.phone),
      email: orNull(contact.email),
      specialInstructions: orNull(contact.specialInstructions)
    },
    subtotal: toDollars(totals.subtotal),
    memberDiscount: toDollars(totals.memberDiscount),
    tax: toDollars(totals.tax),
    deliveryFee: toDollars(totals.deliveryFee),
    gratuity: toDollars(totals.gratuity),
    gratuityPercent: input.tipPercent,
    total: toDollars(totals.total),
    deliveryTimeEstimate: input.venue.defaultDeliveryEstimateMinutes,
    paymentMethod: "credit_card",
    userId: input.member?.id ?? null
  }
}

/** The phone-lookup widget's greeting (spec section 2), for the customer found by phone or not. */
export const customerGreeting = (customer: LoyaltyUser | null): string => {
  if (customer === null) return "New customer! We'll create a loyalty account for you."
  if (customer.firstName.trim() === "") return "(Add your name to complete your profile)"
  return customer.memberSince === null
    ? `Welcome, ${customer.firstName}!`
    : `Welcome back, ${customer.firstName}!`
}
