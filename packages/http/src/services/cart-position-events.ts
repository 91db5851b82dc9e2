import { Effect } from "effect"

/** What the `cart.position` event carries: the cart's new position and whether it is live. */
export interface CartPositionEvent {
  readonly cartId: string
  readonly currentHole: number
  readonly nextHole: number
  readonly latitude: number
  readonly longitude: number
  readonly lastUpdated: string
  readonly live: boolean
}

/**
 * Called once for every accepted position that moved a cart. The seam for the order-event hub's
 * `cart.position` event: until the hub exists, screens poll GET /api/golf-carts and this logs.
 */
export const publishCartPosition = (event: CartPositionEvent) => Effect.logDebug("cart.position", event)
