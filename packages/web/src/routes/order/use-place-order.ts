import type { Cart, OrderTotals, VenueConfig } from "@grill/core"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { useRef, useState } from "react"
import { useNavigate } from "react-router-dom"
import { type ApiError, toApiError } from "../../api/api-error"
import { newIdempotencyKey, orderByNumberQuery, placeOrder } from "../../api/orders"
import { showToast } from "../../components/toast-store"
import { cartActions } from "../../hooks/useCart"
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

/** Sends the order; on success clears cart and form, then shows the modal or (narrow screens) the order page. */
export function usePlaceOrder(input: {
  readonly venue: VenueConfig
  readonly checkout: Checkout
  readonly lines: Cart
  readonly totals: OrderTotals
  readonly memberId: string | null
  readonly narrow: boolean
}) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [placed, setPlaced] = useState<PlacedOrder | null>(null)
  // One key per order attempt: a retried submit after a lost response cannot place it twice.
  const idempotencyKey = useRef(newIdempotencyKey())
  const mutation = useMutation({
    // The submission is built with the API declaration's types (Schema): loaded on the first
    // submit, with the typed client, so the menu's first paint does not download them.
    mutationFn: async () => {
      const { buildSubmission } = await import("./build-submission")
      return placeOrder(buildSubmission(input), idempotencyKey.current)
    }
  })

  const place = () =>
    mutation.mutate(undefined, {
      onSuccess: ({ order }) => {
        idempotencyKey.current = newIdempotencyKey()
        cartActions.clear()
        input.checkout.reset()
        queryClient.setQueryData(orderByNumberQuery(order.orderNumber).queryKey, order)
        // The customer may now be a member with new points: lookups must not show the old record.
        void queryClient.invalidateQueries({ queryKey: ["users"] })
        void queryClient.invalidateQueries({ queryKey: ["loyalty"] })
        if (input.narrow) {
          showToast({
            title: "Order Placed Successfully!",
            description: `Your order number is ${order.orderNumber}`
          })
          navigate(`/order/${order.orderNumber}`)
        } else {
          setPlaced({
            orderNumber: order.orderNumber,
            orderType: order.orderType,
            deliveryTimeEstimate: order.deliveryTimeEstimate
          })
        }
      },
      onError: (failure) => {
        const error = toApiError(failure)
        showToast({ ...failureToast(error), variant: "destructive" })
        if (error.tag === "TotalsMismatch") {
          // Prices or membership changed under the customer: reload what the totals are made of.
          void queryClient.invalidateQueries({ queryKey: ["menu"] })
          void queryClient.invalidateQueries({ queryKey: ["users"] })
        }
      }
    })

  return { place, isPending: mutation.isPending, placed, dismissPlaced: () => setPlaced(null) }
}
