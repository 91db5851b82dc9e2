import {
  checkOrderSubmission,
  isTipPercentOption,
  isValidEmail,
  phoneDigits,
  splitName,
  type VenueConfig
} from "@grill/core"
import { Effect } from "effect"
import { OrderRejected } from "./api.js"
import type { OrderSubmission } from "./order-input.js"

/** Who is ordering, as the order will record them. */
export interface SubmittedDetails {
  readonly firstName: string
  readonly lastName: string
  /** Digits only; empty for a walk-up. */
  readonly phone: string
  /** No phone, no loyalty: a walk-up is nobody's order to look up, earn points on or spend codes on. */
  readonly walkUp: boolean
  readonly email: string | null
}

const reject = (title: string, message: string) => new OrderRejected({ title, message })

/**
 * The checks of spec section 5 that need nothing but the submission and the venue (names, phone,
 * email, payment, tip), run again on the server in the checkout's words, before anything is read.
 * `staffEntry`: a staff session placed it, so the phone may be left out and the counter may be paid.
 */
export const checkSubmittedDetails = (
  submission: OrderSubmission,
  venue: VenueConfig,
  staffEntry: boolean
): Effect.Effect<SubmittedDetails, OrderRejected> => {
  const { firstName, lastName } = splitName(submission.contactInfo.name.trim())
  const phone = phoneDigits(submission.contactInfo.phone)
  const email = submission.contactInfo.email?.trim() || null
  const refused = checkOrderSubmission({
    cartItemCount: submission.items.length,
    firstName,
    lastName,
    phone: submission.contactInfo.phone,
    email: email ?? "",
    orderType: submission.orderType,
    // The server makes its own address and cart checks, with its own data.
    addressValidated: true,
    golfCartId: submission.golfCartDelivery?.cartId ?? "set-later",
    staffEntry,
    paymentMethod: submission.paymentMethod
  })
  if (refused !== undefined) return Effect.fail(reject(refused.title, refused.description))
  if (email !== null && !isValidEmail(email))
    return Effect.fail(reject("Invalid Email", "Please provide a valid email address or leave it blank."))
  if (!isTipPercentOption(venue, submission.gratuityPercent))
    return Effect.fail(
      reject("Failed to place order", `Tip must be one of ${venue.tipPercentOptions.join(", ")} percent`)
    )
  return Effect.succeed({ firstName, lastName, phone, walkUp: phone === "", email })
}
