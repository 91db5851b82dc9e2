/**
 * The Clubhouse Grill API, declared once. The server implements it, the web app and the CLI
 * derive their clients from it. Browser-safe: no Node or SQL imports below this folder.
 */
import type * as HttpApi from "@effect/platform/HttpApi"
import type * as HttpApiEndpoint from "@effect/platform/HttpApiEndpoint"
import type * as HttpApiGroup from "@effect/platform/HttpApiGroup"
import type * as HttpApiMiddleware from "@effect/platform/HttpApiMiddleware"
import * as OpenApi from "@effect/platform/OpenApi"
import { ReportsApi } from "./reports/api.js"
import { WebClientApi } from "./web-client-api.js"

export class GrillApi extends WebClientApi.add(ReportsApi)
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

export * from "./backups/api.js"
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
