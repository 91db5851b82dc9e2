import type * as HttpApi from "@effect/platform/HttpApi"
import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import * as HttpLayerRouter from "@effect/platform/HttpLayerRouter"
import { Effect, Scope } from "effect"

const DOCS_PATH = "/api/docs"

/**
 * GET /api/docs: the API's reference page (Scalar), drawn from the same OpenAPI document as
 * /api/openapi.json. Scalar's script is a large string module that V8 holds twice (its source and
 * the string), heap for a page few visitors ever open (and more, since the heap grows in
 * proportion to what it holds): it is imported at the first visit, not at start. That visit waits
 * for the import once; every later one is served from memory (PERFORMANCE.md, "Lazy imports").
 * The API is the assembly's (server.ts passes it in), so this module knows none of its features.
 */
export const apiDocsLive = (api: HttpApi.HttpApi.Any) =>
  HttpApiBuilder.Router.use((router) =>
    Effect.gen(function* () {
      const scope = yield* Effect.scope
      const page = yield* Effect.cached(
        Effect.promise(() => import("@effect/platform/HttpApiScalar")).pipe(
          Effect.flatMap((Scalar) =>
            HttpLayerRouter.toHttpEffect(Scalar.layerHttpLayerRouter({ api, path: DOCS_PATH }))
          ),
          Effect.provideService(Scope.Scope, scope)
        )
      )
      yield* router.get(DOCS_PATH, Effect.flatten(page))
    })
  )
