import { Cents, percentOfCents, sumCents, ZERO_CENTS } from "./money.js"
import type { OrderType } from "./order-type-schema.js"
import type { OutletRules } from "./outlet.js"
import { freeItemLine, freeUnitValue, type RewardEffect } from "./reward-effect.js"
import type { VenueConfig } from "./venue.js"

/** What pricing needs from a cart line or an order line. */
export interface PricedLine {
  /** The menu item: a free-item reward finds its line by it. */
  readonly itemId?: number | undefined
  readonly unitPrice: Cents
  readonly quantity: number
  readonly categoryId: string
}

export interface OrderTotals {
  readonly subtotal: Cents
  readonly memberDiscount: Cents
  /** What a reward code took off (0 without one). */
  readonly rewardDiscount: Cents
  /** An outlet's automatic service charge on the food (0 without one). */
  readonly serviceCharge: Cents
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
  /** The effect of the reward code applied to the order, if any (already checked as usable). */
  readonly reward?: RewardEffect | null | undefined
}

/**
 * The venue's pricing, with an outlet's rules where the order is placed at one (outlet.ts's
 * OutletRules): its tax, its service charge and whether tips are taken. VenueConfig alone prices
 * an order as the grill did before outlets (no service charge, tips taken).
 */
export type PricingRules = Pick<
  VenueConfig,
  "taxPercent" | "deliveryFee" | "iceCreamCategoryId" | "memberIceCreamDiscountPercent"
> &
  Partial<Pick<OutletRules, "serviceChargePercent" | "serviceChargeTaxable" | "tipsAllowed">>

const lineAmount = (line: PricedLine): Cents => Cents(line.unitPrice * line.quantity)

/**
 * The one place totals are computed, by the browser to show them and by the server to check them.
 * Discounts come off before tax and tip, so nobody pays tax or tips on money not charged:
 * - a free-item reward takes one unit of that item out first (the member's ice-cream discount
 *   then applies to what is still charged, so a free scoop is not discounted twice);
 * - the member's ice-cream discount;
 * - a money-off reward, capped at what is left of the food, so a total never goes below the fees.
 * Points are earned on the food after both discounts (see pointsForPurchase).
 * An outlet's service charge is a percentage of that discounted food, its own line; tax is on the
 * food, and on the service charge too when the outlet declares it taxable; a tip is on the food
 * alone, and none is added where the outlet takes no tips.
 * Expects whole quantities ≥ 0, prices ≥ 0 and a tip ≥ 0 (a cart and the venue's tip options guarantee them).
 */
export const priceOrder = (input: OrderPricingInput, venue: PricingRules): OrderTotals => {
  const reward = input.reward ?? null
  const subtotal = sumCents(input.lines.map(lineAmount))
  const freeUnit = reward?.kind === "freeItem" ? freeUnitValue(input.lines, reward.item) : ZERO_CENTS
  const freeLine = reward?.kind === "freeItem" ? freeItemLine(input.lines, reward.item) : undefined
  const iceCream = sumCents(
    input.lines.filter((line) => line.categoryId === venue.iceCreamCategoryId).map(lineAmount)
  )
  const freeIceCream = freeLine?.categoryId === venue.iceCreamCategoryId ? freeUnit : ZERO_CENTS
  const memberDiscount = input.isMember
    ? percentOfCents(Cents(iceCream - freeIceCream), venue.memberIceCreamDiscountPercent)
    : ZERO_CENTS
  const afterMember = subtotal - memberDiscount
  const rewardDiscount =
    reward?.kind === "discount"
      ? Cents(Math.min(reward.amount, afterMember))
      : Cents(Math.min(freeUnit, afterMember))
  const discounted = Cents(afterMember - rewardDiscount)
  const serviceCharge = percentOfCents(discounted, venue.serviceChargePercent ?? 0)
  const taxed = venue.serviceChargeTaxable === true ? Cents(discounted + serviceCharge) : discounted
  const tax = percentOfCents(taxed, venue.taxPercent)
  const deliveryFee = input.orderType === "delivery" ? venue.deliveryFee : ZERO_CENTS
  const gratuity = venue.tipsAllowed === false ? ZERO_CENTS : percentOfCents(discounted, input.tipPercent)
  return {
    subtotal,
    memberDiscount,
    rewardDiscount,
    serviceCharge,
    tax,
    deliveryFee,
    gratuity,
    total: sumCents([discounted, serviceCharge, tax, deliveryFee, gratuity])
  }
}

export const isTipPercentOption = (venue: VenueConfig, percent: number): boolean =>
  venue.tipPercentOptions.includes(percent)

export const tipOptionLabel = (percent: number): string => (percent === 0 ? "No Tip" : `${percent}%`)
