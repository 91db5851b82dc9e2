import {
  type CheckoutEffect,
  type CheckoutEntry,
  type CheckoutEvent,
  type CheckoutMenu,
  type CheckoutPolicy,
  type CheckoutState,
  encodeKeptCheckout,
  keptCheckoutEvents,
  startCheckout,
  stepCheckout,
  type VenueConfig
} from "@grill/core"
import type { GolfCart } from "@grill/http"
import { useQuery } from "@tanstack/react-query"
import { useCallback, useEffect, useRef, useState } from "react"
import { menuCategoriesQuery, menuItemsAtQuery } from "../../api/menu"
import { newIdempotencyKey } from "../../api/orders"
import { useOrderingOutlet } from "./ordering-outlet"

/** The website finds members with its Find button and checks addresses with its Verify button. */
const WEBSITE: CheckoutPolicy = { fillFromLookup: false, checkAddressOnSubmit: false }

export type WebCheckoutEvent = CheckoutEvent<GolfCart>
export type WebCheckoutEffect = CheckoutEffect<GolfCart>

/**
 * Where a customer's checkout is kept for this tab (core checkout-keep.ts): a phone that reloads
 * the tab mid-checkout brings back the order type and what was typed. The session's storage, so
 * it goes with the tab and never reaches another visitor of a shared device's next session.
 */
export const CHECKOUT_STORAGE_KEY = "clubhouse-grill.checkout"

const readKept = (): string | null => {
  try {
    return sessionStorage.getItem(CHECKOUT_STORAGE_KEY)
  } catch {
    // Storage can be switched off (private modes): the checkout then lives for the page.
    return null
  }
}

const keep = (state: CheckoutState<GolfCart>) => {
  const kept = encodeKeptCheckout(state)
  try {
    if (kept === undefined) sessionStorage.removeItem(CHECKOUT_STORAGE_KEY)
    else sessionStorage.setItem(CHECKOUT_STORAGE_KEY, kept)
  } catch {
    // As above: unwritable storage only costs the reload's convenience.
  }
}

/**
 * The checkout machine of core, held for React: `send` steps it and returns the effects for the
 * caller to run (a refusal to show, the order to place). A customer's checkout is kept across a
 * reload and forgotten once the order is placed; the counter's (staff's) is not kept.
 */
export function useCheckout(venue: VenueConfig, entry: CheckoutEntry) {
  const kept = entry === "customer"
  const [state, setState] = useState<CheckoutState<GolfCart>>(() =>
    startCheckout({ venue, policy: WEBSITE, idempotencyKey: newIdempotencyKey(), entry })
  )
  // Events can come several in one tick (a lookup, then a click): each steps the latest state.
  const latest = useRef(state)
  // The menu's serving times, for refusing a scheduled order with an item not served then.
  const items = useQuery(menuItemsAtQuery(null, useOrderingOutlet())).data
  const categories = useQuery(menuCategoriesQuery).data
  const menu = useRef<CheckoutMenu | undefined>(undefined)
  menu.current = items !== undefined && categories !== undefined ? { items, categories } : undefined
  const send = useCallback(
    (event: WebCheckoutEvent): ReadonlyArray<WebCheckoutEffect> => {
      const step = stepCheckout(latest.current, event, {
        venue,
        newKey: newIdempotencyKey,
        menu: menu.current
      })
      latest.current = step.state
      setState(step.state)
      // Written with the step, not after a render: placing an order on a phone leaves the screen at once.
      if (kept) keep(step.state)
      return step.effects
    },
    [venue, kept]
  )
  // Brought back once the screen is up, not in the first render: a phone's screen was drawn by the
  // server with a fresh checkout, and the app takes that drawing over before it changes anything.
  const restoredOnce = useRef(false)
  useEffect(() => {
    if (!kept || restoredOnce.current) return
    restoredOnce.current = true
    const restored = keptCheckoutEvents<GolfCart>(readKept()).reduce(
      (state, event) => stepCheckout(state, event, { venue, newKey: newIdempotencyKey }).state,
      latest.current
    )
    latest.current = restored
    setState(restored)
  }, [kept, venue])
  return { state, send }
}

export type Checkout = ReturnType<typeof useCheckout>
