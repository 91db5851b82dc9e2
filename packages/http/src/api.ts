/**
 * The Clubhouse Grill API, declared once. The server implements it, the web app and the CLI
 * derive their clients from it. Browser-safe: no Node or SQL imports below this folder.
 */
import type * as HttpApi from "@effect/platform/HttpApi"
import type * as HttpApiEndpoint from "@effect/platform/HttpApiEndpoint"
import type * as HttpApiGroup from "@effect/platform/HttpApiGroup"
import type * as HttpApiMiddleware from "@effect/platform/HttpApiMiddleware"
import * as OpenApi from "@effect/platform/OpenApi"
import type { Cause, Types } from "effect"
import { ownClientGroups, withGroups } from "./feature-apis.js"
import { WebClientApi } from "./web-client-api.js"

export class GrillApi extends withGroups(WebClientApi, ownClientGroups)
  .annotate(OpenApi.Title, "Clubhouse Grill API")
  .annotate(OpenApi.Description, "Ordering, loyalty and kitchen operations for the Clubhouse Grill") {}

type Groups<Api> = Api extends HttpApi.HttpApi<infer _Id, infer G, infer _E, infer _R> ? G : never
type Endpoints = HttpApiGroup.HttpApiGroup.Endpoints<Groups<typeof GrillApi>>

/**
 * Every error the API declares, on any endpoint or its middleware: a tagged union the clients
 * switch on (`_tag`), so a refusal is told apart by its type, never by its wording.
 */
export type GrillApiError =
  | HttpApiEndpoint.HttpApiEndpoint.Error<Endpoints>
  | HttpApiGroup.HttpApiGroup.Error<Groups<typeof GrillApi>>
  | HttpApiMiddleware.HttpApiMiddleware.Error<HttpApiEndpoint.HttpApiEndpoint.Context<Endpoints>>

/** A declared error as a client reads it from its JSON body: its fields and tag, without the Error machinery. */
export type ErrorBody<E> = E extends unknown
  ? Types.Simplify<Omit<E, Exclude<keyof Cause.YieldableError, "message">>>
  : never

/**
 * How a client spells one endpoint as a method. A client extends this and declares `method` in
 * terms of `RequestOf<this>`, `this["success"]` and `this["error"]` (the endpoint's errors and its
 * group's); `ClientOf` fills them in for every endpoint.
 */
export interface EndpointMethod {
  readonly path: unknown
  readonly urlParams: unknown
  readonly payload: unknown
  readonly headers: unknown
  readonly success: unknown
  readonly error: unknown
  readonly method: unknown
}

/** The request a method of `M` takes, with or without asking for the answer beside the success. */
export type RequestOf<M extends EndpointMethod, WithResponse extends boolean = false> = Types.Simplify<
  HttpApiEndpoint.HttpApiEndpoint.ClientRequest<
    M["path"],
    M["urlParams"],
    M["payload"],
    M["headers"],
    WithResponse
  >
>

type MethodOf<M extends EndpointMethod, Endpoint, GroupError> = [Endpoint] extends [
  HttpApiEndpoint.HttpApiEndpoint<
    infer _Name,
    infer _Method,
    infer Path,
    infer UrlParams,
    infer Payload,
    infer Headers,
    infer Success,
    infer Error,
    infer _R,
    infer _RE
  >
]
  ? (M & {
      readonly path: Path
      readonly urlParams: UrlParams
      readonly payload: Payload
      readonly headers: Headers
      readonly success: Success
      readonly error: Error | GroupError
    })["method"]
  : never

/** A client of the whole API, `client.orders.place(...)` and so on, each endpoint spelled as `M` says. */
export type ClientOf<M extends EndpointMethod> = {
  readonly [Group in Groups<
    typeof GrillApi
  > as HttpApiGroup.HttpApiGroup.Name<Group>]: Group extends HttpApiGroup.HttpApiGroup<
    infer _Name,
    infer GroupEndpoints,
    infer GroupError,
    infer _R
  >
    ? {
        readonly [Endpoint in GroupEndpoints as HttpApiEndpoint.HttpApiEndpoint.Name<Endpoint>]: MethodOf<
          M,
          Endpoint,
          GroupError
        >
      }
    : never
}

export * from "./backups/api.js"
export * from "./bev-cart/api.js"
export * from "./books/api.js"
export * from "./contract/errors.js"
export * from "./contract/schemas.js"
export * from "./course/api.js"
export * from "./events/api.js"
export * from "./kitchen/api.js"
export * from "./loyalty/api.js"
export * from "./members/api.js"
export * from "./menu/api.js"
export * from "./notifications/api.js"
export * from "./orders/api.js"
export * from "./orders/order-input.js"
export * from "./orders/order-submission.js"
export * from "./outlets/api.js"
export * from "./payments/api.js"
export * from "./places/api.js"
export * from "./printers/api.js"
export * from "./reports/api.js"
export * from "./rewards/api.js"
export * from "./staff/accounts-api.js"
export * from "./staff/audit-api.js"
export * from "./staff/auth-api.js"
export * from "./staff/session-cookie.js"
export * from "./venue/api.js"
export * from "./web-client-api.js"
