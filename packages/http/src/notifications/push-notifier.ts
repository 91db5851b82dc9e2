import { isCompletionStatus, ORDER_STATUSES, toDashboardStatus } from "@grill/core"
import { Effect, Layer, Stream } from "effect"
import { type GrillEvent, GrillEvents } from "../events/grill-events.js"
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
 * Web Push follows the event hub, off every request's path: staff devices hear of each new
 * order, and a customer who opted in hears when their order is ready and when delivered.
 */
export const PushNotifierLive = Layer.scopedDiscard(
  Effect.gen(function* () {
    const events = yield* GrillEvents
    const push = yield* WebPush
    const notify = (event: GrillEvent) => {
      if (event.name === "order.created") {
        const orderNumber = text(event.data, "orderNumber")
        return push.sendToStaff({
          title: "New order",
          body: `${orderNumber} · ${text(event.data, "orderType").replace("_", " ")}`,
          url: `/dashboard/order/${orderNumber}`
        })
      }
      const message = event.name === "order.updated" ? customerMessage(event) : undefined
      const orderId = event.data.id
      if (message === undefined || typeof orderId !== "number") return Effect.void
      return push.send({ orderId }, message)
    }
    yield* events.subscribe(undefined).pipe(
      // One event at a time, so a customer never hears "delivered" before "ready".
      Stream.mapEffect((event) => Effect.catchAllCause(notify(event), Effect.logWarning)),
      Stream.runDrain,
      Effect.forkScoped
    )
  })
)
