import { type CheckoutDraft, type HeldCardOrder, PLACE_ORDER_FAILED, TRY_AGAIN_LATER } from "@grill/core"
import type { GolfCart, Order } from "@grill/http"
import { useQueryClient } from "@tanstack/react-query"
import { useRef, useState } from "react"
import { useNavigate } from "react-router-dom"
import { keepCardStepSecret } from "../../api/card-step"
import { orderByNumberQuery } from "../../api/orders"
import { checkPayment } from "../../api/payments"
import { showToast } from "../../components/toast-store"
import { useCartActions } from "../../hooks/useCart"
import { useIsNarrowScreen } from "../../hooks/useMediaQuery"
import { CARD_NOT_ACCEPTED, type CardPayerSlot } from "./card-payer"
import type { PlacedOrder } from "./OrderPlacedDialog"
import type { OutletVenue } from "./ordering-outlet"
import type { SendOutcome } from "./send-order"
import type { Checkout, WebCheckoutEffect } from "./use-checkout"

/** The send's own chunk could not be fetched (offline): nothing was sent. */
const NOT_SENT: SendOutcome = {
  failed: { title: PLACE_ORDER_FAILED, description: TRY_AGAIN_LATER },
  pricesChanged: false
}

/** The card was checked and found wanting before anything was sent: nothing was placed. */
const cardRefused = (message: string): SendOutcome => ({
  failed: { title: "Payment failed", description: message },
  pricesChanged: false
})

/**
 * Runs the checkout's "place" and "confirmCard" effects: sends the order, confirms the card of an
 * order the server holds for it (the checkout's card step), then tells the checkout how it went;
 * once the order is the customer's, clears the cart and hands the order to `onPlaced` (each screen
 * confirms it its own way; `paidByCard`: its card was just confirmed in the checkout).
 */
export function usePlaceOrder(input: {
  readonly checkout: Checkout
  readonly venue: OutletVenue
  /** The outlet ordered from (ordering-outlet.ts); null: the first, sent as the spec's order. */
  readonly outlet?: string | null
  readonly onPlaced: (order: Order, paidByCard: boolean) => void
}) {
  const { checkout } = input
  const queryClient = useQueryClient()
  const cart = useCartActions()
  const payer = useRef<CardPayerSlot["current"]>(null)

  const placedForTheCustomer = (order: Order, paidByCard: boolean) => {
    cart.clear()
    queryClient.setQueryData(orderByNumberQuery(order.orderNumber).queryKey, order)
    // The customer may now be a member with new points: lookups must not show the old record.
    void queryClient.invalidateQueries({ queryKey: ["users"] })
    void queryClient.invalidateQueries({ queryKey: ["loyalty"] })
    input.onPlaced(order, paidByCard)
  }

  /** The card for the order the server holds: confirmed with Stripe, then checked by the server. */
  const confirmCard = async (held: HeldCardOrder, checked: boolean) => {
    // Kept for this tab: should the customer leave mid-payment, the order's page can finish it.
    keepCardStepSecret(held.orderNumber, held.clientSecret)
    const step = payer.current
    if (step === null) {
      // The card step is gone (card payment turned on after this page loaded): the order's page pays.
      window.location.assign(`/order/${held.orderNumber}`)
      return
    }
    const declined = await step.confirm(held, checked).catch(() => CARD_NOT_ACCEPTED)
    // Whatever the browser saw, the server asks Stripe itself before the kitchen hears of it.
    await checkPayment(held.orderNumber).catch(() => undefined)
    if (declined !== undefined) {
      checkout.send({ type: "cardDeclined", message: declined })
      return
    }
    const order = await queryClient
      .fetchQuery({ ...orderByNumberQuery(held.orderNumber), staleTime: 0 })
      .catch(() => undefined)
    checkout.send({ type: "cardConfirmed" })
    if (order === undefined) window.location.assign(`/order/${held.orderNumber}`)
    else placedForTheCustomer(order, true)
  }

  const runCardEffects = (effects: ReadonlyArray<WebCheckoutEffect>, checked: boolean) => {
    for (const effect of effects) if (effect.type === "confirmCard") void confirmCard(effect.order, checked)
  }

  const settle = (outcome: SendOutcome) => {
    if ("placed" in outcome) {
      const order = outcome.placed
      const held = outcome.cardStep
      if (held !== undefined) {
        // Not the customer's yet: the checkout confirms the card first.
        const heldForCard = { orderNumber: order.orderNumber, clientSecret: held.clientSecret }
        runCardEffects(checkout.send({ type: "placed", heldForCard }), true)
        return
      }
      checkout.send({ type: "placed" })
      placedForTheCustomer(order, false)
      return
    }
    checkout.send({ type: "placeFailed" })
    showToast({ ...outcome.failed, variant: "destructive" })
    if (outcome.rewardCodeRefused !== undefined)
      checkout.send({ type: "rewardCodeRefused", message: outcome.rewardCodeRefused })
    if (outcome.pricesChanged) {
      // Reload what the totals are made of.
      void queryClient.invalidateQueries({ queryKey: ["menu"] })
      void queryClient.invalidateQueries({ queryKey: ["users"] })
    }
  }

  const place = async (draft: CheckoutDraft<GolfCart>, key: string) => {
    // A card order is checked first: a card number half typed places nothing.
    const card = draft.paymentMethod === "credit_card" ? payer.current : null
    const cardProblem = card === null ? undefined : await card.check().catch(() => CARD_NOT_ACCEPTED)
    if (cardProblem !== undefined) return settle(cardRefused(cardProblem))
    // An outlet that takes no tips is sent none, whatever tip was chosen before it was picked.
    const sent = {
      ...draft,
      outlet: input.outlet ?? null,
      ...(input.venue.tipsAllowed === false ? { tipPercent: 0 } : {})
    }
    const outcome = await import("./send-order").then(
      ({ sendOrder }) => sendOrder(sent, key, input.venue),
      () => NOT_SENT
    )
    settle(outcome)
  }

  return {
    place: (draft: CheckoutDraft<GolfCart>, key: string) => void place(draft, key),
    /** The same order tried again after a declined card: its held order's card, checked afresh. */
    retryCard: (effects: ReadonlyArray<WebCheckoutEffect>) => runCardEffects(effects, false),
    /** Where the checkout's card step lends its Payment Element while it is on screen. */
    payer
  }
}

export type OrderSender = ReturnType<typeof usePlaceOrder>

/** The customer's confirmation: the modal, or (narrow screens) a toast and the order's page. */
export function useShowPlaced() {
  const navigate = useNavigate()
  const narrow = useIsNarrowScreen()
  const [placed, setPlaced] = useState<(PlacedOrder & { readonly outletName: string }) | null>(null)
  const show = (order: Order, paidByCard: boolean) => {
    // A card just paid in the checkout: the order's page, now received by the kitchen.
    if (narrow || paidByCard) {
      showToast({
        title: "Order Placed Successfully!",
        description: `Your order number is ${order.orderNumber}`
      })
      navigate(`/order/${order.orderNumber}`)
      return
    }
    // The order carries every field the dialog reads; only the reward is reshaped.
    setPlaced({
      ...order,
      reward:
        order.rewardCode === null
          ? null
          : { code: order.rewardCode, name: order.rewardName ?? "", discount: order.rewardDiscount }
    })
  }
  return { placed, show, dismiss: () => setPlaced(null) }
}
