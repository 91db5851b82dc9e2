import type { CheckoutDraft, VenueConfig } from "@grill/core"
import type { GolfCart, Order } from "@grill/http"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { useState } from "react"
import { useNavigate } from "react-router-dom"
import { type ApiError, toApiError } from "../../api/api-error"
import { orderByNumberQuery, placeOrder } from "../../api/orders"
import { showToast } from "../../components/toast-store"
import { useCartActions } from "../../hooks/useCart"
import { useIsNarrowScreen } from "../../hooks/useMediaQuery"
import type { PlacedOrder } from "./OrderPlacedDialog"
import type { Checkout } from "./use-checkout"

const failureToast = (error: ApiError) => {
  // OrderRejected carries the spec's own toast title for the check that failed.
  if (error.tag === "OrderRejected" && error.title) {
    return { title: error.title, description: error.message }
  }
  return {
    title: "Failed to place order",
    description: error.kind === "refused" ? error.message : "Please try again later"
  }
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
  const mutation = useMutation({
    // The submission is built with the API declaration's types (Schema): loaded on the first
    // submit, with the typed client, so the menu's first paint does not download them.
    mutationFn: async (attempt: { readonly draft: CheckoutDraft<GolfCart>; readonly key: string }) => {
      const { buildSubmission } = await import("./build-submission")
      return placeOrder(buildSubmission(attempt.draft, input.venue), attempt.key)
    }
  })

  return (draft: CheckoutDraft<GolfCart>, key: string) =>
    mutation.mutate(
      { draft, key },
      {
        onSuccess: ({ order }) => {
          checkout.send({ type: "placed" })
          cart.clear()
          queryClient.setQueryData(orderByNumberQuery(order.orderNumber).queryKey, order)
          // The customer may now be a member with new points: lookups must not show the old record.
          void queryClient.invalidateQueries({ queryKey: ["users"] })
          void queryClient.invalidateQueries({ queryKey: ["loyalty"] })
          input.onPlaced(order)
        },
        onError: (failure) => {
          checkout.send({ type: "placeFailed" })
          const error = toApiError(failure)
          showToast({ ...failureToast(error), variant: "destructive" })
          // The code was used meanwhile (another order, the counter): say so beside its field.
          if (error.tag === "OrderRejected" && error.title === "Reward code")
            checkout.send({ type: "rewardCodeRefused", message: error.message })
          if (error.tag === "TotalsMismatch") {
            // Prices or membership changed under the customer: reload what the totals are made of.
            void queryClient.invalidateQueries({ queryKey: ["menu"] })
            void queryClient.invalidateQueries({ queryKey: ["users"] })
          }
        }
      }
    )
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
    setPlaced({
      orderNumber: order.orderNumber,
      orderType: order.orderType,
      deliveryTimeEstimate: order.deliveryTimeEstimate,
      pickupTime: order.pickupTime,
      pointsEarned: order.pointsEarned,
      reward:
        order.rewardCode === null
          ? null
          : { code: order.rewardCode, name: order.rewardName ?? "", discount: order.rewardDiscount }
    })
  }
  return { placed, show, dismiss: () => setPlaced(null) }
}
