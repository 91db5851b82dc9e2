import { Cents, sumCents, ZERO_CENTS } from "./money.js"
import type { OutletRules } from "./outlet.js"
import { type OrderTotals, type PricedLine, priceOrder } from "./pricing.js"

/**
 * A walk-up sale at the beverage cart, priced and checked the way the server takes it: the
 * outlet's pricing (tax, service charge) on the food, and the tip the golfer handed over as an
 * amount (a cart takes "keep the change", not a percentage), where the outlet takes tips.
 */

/** How long after it was made a sale the phone kept offline may still arrive: a day's dead zones. */
export const SALE_MAX_AGE_HOURS = 24
/** How far ahead of the server's clock a phone's clock may run before its time is refused. */
export const SALE_CLOCK_SKEW_MINUTES = 5

const MS_PER_MINUTE = 60_000

/** Why a sale made at `madeAt` (epoch ms) cannot be taken at `now`, or undefined when it can. */
export const saleTimeProblem = (madeAt: number, now: number): string | undefined => {
  if (madeAt - now > SALE_CLOCK_SKEW_MINUTES * MS_PER_MINUTE)
    return "The sale's time is in the future: please check the phone's clock"
  if (now - madeAt > SALE_MAX_AGE_HOURS * 60 * MS_PER_MINUTE)
    return `The sale was made more than ${SALE_MAX_AGE_HOURS} hours ago: please settle it with the manager`
  return undefined
}

export type CartSalePrice =
  | { readonly ok: true; readonly totals: OrderTotals }
  | { readonly ok: false; readonly message: string }

/**
 * What a cart sale is priced by: its outlet's tax, service charge and tip rule. Nothing else of the
 * venue's pricing reaches a cart (no delivery fee, no member discount), so the phone prices a sale
 * offline from these alone, as the server does.
 */
export type CartSaleRules = Pick<
  OutletRules,
  "name" | "taxPercent" | "serviceChargePercent" | "serviceChargeTaxable" | "tipsAllowed"
>

/** The sale's totals with the outlet's rules; a tip where the outlet takes none is refused, not dropped. */
export const priceCartSale = (
  lines: ReadonlyArray<PricedLine>,
  tipCents: Cents,
  rules: CartSaleRules
): CartSalePrice => {
  if (!rules.tipsAllowed && tipCents > 0) return { ok: false, message: `${rules.name} does not take tips` }
  const food = priceOrder(
    { lines, orderType: "pickup", tipPercent: 0, isMember: false, reward: null },
    { ...rules, deliveryFee: ZERO_CENTS, iceCreamCategoryId: "", memberIceCreamDiscountPercent: 0 }
  )
  return {
    ok: true,
    totals: { ...food, gratuity: tipCents, total: sumCents([food.total, tipCents]) }
  }
}

/** The change from the cash handed over, or undefined when it does not cover the total. */
export const changeDue = (totalCents: Cents, tenderedCents: Cents): Cents | undefined =>
  tenderedCents < totalCents ? undefined : Cents(tenderedCents - totalCents)
