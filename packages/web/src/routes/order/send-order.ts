import {
  type CheckoutDraft,
  lineQuantityProblem,
  PLACE_ORDER_FAILED,
  type ToastMessage,
  TRY_AGAIN_LATER,
  type VenueConfig
} from "@grill/core"
import { type GolfCart, makeOrderSubmission, type Order } from "@grill/http"
import { type ApiError, toApiError } from "../../api/api-error"
import { placeOrder } from "../../api/orders"

/** How sending an order ended, for the checkout screen to act on. */
export type SendOutcome =
  | {
      readonly placed: Order
      /** A customer's card order while card payment is on: the card step confirms this secret's intent. */
      readonly cardStep?: { readonly clientSecret: string } | undefined
    }
  | {
      readonly failed: ToastMessage
      /** The code was used meanwhile (another order, the counter): its field says so. */
      readonly rewardCodeRefused?: string | undefined
      /** Prices or membership changed under the customer: what the totals are made of is stale. */
      readonly pricesChanged: boolean
    }

const failureToast = (error: ApiError): ToastMessage => {
  // A refused order carries the spec's own toast title for the check that failed.
  if ((error.tag === "OrderRejected" || error.tag === "RewardCodeRefused") && error.title) {
    return { title: error.title, description: error.message }
  }
  return {
    title: PLACE_ORDER_FAILED,
    description: error.kind === "refused" ? error.message : TRY_AGAIN_LATER
  }
}

/**
 * Sends the checkout's draft as the order (built with the API declaration's types, Schema): this
 * module loads on the first submit, with the typed client, so the menu's first paint waits for neither.
 */
export const sendOrder = async (
  draft: CheckoutDraft<GolfCart>,
  idempotencyKey: string,
  venue: VenueConfig
): Promise<SendOutcome> => {
  // Said before the request is built: the API's schema would refuse it with no reason a person reads.
  const tooMany = lineQuantityProblem(
    draft.cart.map((line) => line.quantity),
    venue.phone
  )
  if (tooMany !== undefined) return { failed: tooMany, pricesChanged: false }
  try {
    const { order, payment } = await placeOrder(makeOrderSubmission(draft, venue), idempotencyKey)
    if (payment !== undefined) {
      // The card step runs on the order's own page, loaded afresh: only that page's security policy
      // lets Stripe.js in. Done from this chunk (loaded on the first submit), not the menu's.
      // The client secret, kept for this tab so a reload of the order's page can still pay (read by
      // api/card-step.ts; written here so the menu's chunks carry none of it).
      try {
        sessionStorage.setItem(`grill-card:${order.orderNumber.toUpperCase()}`, payment.clientSecret)
      } catch {
        // Storage refused (private mode): the page pays now, but cannot resume after a reload.
      }
      setTimeout(() => window.location.assign(`/order/${order.orderNumber}`), 0)
    }
    return { placed: order, cardStep: payment }
  } catch (failure) {
    const error = toApiError(failure)
    return {
      failed: failureToast(error),
      rewardCodeRefused: error.tag === "RewardCodeRefused" ? error.message : undefined,
      pricesChanged: error.tag === "TotalsMismatch"
    }
  }
}
