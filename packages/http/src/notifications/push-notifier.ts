import { isCompletionStatus, ORDER_STATUSES, toDashboardStatus } from "@grill/core"
import { Effect } from "effect"
import type { GrillEvent } from "../events/grill-events.js"
import { type PushMessage, WebPush } from "./web-push.js"

const text = (data: GrillEvent["data"], key: string): string => {
  const value = data[key]
  return typeof value === "string" ? value : ""
}

/** What the customer who asked to be told hears, when their order is ready and when delivered. */
const customerMessage = (event: GrillEvent): PushMessage | undefined => {
  const orderNumber = text(event.data, "orderNumber")
  const status = ORDER_STATUSES.find((known) => known === event.data.status)
  const url = `/order/${orderNumber}`
  if (status === undefined) return undefined
  if (toDashboardStatus(status) === "ready") {
    return text(event.data, "orderType") === "pickup"
      ? { title: "Your order is ready", body: `Order ${orderNumber} is ready for pickup at the grill.`, url }
      : { title: "Your order is ready", body: `Order ${orderNumber} is ready and on its way to you.`, url }
  }
  if (isCompletionStatus(status)) {
    return { title: "Your order was delivered", body: `Order ${orderNumber}: enjoy!`, url }
  }
  return undefined
}

/**
 * What Web Push does with each event of the hub (NotifiersLive hands it each one, in order, off
 * every request's path): staff devices hear of each new order, and a customer who opted in hears
 * when their order is ready and when delivered. A failed send is logged, never the hub's failure.
 */
export const pushOnEvent = Effect.map(WebPush, (push) => {
  const notify = (event: GrillEvent) => {
    if (event.name === "order.created") {
      const orderNumber = text(event.data, "orderNumber")
      return push.sendToStaff(
        {
          title: "New order",
          body: `${orderNumber} · ${text(event.data, "orderType").replace("_", " ")}`,
          url: `/dashboard/order/${orderNumber}`
        },
        text(event.data, "outlet")
      )
    }
    const message = event.name === "order.updated" ? customerMessage(event) : undefined
    const orderId = event.data.id
    if (message === undefined || typeof orderId !== "number") return Effect.void
    return push.send({ orderId }, message)
  }
  return (event: GrillEvent) => Effect.catchAllCause(notify(event), Effect.logWarning)
})
