import type { OrderType, PricingRules, PublicOutlet, VenueConfig } from "@grill/core"
import { createContext, useContext } from "react"
import { CART_STORAGE_KEY, type CartStore, cartStore } from "../../hooks/useCart"

/**
 * The outlet an ordering screen orders from, by slug (issue 40): null for the first outlet as the
 * spec's single-venue API serves it (no `outlet` in what is asked or sent), which is every
 * ordering screen of a club with one outlet and the counter's. The customer's screen provides
 * the one its address names (`/?outlet=halfway`); the first outlet's address is `/`.
 */
export const OrderingOutletContext = createContext<string | null>(null)

export const useOrderingOutlet = (): string | null => useContext(OrderingOutletContext)

/** The address parameter naming the outlet ordered from. */
export const OUTLET_PARAM = "outlet"

/** An outlet's ordering screen: the first's is `/`, as a club with one outlet always had it. */
export const outletPath = (slug: string, index: number): string =>
  index === 0 ? "/" : `/?${OUTLET_PARAM}=${encodeURIComponent(slug)}`

const outletCarts = new Map<string, CartStore>()

/**
 * Each outlet's own cart, saved under its own key: a guest who looks at the halfway house's menu
 * finds the grill's cart as they left it when they come back, and a cart only ever holds one
 * outlet's items. The first outlet's is the cart a club with one outlet always had.
 */
export const outletCart = (outlet: string | null): CartStore => {
  const key = outlet === null ? CART_STORAGE_KEY : `${CART_STORAGE_KEY}.${outlet}`
  const existing = outletCarts.get(key)
  if (existing !== undefined) return existing
  const made = cartStore(key)
  outletCarts.set(key, made)
  return made
}

/** The venue's facts as an outlet takes an order: with its order types, service charge and tipping rule. */
export type OutletVenue = VenueConfig &
  Pick<PricingRules, "serviceChargePercent" | "serviceChargeTaxable" | "tipsAllowed"> & {
    /** The order types it offers; absent: all of them. */
    readonly orderTypes?: ReadonlyArray<OrderType>
  }

/**
 * The venue's facts with an outlet's own rules over them: its hours and last orders (the slots
 * offered), the order types it offers, its tax, its service charge and whether it takes tips, so the totals shown are the
 * ones the server prices the order at (core priceOrder reads them). The club's name stays the page's.
 */
export const withOutletRules = (venue: VenueConfig, outlet: PublicOutlet | undefined): OutletVenue =>
  outlet === undefined
    ? venue
    : {
        ...venue,
        openingHours: outlet.openingHours,
        lastOrdersMinutes: outlet.lastOrdersMinutes,
        orderTypes: outlet.orderTypes,
        taxPercent: outlet.taxPercent,
        serviceChargePercent: outlet.serviceChargePercent,
        serviceChargeTaxable: outlet.serviceChargeTaxable,
        tipsAllowed: outlet.tipsAllowed
      }
