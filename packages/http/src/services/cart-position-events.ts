import { Effect } from "effect"
import type { CartPosition } from "../repos/cart-telemetry-repo.js"

/** What the `cart.position` event carries: the cart's new position and whether it is live. */
export interface CartPositionEvent extends CartPosition {
  readonly live: boolean
}

/**
 * Called once for every accepted position that moved a cart. The seam for the order-event hub's
 * `cart.position` event: until the hub exists, screens poll GET /api/golf-carts and this logs.
 */
export const publishCartPosition = (event: CartPositionEvent) => Effect.logDebug("cart.position", event)
