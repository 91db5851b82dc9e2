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
      /** A customer's card order while card payment is on: held until the checkout confirms its card. */
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
