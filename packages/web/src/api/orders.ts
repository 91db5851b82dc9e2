import type { Order, OrderSubmission } from "@grill/http"
import { queryOptions } from "@tanstack/react-query"
import { bootData, takeBootData } from "../app/boot-data"
import { callApi } from "./client"

/** The order the page came with, when it is this one (order numbers are read in capitals). */
const bootOrder = (orderNumber: string): Order | undefined => {
  const order = takeBootData("order")
  // The order's fields as the server holds them; no code reads it as a class instance.
  return order?.orderNumber === orderNumber.trim().toUpperCase() ? (order as Order) : undefined
}

/**
 * The live event the page's order is current to, when the page came with this order: its event
 * stream resumes after it, so the page need not fetch the order again to catch up.
 */
export const bootOrderEventId = (orderNumber: string): number | undefined => {
  const pageOrder = bootData().order?.orderNumber
  return pageOrder === orderNumber.trim().toUpperCase() ? takeBootData("lastEventId") : undefined
}

/** Whether the beverage cart is on its way with a golf-cart order, and where it is when shared. */
export const cartOnItsWayQuery = (orderNumber: string) =>
  queryOptions({
    queryKey: ["orders", "by-number", orderNumber, "beverage-cart"],
    queryFn: ({ signal }) =>
      callApi((client) => client.bevCartOrders.onItsWay({ path: { orderNumber } }), signal)
  })

export const orderByNumberQuery = (orderNumber: string) =>
  queryOptions({
    queryKey: ["orders", "by-number", orderNumber],
    queryFn: ({ signal }) =>
      callApi((client) => client.orders.byNumber({ path: { orderNumber } }), signal).then(
        (response) => response.order
      ),
    initialData: () => bootOrder(orderNumber)
  })

/**
 * The idempotency key makes a retried submit (double tap, flaky network) place one order,
 * not two: the same key is reused until the order succeeds.
 */
export const placeOrder = (submission: OrderSubmission, idempotencyKey: string) =>
  callApi((client) =>
    client.orders.place({ payload: submission, headers: { "idempotency-key": idempotencyKey } })
  )

export const newIdempotencyKey = (): string =>
  Array.from(globalThis.crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, "0")
  ).join("")
