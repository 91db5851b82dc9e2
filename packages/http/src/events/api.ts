import * as HttpApiEndpoint from "@effect/platform/HttpApiEndpoint"
import * as HttpApiGroup from "@effect/platform/HttpApiGroup"
import * as HttpApiSchema from "@effect/platform/HttpApiSchema"
import * as OpenApi from "@effect/platform/OpenApi"
import { Schema } from "effect"
import { NotFound, ServiceUnavailable, TooManyRequests } from "../contract/errors.js"
import { BoundedString } from "../contract/schemas.js"
import { StaffOnly } from "../staff/auth-api.js"

/**
 * A Server-Sent Events stream: `id:`, `event:` and JSON `data:` lines per event, and a heartbeat
 * comment at least every 20 seconds. Reconnect with `Last-Event-ID` to get what was missed.
 */
export const EventStream = Schema.String.pipe(
  HttpApiSchema.withEncoding({ kind: "Text", contentType: "text/event-stream" })
).annotations({ description: "text/event-stream" })

export const EventStreamHeaders = Schema.Struct({
  "last-event-id": Schema.optional(Schema.String.pipe(Schema.maxLength(64)))
})

const orderNumber = HttpApiSchema.param("orderNumber", BoundedString("Order number", 32))

export class EventsApi extends HttpApiGroup.make("events")
  .add(
    HttpApiEndpoint.get("staff", "/api/events")
      .setHeaders(EventStreamHeaders)
      .addSuccess(EventStream)
      .addError(TooManyRequests)
      // While this node's database listener reconnects: the screen polls until the stream is back.
      .addError(ServiceUnavailable)
      .middleware(StaffOnly)
      .annotate(
        OpenApi.Description,
        "Every order.created, order.updated, menu.updated, cart.position, ordering.updated and printers.updated event, for staff screens"
      )
  )
  .add(
    // Public: the customer's menu turns an item "Sold out" the moment its count reaches zero.
    HttpApiEndpoint.get("menu", "/api/menu/events")
      .setHeaders(EventStreamHeaders)
      .addSuccess(EventStream)
      .addError(TooManyRequests)
      .addError(ServiceUnavailable)
      .annotate(
        OpenApi.Description,
        "menu.updated events ({ itemId }, with { count } when an order or a cancellation moved the item's count: " +
          "refetch the menu), and events.missed when a resumed stream lost some"
      )
  )
  .add(
    HttpApiEndpoint.get("order")`/api/orders/${orderNumber}/events`
      .setHeaders(EventStreamHeaders)
      // A browser's EventSource sends no header on its first connection: the order's page puts
      // the event id it was made at in the address instead (the header, once sent, wins).
      .setUrlParams(Schema.Struct({ lastEventId: Schema.optional(Schema.String.pipe(Schema.maxLength(64))) }))
      .addSuccess(EventStream)
      .addError(NotFound)
      .addError(TooManyRequests)
      .addError(ServiceUnavailable)
      .annotate(
        OpenApi.Description,
        "This order's order.updated events: what its public page shows. Resumed from a lastEventId " +
          "(header or query) whose missed events are gone, it starts with an order.updated of the status now"
      )
  ) {}
