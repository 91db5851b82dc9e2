import type { DeliveryAddress } from "@grill/http"
import { queryOptions } from "@tanstack/react-query"
import { isApiError } from "./api-error"
import { callApi } from "./client"

export const validateAddress = (address: DeliveryAddress) =>
  callApi((client) => client.addresses.validate({ payload: address }))

export const availableGolfCartsQuery = queryOptions({
  queryKey: ["golf-carts", "available"],
  queryFn: ({ signal }) => callApi((client) => client.golfCarts.available(), signal)
})

export const golfCartQuery = (cartId: string) =>
  queryOptions({
    queryKey: ["golf-carts", "one", cartId],
    queryFn: ({ signal }) => callApi((client) => client.golfCarts.one({ path: { cartId } }), signal)
  })

/** The tee-sheet golfer for a phone; null when the tee sheet does not know them. */
export const golferQuery = (phoneDigits: string) =>
  queryOptions({
    queryKey: ["tee-sheet", "golfer", phoneDigits],
    queryFn: ({ signal }) =>
      callApi((client) => client.teeSheet.golfer({ path: { phone: phoneDigits } }), signal).catch(
        (error: unknown) => {
          // A failed tee-sheet lookup is only logged; the flow continues with the cart picker.
          if (!(isApiError(error) && error.tag === "NotFound")) console.warn("Tee-sheet lookup failed", error)
          return null
        }
      )
  })

/** The course as configured on the server; it changes only with a restart. */
export const courseQuery = queryOptions({
  queryKey: ["course"],
  queryFn: ({ signal }) => callApi((client) => client.course.course(), signal),
  staleTime: Number.POSITIVE_INFINITY
})
