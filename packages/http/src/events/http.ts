import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import { worksAtOutlet } from "@grill/core"
import { Effect, identity, Option, Stream } from "effect"
import { GrillApi } from "../api.js"
import { NotFound, ServiceUnavailable } from "../contract/errors.js"
import { OrderRepo } from "../orders/repo.js"
import { Draining } from "../platform/draining.js"
import { CurrentStaff } from "../staff/auth-api.js"
import { GrillEvents } from "./grill-events.js"
import { eventStreamResponse, heartbeatIntervalConfig, parseLastEventId } from "./server-sent-events.js"
import { StreamAdmission } from "./stream-admission.js"

const LISTENER_DOWN =
  "Live updates are paused while the server reconnects to its database; this screen refreshes by itself until they are back"

export const EventsHandlers = HttpApiBuilder.group(GrillApi, "events", (handlers) =>
  Effect.gen(function* () {
    const events = yield* GrillEvents
    const orders = yield* OrderRepo
    const heartbeat = yield* heartbeatIntervalConfig
    const stopping = Option.map(yield* Effect.serviceOption(Draining), (draining) => draining.started)
    const admission = yield* StreamAdmission
    // A stream is refused, not left open and silent, while events from other nodes cannot arrive.
    const whileListening = Effect.flatMap(events.listening, (listening) =>
      listening ? Effect.void : new ServiceUnavailable({ message: LISTENER_DOWN })
    )
    return handlers
      .handle("staff", ({ headers }) =>
        Effect.gen(function* () {
          yield* whileListening
          const staff = yield* CurrentStaff
          const release = yield* admission.admit
          const all = events.subscribe(parseLastEventId(headers["last-event-id"]))
          // An account limited to outlets hears only their orders (its chime and its lists follow).
          const heard =
            staff.outlets === null
              ? all
              : all.pipe(
                  Stream.filter(
                    (event) =>
                      !event.name.startsWith("order.") ||
                      worksAtOutlet(staff.outlets, String(event.data.outlet))
                  )
                )
          return eventStreamResponse(heard.pipe(Stream.ensuring(release)), heartbeat, stopping)
        })
      )
      .handle("menu", ({ headers }) =>
        Effect.gen(function* () {
          yield* whileListening
          // What a customer's menu needs and nothing of the orders: which item to show again.
          const updates = events.subscribe(parseLastEventId(headers["last-event-id"])).pipe(
            Stream.filter((event) => event.name === "menu.updated" || event.name === "events.missed"),
            Stream.map((event) =>
              event.name === "menu.updated"
                ? {
                    ...event,
                    data: {
                      itemId: event.data.itemId,
                      ...("count" in event.data ? { count: event.data.count } : {})
                    }
                  }
                : event
            )
          )
          const release = yield* admission.admit
          return eventStreamResponse(updates.pipe(Stream.ensuring(release)), heartbeat, stopping)
        })
      )
      .handle("order", ({ path, headers, urlParams }) =>
        Effect.gen(function* () {
          yield* whileListening
          const orderNumber = path.orderNumber.trim().toUpperCase()
          if (Option.isNone(yield* orders.findByNumber(orderNumber))) {
            return yield* new NotFound({ message: "Order not found" })
          }
          const statusNow = Effect.map(
            orders.findByNumber(orderNumber),
            Option.map((order) => order.status)
          )
          // The browser's own reconnection (the header) is newer than the page's id in the address.
          const lastEventId = parseLastEventId(headers["last-event-id"] ?? urlParams.lastEventId)
          // Only this order's status changes, and only what its public page shows; when the
          // replay is incomplete, the status as it is now stands for whatever was missed.
          const updates = events.subscribe(lastEventId).pipe(
            Stream.filter(
              (event) =>
                event.name === "events.missed" ||
                (event.name === "order.updated" && event.data.orderNumber === orderNumber)
            ),
            Stream.mapEffect((event) =>
              Effect.map(
                event.name === "events.missed" ? statusNow : Effect.succeedSome(event.data.status),
                Option.map((status) => ({
                  ...event,
                  name: "order.updated" as const,
                  data: { orderNumber, status }
                }))
              )
            ),
            Stream.filterMap(identity)
          )
          const release = yield* admission.admit
          return eventStreamResponse(updates.pipe(Stream.ensuring(release)), heartbeat, stopping)
        })
      )
  })
)
