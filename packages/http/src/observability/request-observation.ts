import { randomUUID } from "node:crypto"
import type * as HttpApp from "@effect/platform/HttpApp"
import * as HttpServerError from "@effect/platform/HttpServerError"
import * as HttpServerRequest from "@effect/platform/HttpServerRequest"
import * as HttpServerResponse from "@effect/platform/HttpServerResponse"
import { Context, Effect, Exit, Metric, MetricLabel } from "effect"
import * as Tracer from "effect/Tracer"
import { HEALTH_PATH, READY_PATH } from "../platform/health.js"
import { httpRequestSeconds, httpRequests } from "./metrics.js"
import {
  ORDER_NUMBER_ATTRIBUTE,
  RequestFacts,
  ROUTE_ATTRIBUTE,
  recordingSpan,
  STAFF_USER_ATTRIBUTE
} from "./request-facts.js"

export const REQUEST_ID_HEADER = "x-request-id"
export const METRICS_PATH = "/metrics"

/** A request id from the client or a proxy is kept only when it is plain: it goes into every log line. */
const PLAIN_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/

/** Paths answered before the router, named as themselves; anything else the router did not match is one label. */
const OWN_PATHS = new Set([HEALTH_PATH, READY_PATH, METRICS_PATH])
const UNMATCHED = "unmatched"

/**
 * Around every request: a request id (the client's `X-Request-Id` when plain, else a new one),
 * echoed on the response and annotated on every log line written while it is served; then, as
 * asked, one log line for the request (method, route template, status, duration, and the order
 * number or staff user where a handler named them) and the HTTP metrics. With neither asked, only
 * the id is added; without GRILL_METRICS this is the whole cost.
 */
export const observeRequests =
  (options: { readonly log: boolean; readonly metrics: boolean }) =>
  <E, R>(app: HttpApp.Default<E, R>): HttpApp.Default<E, R | HttpServerRequest.HttpServerRequest> =>
    Effect.withFiberRuntime((fiber) => {
      const request = Context.unsafeGet(fiber.currentContext, HttpServerRequest.HttpServerRequest)
      const offered = request.headers[REQUEST_ID_HEADER]
      const requestId = offered !== undefined && PLAIN_REQUEST_ID.test(offered) ? offered : randomUUID()
      const withId = (response: HttpServerResponse.HttpServerResponse) =>
        HttpServerResponse.setHeader(response, REQUEST_ID_HEADER, requestId)
      if (!options.log && !options.metrics) {
        return Effect.map(app, withId).pipe(Effect.annotateLogs("requestId", requestId))
      }
      const facts = new Map<string, unknown>()
      const parent = Context.getOption(fiber.currentContext, Tracer.ParentSpan)
      const started = performance.now()
      const observed =
        parent._tag === "Some" && parent.value._tag === "Span"
          ? Effect.withParentSpan(app, recordingSpan(parent.value, facts))
          : app
      return Effect.provideService(observed, RequestFacts, facts).pipe(
        Effect.exit,
        Effect.flatMap((exit) => {
          const seconds = (performance.now() - started) / 1000
          const status = HttpServerError.exitResponse(exit).status
          const path = request.url.split("?")[0] ?? ""
          const route = String(facts.get(ROUTE_ATTRIBUTE) ?? (OWN_PATHS.has(path) ? path : UNMATCHED))
          const recorded = Effect.zipRight(
            options.metrics ? recordMetrics(route, request.method, status, seconds) : Effect.void,
            options.log ? logRequest(route, request.method, status, seconds, facts) : Effect.void
          )
          return Effect.as(recorded, Exit.map(exit, withId))
        }),
        Effect.flatten,
        Effect.annotateLogs("requestId", requestId)
      )
    })

const recordMetrics = (route: string, method: string, status: number, seconds: number) => {
  const labels = [MetricLabel.make("route", route), MetricLabel.make("method", method)]
  const withStatus = [...labels, MetricLabel.make("status", String(status))]
  return Effect.zipRight(
    Metric.increment(Metric.taggedWithLabels(httpRequests, withStatus)),
    Metric.update(Metric.taggedWithLabels(httpRequestSeconds, withStatus), seconds)
  )
}

/** Health checks every few seconds would drown the log; their failures still show in /readyz's body. */
const logRequest = (
  route: string,
  method: string,
  status: number,
  seconds: number,
  facts: Map<string, unknown>
) => {
  if (OWN_PATHS.has(route)) return Effect.void
  const orderNumber = facts.get(ORDER_NUMBER_ATTRIBUTE)
  const staffUser = facts.get(STAFF_USER_ATTRIBUTE)
  const line = `${method} ${route} ${status}`
  return (status >= 500 ? Effect.logWarning(line) : Effect.logInfo(line)).pipe(
    Effect.annotateLogs({
      method,
      route,
      status,
      durationMs: Math.round(seconds * 10_000) / 10,
      ...(orderNumber === undefined ? {} : { orderNumber }),
      ...(staffUser === undefined ? {} : { staffUser })
    })
  )
}
