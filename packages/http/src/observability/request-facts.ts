import { Context, Effect } from "effect"
import type * as Tracer from "effect/Tracer"

/**
 * What a request's log line, metrics and span say beyond its method and status: the route
 * template the router matched (an attribute it sets on the request's span, read back through
 * `recordingSpan`), and what handlers name with `noteRequestFact`.
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

/** The facts of the request being served, kept by request-observation.ts for its log line. */
export class RequestFacts extends Context.Tag("Observability/RequestFacts")<
  RequestFacts,
  Map<string, unknown>
>() {}

/**
 * Names something about the request (its order, its staff user) for its log line and, when traces
 * are on, its span. Outside an observed request (a background job) only the span hears of it.
 */
export const noteRequestFact = (key: string, value: string) =>
  Effect.flatMap(Effect.serviceOption(RequestFacts), (facts) => {
    if (facts._tag === "Some") facts.value.set(key, value)
    return Effect.annotateCurrentSpan(key, value)
  })
