import type { Stripe } from "@stripe/stripe-js"
import { loadStripe } from "@stripe/stripe-js/pure"
import { paymentSettings } from "./payments"

/**
 * Stripe.js, fetched once per page and only by a card step (the checkout's, or the order page's
 * finish), never by the menu. A failed load (offline) is tried again by the next step that asks.
 */
let stripeOnce: Promise<Stripe | null> | undefined
export const stripeJs = (): Promise<Stripe | null> => {
  stripeOnce ??= paymentSettings()
    .then((settings) => (settings.publishableKey === null ? null : loadStripe(settings.publishableKey)))
    .catch((error: unknown) => {
      stripeOnce = undefined
      throw error
    })
  return stripeOnce
}
