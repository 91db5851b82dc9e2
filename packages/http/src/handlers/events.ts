import { HttpApiBuilder } from "@effect/platform"
import { Effect, Option, Stream } from "effect"
import { NotFound } from "../api/errors.js"
import { GrillApi } from "../api/index.js"
import { GrillEvents } from "../events/grill-events.js"
import {
  eventStreamResponse,
  heartbeatIntervalConfig,
  parseLastEventId
} from "../events/server-sent-events.js"
import { OrderRepo } from "../repos/order-repo.js"

export const EventsHandlers = HttpApiBuilder.group(GrillApi, "events", (handlers) =>
  Effect.gen(function* () {
    const events = yield* GrillEvents
    const orders = yield* OrderRepo
    const heartbeat = yield* heartbeatIntervalConfig
    return handlers
      .handle("staff", ({ headers }) =>
        Effect.succeed(
          eventStreamResponse(events.subscribe(parseLastEventId(headers["last-event-id"])), heartbeat)
        )
      )
      .handle("order", ({ path, headers }) =>
        Effect.gen(function* () {
          const orderNumber = path.orderNumber.trim().toUpperCase()
          if (Option.isNone(yield* orders.findByNumber(orderNumber))) {
            return yield* new NotFound({ message: "Order not found" })
          }
          // Only this order's status changes, and only what its public page shows.
          const updates = events.subscribe(parseLastEventId(headers["last-event-id"])).pipe(
            Stream.filter(
              (event) => event.name === "order.updated" && event.data.orderNumber === orderNumber
            ),
            Stream.map((event) => ({
              ...event,
              data: { orderNumber, status: event.data.status }
            }))
          )
          return eventStreamResponse(updates, heartbeat)
        })
      )
  })
)
