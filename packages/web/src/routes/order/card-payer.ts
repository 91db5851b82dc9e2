import type { HeldCardOrder } from "@grill/core"

/**
 * What the checkout's card step (Stripe's Payment Element) lends the code that places the order:
 * each answers the card provider's message when the card will not do, nothing when it did.
 */
export interface CardPayer {
  /** Checks the card entered before the order is sent (Stripe marks the fields itself). */
  readonly check: () => Promise<string | undefined>
  /** Confirms the card for the held order; `checked`: the card was checked for this very try. */
  readonly confirm: (order: HeldCardOrder, checked: boolean) => Promise<string | undefined>
}

/** Set while the card step is on screen, with card payment on and the card chosen. */
export interface CardPayerSlot {
  current: CardPayer | null
}

/** Said when the card provider gave no words of its own. */
export const CARD_NOT_ACCEPTED = "Your card was not accepted. Please try again or use another card."
