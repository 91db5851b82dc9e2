import type { OrderStatus } from "@grill/core"
import type { Order } from "@grill/http"
import { queryOptions } from "@tanstack/react-query"
import { callApi } from "../client"
import { STAFF_QUERY_ROOT } from "./auth"

/** The spec's polling intervals (section 7). */
export const DASHBOARD_POLL_MS = 60_000
export const CLOSED_ORDERS_POLL_MS = 30_000
export const GOLF_CART_POLL_MS = 30_000

/** Every staff order list (and today's summary) lives under this key, to refetch them all after a change. */
export const ORDER_LISTS_KEY = [STAFF_QUERY_ROOT, "orders"] as const

/** Pending, preparing and ready orders (any vocabulary that reads as one of those), newest first. */
export const openOrdersQuery = queryOptions({
  queryKey: [...ORDER_LISTS_KEY, "open"],
  queryFn: ({ signal }) => callApi((client) => client.orders.list({ urlParams: { status: "open" } }), signal)
})

/** Orders placed for later whose kitchen start is still ahead, soonest first. */
export const scheduledOrdersQuery = queryOptions({
  queryKey: [...ORDER_LISTS_KEY, "scheduled"],
  queryFn: ({ signal }) =>
    callApi((client) => client.orders.list({ urlParams: { status: "scheduled" } }), signal)
})

/**
 * Whether any order exists at all, so an empty open list can say "No orders found" rather
 * than "No open orders found". One row is enough to know.
 */
export const anyOrderQuery = queryOptions({
  queryKey: [...ORDER_LISTS_KEY, "any"],
  queryFn: ({ signal }) =>
    callApi((client) => client.orders.list({ urlParams: { limit: 1 } }), signal).then(
      (orders) => orders.length > 0
    )
})

/** Delivered and cancelled orders (completed reads as delivered). */
export const closedOrdersQuery = queryOptions({
  queryKey: [...ORDER_LISTS_KEY, "closed"],
  queryFn: ({ signal }) =>
    callApi((client) => client.orders.list({ urlParams: { status: "closed" } }), signal)
})

/** Every recent order, whatever its status, for the admin screen. */
export const allOrdersQuery = queryOptions({
  queryKey: [...ORDER_LISTS_KEY, "all"],
  queryFn: ({ signal }) => callApi((client) => client.orders.list({ urlParams: {} }), signal)
})

export const golfCartOrdersQuery = queryOptions({
  queryKey: [...ORDER_LISTS_KEY, "golf-cart"],
  queryFn: ({ signal }) =>
    callApi((client) => client.orders.list({ urlParams: { type: "golf_cart" } }), signal)
})

/** Today's summary of one outlet, or (null) of the account's outlets: all of them for an account not limited to some. */
export const todaySummaryQuery = (outlet: string | null) =>
  queryOptions({
    queryKey: [...ORDER_LISTS_KEY, "summary-today", outlet],
    queryFn: ({ signal }) =>
      callApi((client) => client.orders.summary({ urlParams: outlet === null ? {} : { outlet } }), signal)
  })

/** Fills in an order number the list came back without. */
export const orderNumberQuery = (orderId: number) =>
  queryOptions({
    queryKey: [...ORDER_LISTS_KEY, "number", orderId],
    queryFn: ({ signal }) =>
      callApi((client) => client.orders.number({ path: { id: orderId } }), signal).then(
        (response) => response.orderNumber
      )
  })

/**
 * Any of the stored statuses; resolves to the order as the server now holds it. A cancellation
 * may carry a reason the customer reads on the order's page.
 */
export const setOrderStatus = (orderId: number, status: OrderStatus, reason?: string): Promise<Order> =>
  callApi((client) =>
    client.orders.setStatus({
      path: { id: orderId },
      payload: reason === undefined ? { status } : { status, reason }
    })
  ).then((response) => response.order)

/** The kitchen's answer to a new order: accept (with the estimate it now quotes) or reject with a reason. */
export const acceptOrder = (orderId: number, minutes: number | undefined) =>
  callApi((client) =>
    client.orders.accept({ path: { id: orderId }, payload: minutes === undefined ? {} : { minutes } })
  )

export const rejectOrder = (orderId: number, reason: string) =>
  callApi((client) => client.orders.reject({ path: { id: orderId }, payload: { reason } }))
