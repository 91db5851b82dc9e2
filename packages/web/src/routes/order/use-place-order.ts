import { type CheckoutDraft, PLACE_ORDER_FAILED, TRY_AGAIN_LATER, type VenueConfig } from "@grill/core"
import type { GolfCart, Order } from "@grill/http"
import { useQueryClient } from "@tanstack/react-query"
import { useState } from "react"
import { useNavigate } from "react-router-dom"
import { orderByNumberQuery } from "../../api/orders"
import { showToast } from "../../components/toast-store"
import { useCartActions } from "../../hooks/useCart"
import { useIsNarrowScreen } from "../../hooks/useMediaQuery"
import type { PlacedOrder } from "./OrderPlacedDialog"
import type { SendOutcome } from "./send-order"
import type { Checkout } from "./use-checkout"

/** The send's own chunk could not be fetched (offline): nothing was sent. */
const NOT_SENT: SendOutcome = {
  failed: { title: PLACE_ORDER_FAILED, description: TRY_AGAIN_LATER },
  pricesChanged: false
}

/**
 * Runs the checkout's "place" effect: sends the order, then tells the checkout how it went; on
 * success clears the cart and hands the order to `onPlaced` (each screen confirms it its own way).
 */
export function usePlaceOrder(input: {
  readonly checkout: Checkout
  readonly venue: VenueConfig
  readonly onPlaced: (order: Order) => void
}) {
  const { checkout } = input
  const queryClient = useQueryClient()
  const cart = useCartActions()

  const settle = (outcome: SendOutcome) => {
    if ("placed" in outcome) {
      const order = outcome.placed
      checkout.send({ type: "placed" })
      cart.clear()
      queryClient.setQueryData(orderByNumberQuery(order.orderNumber).queryKey, order)
      // The customer may now be a member with new points: lookups must not show the old record.
      void queryClient.invalidateQueries({ queryKey: ["users"] })
      void queryClient.invalidateQueries({ queryKey: ["loyalty"] })
      input.onPlaced(order)
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

  return (draft: CheckoutDraft<GolfCart>, key: string) =>
    void import("./send-order")
      .then(
        ({ sendOrder }) => sendOrder(draft, key, input.venue),
        () => NOT_SENT
      )
      .then(settle)
}

/** The customer's confirmation: the modal, or (narrow screens) a toast and the order's page. */
export function useShowPlaced() {
  const navigate = useNavigate()
  const narrow = useIsNarrowScreen()
  const [placed, setPlaced] = useState<PlacedOrder | null>(null)
  const show = (order: Order) => {
    if (narrow) {
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
