import {
  type CheckoutEffect,
  type CheckoutEntry,
  type CheckoutEvent,
  type CheckoutPolicy,
  type CheckoutState,
  startCheckout,
  stepCheckout,
  type VenueConfig
} from "@grill/core"
import type { GolfCart } from "@grill/http"
import { useCallback, useRef, useState } from "react"
import { newIdempotencyKey } from "../../api/orders"

/** The website finds members with its Find button and checks addresses with its Verify button. */
const WEBSITE: CheckoutPolicy = { fillFromLookup: false, checkAddressOnSubmit: false }

export type WebCheckoutEvent = CheckoutEvent<GolfCart>
export type WebCheckoutEffect = CheckoutEffect<GolfCart>

/**
 * The checkout machine of core, held for React: `send` steps it and returns the effects for the
 * caller to run (a refusal to show, the order to place).
 */
export function useCheckout(venue: VenueConfig, entry: CheckoutEntry) {
  const [state, setState] = useState<CheckoutState<GolfCart>>(() =>
    startCheckout({ venue, policy: WEBSITE, idempotencyKey: newIdempotencyKey(), entry })
  )
  // Events can come several in one tick (a lookup, then a click): each steps the latest state.
  const latest = useRef(state)
  const send = useCallback(
    (event: WebCheckoutEvent): ReadonlyArray<WebCheckoutEffect> => {
      const step = stepCheckout(latest.current, event, { venue, newKey: newIdempotencyKey })
      latest.current = step.state
      setState(step.state)
      return step.effects
    },
    [venue]
  )
  return { state, send }
}

export type Checkout = ReturnType<typeof useCheckout>
