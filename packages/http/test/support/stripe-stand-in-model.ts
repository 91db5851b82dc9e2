import { randomBytes } from "node:crypto"

/** What the stand-in keeps, in Stripe's shapes: intents, charges, test cards, errors. */

export interface Intent {
  id: string
  object: "payment_intent"
  amount: number
  amount_capturable: number
  amount_received: number
  currency: string
  status: "requires_payment_method" | "requires_action" | "requires_capture" | "succeeded" | "canceled"
  capture_method: string
  client_secret: string
  metadata: Record<string, string>
  latest_charge: string | null
  last_payment_error: { code: string; message: string } | null
  next_action: { type: "use_stripe_sdk" } | null
  cancellation_reason: "automatic" | "requested_by_customer" | null
  created: number
}

export interface Charge {
  id: string
  object: "charge"
  amount: number
  amount_captured: number
  amount_refunded: number
  payment_intent: string
  payment_method_details: { type: "card"; card: { brand: string; last4: string } }
}

export interface Card {
  readonly brand: string
  readonly last4: string
  /** Stripe's test card that asks its holder to authenticate (3-D Secure) before it is authorised. */
  readonly authenticate?: true
  /** A partial authorisation: the bank holds only this many cents, whatever the intent asked. */
  readonly authorisesOnly?: number
}

/** The test cards, by payment method id, as Stripe names them. */
export const CARDS: Record<string, Card | "declined"> = {
  pm_card_visa: { brand: "visa", last4: "4242" },
  pm_card_mastercard: { brand: "mastercard", last4: "4444" },
  pm_card_threeDSecure2Required: { brand: "visa", last4: "3184", authenticate: true },
  pm_card_chargeDeclined: "declined",
  pm_card_partialAuthorisation: { brand: "visa", last4: "0028", authorisesOnly: 100 }
}

export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`

export class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly code?: string
  ) {
    super(message)
  }
}
