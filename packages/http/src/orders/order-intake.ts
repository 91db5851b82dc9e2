import { phoneDigits } from "@grill/core"
import { Effect, Layer, Option } from "effect"
import { RateLimits } from "../platform/rate-limits.js"
import type { StaffUser } from "../staff/auth-api.js"
import { OrderEta } from "./order-eta.js"
import type { OrderSubmission } from "./order-input.js"
import { withMemberNumberHidden } from "./order-payment.js"
import { OrderPlacement } from "./placement.js"
import { withSavedAddressMasked } from "./privacy.js"
import { Settlement } from "./settlement.js"

/**
 * An order placed for whoever sent it, answered as they may read it: the rate limit a stranger
 * meets, the placement, then the order with its estimate and payment, what the card step
 * confirms, and nothing the caller should not see (a member's number, a saved address).
 */
export class OrderIntake extends Effect.Service<OrderIntake>()("Orders/OrderIntake", {
  effect: Effect.gen(function* () {
    const placement = yield* OrderPlacement
    const limits = yield* RateLimits
    const { withEta } = yield* OrderEta
    const settlement = yield* Settlement

    /** `enteredBy` is the staff session the request came with (null for a customer's browser). */
    const place = (
      submission: OrderSubmission,
      idempotencyKey: string | undefined,
      enteredBy: StaffUser | null
    ) =>
      Effect.gen(function* () {
        // The limits guard against strangers; a busy counter (one address, many walk-ups
        // with no phone) is signed in, and each order it enters is audited.
        if (enteredBy === null) yield* limits.check("placeOrder", phoneDigits(submission.contactInfo.phone))
        const placed = yield* placement.place(submission, idempotencyKey, enteredBy)
        // Only an order held for its card, or one placed before (a retry), can have a card intent
        // and payment entries: any other order placed now has neither, and its payment is as
        // placed, so neither is read for it.
        const paymentRecorded = placed.cardHeld || !placed.placedNow
        const checkout = paymentRecorded ? yield* settlement.checkout(placed.order.id) : Option.none()
        const estimated = yield* withEta(placed.order)
        const paid = paymentRecorded ? yield* settlement.withPayment(estimated) : estimated
        // A customer reads "Member account" without its number; the counter sees the number.
        const shown = enteredBy === null ? withMemberNumberHidden(paid) : paid
        return {
          order: submission.useSavedAddress ? withSavedAddressMasked(shown) : shown,
          // A customer's card order while card payment is on: what Stripe.js confirms.
          checkout
        }
      })

    return { place } as const
  })
}) {
  /**
   * Over the placement's Test layer and its own rate limits: a test provides the database, how
   * orders are settled (SettlementOff) and, for each placement, the request it came with.
   */
  static readonly Test = OrderIntake.Default.pipe(
    Layer.provideMerge(OrderPlacement.Test),
    Layer.provide([OrderEta.Test, RateLimits.Test])
  )
}
