import { queryOptions } from "@tanstack/react-query"
import { callApi } from "./client"

/** Whether the checkout offers the online card step, and Stripe.js's publishable key. */
export const paymentSettings = () => callApi((client) => client.payments.settings())

/** The settings for the checkout's card step: the server's configuration, read once per visit. */
export const paymentSettingsQuery = queryOptions({
  queryKey: ["payments", "settings"],
  queryFn: paymentSettings,
  staleTime: Number.POSITIVE_INFINITY
})

/** Asks the server to check the card with Stripe itself (it never takes the browser's word). */
export const checkPayment = (orderNumber: string) =>
  callApi((client) => client.payments.check({ path: { orderNumber } }))

/** Staff: give money back on a captured card order; no amount is everything left. */
export const refundPayment = (orderNumber: string, amount: number | undefined) =>
  callApi((client) =>
    client.payments.refund({
      path: { orderNumber },
      payload: amount === undefined ? {} : { amount: amount as never }
    })
  )
