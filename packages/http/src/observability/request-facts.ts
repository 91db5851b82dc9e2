import type * as Tracer from "effect/Tracer"

/**
 * What a request's log line, metrics and span say beyond its method and status. Handlers add
 * them as attributes of the request's span (`Effect.annotateCurrentSpan`), which exists whether or
 * not traces are exported; request-observation.ts reads them back through `recordingSpan`.
 */
export const ROUTE_ATTRIBUTE = "http.route"
export const ORDER_NUMBER_ATTRIBUTE = "grill.order_number"
export const STAFF_USER_ATTRIBUTE = "grill.staff_user"

const RECORDED = new Set([ROUTE_ATTRIBUTE, ORDER_NUMBER_ATTRIBUTE, STAFF_USER_ATTRIBUTE])

/**
 * The request's span as handlers see it: everything goes to `span` as before, and the attributes
 * above are also kept in `facts`. The router names the route template it matched this way
 * (`/api/orders/:id`, never the id itself), as it does for traces.
 */
export const recordingSpan = (span: Tracer.Span, facts: Map<string, unknown>): Tracer.Span =>
  Object.create(span, {
    attribute: {
      value: (key: string, value: unknown) => {
        if (RECORDED.has(key)) facts.set(key, value)
        span.attribute(key, value)
      }
    }
  })
