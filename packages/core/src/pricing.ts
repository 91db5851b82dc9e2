import { Cents, percentOfCents, sumCents, ZERO_CENTS } from "./money.js"
import type { OrderType } from "./order-type-schema.js"
import type { VenueConfig } from "./venue.js"

/** What pricing needs from a cart line or an order line. */
export interface PricedLine {
  readonly unitPrice: Cents
  readonly quantity: number
  readonly categoryId: string
}

export interface OrderTotals {
  readonly subtotal: Cents
  readonly memberDiscount: Cents
  readonly tax: Cents
  readonly deliveryFee: Cents
  readonly gratuity: Cents
  readonly total: Cents
}

export interface OrderPricingInput {
  readonly lines: ReadonlyArray<PricedLine>
  readonly orderType: OrderType
  readonly tipPercent: number
  readonly isMember: boolean
}

const lineAmount = (line: PricedLine): Cents => Cents(line.unitPrice * line.quantity)

/**
 * The one place totals are computed, by the browser to show them and by the server to check them.
 * The member's ice-cream discount comes off before tax and tip, so nobody pays tax on money not charged.
 * Expects whole quantities ≥ 0, prices ≥ 0 and a tip ≥ 0 (a cart and the venue's tip options guarantee them).
 */
export const priceOrder = (input: OrderPricingInput, venue: VenueConfig): OrderTotals => {
  const subtotal = sumCents(input.lines.map(lineAmount))
  const iceCream = sumCents(
    input.lines.filter((line) => line.categoryId === venue.iceCreamCategoryId).map(lineAmount)
  )
  const memberDiscount = input.isMember
    ? percentOfCents(iceCream, venue.memberIceCreamDiscountPercent)
    : ZERO_CENTS
  const discounted = Cents(subtotal - memberDiscount)
  const tax = percentOfCents(discounted, venue.taxPercent)
  const deliveryFee = input.orderType === "delivery" ? venue.deliveryFee : ZERO_CENTS
  const gratuity = percentOfCents(discounted, input.tipPercent)
  return {
    subtotal,
    memberDiscount,
    tax,
    deliveryFee,
    gratuity,
    total: sumCents([discounted, tax, deliveryFee, gratuity])
  }
}

export const isTipPercentOption = (venue: VenueConfig, percent: number): boolean =>
  venue.tipPercentOptions.includes(percent)

export const tipOptionLabel = (percent: number): string => (percent === 0 ? "No Tip" : `${percent}%`)
