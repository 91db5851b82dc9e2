import { existsSync, statSync } from "node:fs"
import { join, normalize, resolve, sep } from "node:path"
import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import * as HttpServerRequest from "@effect/platform/HttpServerRequest"
import * as HttpServerResponse from "@effect/platform/HttpServerResponse"
import { Effect, Option } from "effect"
import { servePrecompressed } from "../platform/compression.js"
import { ServerConfig } from "../platform/config.js"
import { STRIPE_PAGE_HEADER } from "../platform/security-headers.js"
import { isPrivateBuildFile, serveSourceMapsConfig } from "./build-files.js"
import { looksNarrow, makePageRenderer } from "./page-renderer.js"
import { PageData, preloadLinks, readManifest, readTemplate, screenAssets } from "./web-page.js"

/** Vite puts content-hashed files under /assets: they never change, so browsers may keep them. */
const IMMUTABLE = "public, max-age=31536000, immutable"

/** "Towne Lake Hills" → "towne-lake-hills". */
export const communitySlug = (community: string): string =>
  community
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")

const notFoundJson = Effect.gen(function* () {
  const request = yield* HttpServerRequest.HttpServerRequest
  return yield* HttpServerResponse.json(
    { _tag: "NotFound", message: `No API route for ${request.method} ${request.url.split("?")[0]}` },
    { status: 404 }
  )
})

/** The customer's pages: ordering (`/`, `/order`), an order's page and loyalty. Staff screens are not. */
const CUSTOMER_PAGE = /^\/(order(\/[^/]+)?|loyalty)?$/

/**
 * Beside the API: unknown /api/* paths answer 404 in JSON, and every other GET serves the built
 * web app, with index.html for client-side routes (/order/ABC, /dashboard, ...).
 */
export const StaticSiteLive = HttpApiBuilder.Router.use((router) =>
  Effect.gen(function* () {
    const { webDist } = yield* ServerConfig
    const root = resolve(webDist)
    const index = join(root, "index.html")
    const manifest = join(root, ".vite", "manifest.json")
    const { bootDataFor, cardStepOrigin, community } = yield* PageData
    const drawPage = yield* makePageRenderer(root)
    const serveSourceMaps = yield* serveSourceMapsConfig

    const serveFile = Effect.gen(function* () {
      const request = yield* HttpServerRequest.HttpServerRequest
      const pathname = decodeURIComponent(new URL(request.url, "http://local").pathname)
      if (isPrivateBuildFile(pathname, serveSourceMaps))
        return HttpServerResponse.text("Not found", { status: 404 })
      const candidate = resolve(root, `.${normalize(pathname)}`)
      const insideRoot = candidate === root || candidate.startsWith(root + sep)
      if (insideRoot && existsSync(candidate) && statSync(candidate).isFile()) {
        const cacheControl = pathname.startsWith("/assets/") ? IMMUTABLE : "no-cache"
        return yield* servePrecompressed(candidate, { "cache-control": cacheControl })
      }
      // A hashed asset that is not there (an old build's) must not be answered with the page.
      if (pathname.startsWith("/assets/")) return HttpServerResponse.text("Not found", { status: 404 })
      if (!existsSync(index)) {
        return HttpServerResponse.text("The web app is not built yet: run npm run build", { status: 404 })
      }
      const template = yield* readTemplate(index)
      const preloads = preloadLinks(template, screenAssets(yield* readManifest(manifest), pathname))
      const page = yield* drawPage(
        template,
        pathname,
        yield* bootDataFor(pathname),
        preloads,
        looksNarrow(request.headers)
      )
      // A customer's pages hold the card step (the checkout's, an order page's finish) or lead to it
      // without a reload: their policy lets Stripe.js in (platform/security-headers.ts).
      const cardStep = Option.isSome(cardStepOrigin) && CUSTOMER_PAGE.test(pathname)
      return HttpServerResponse.text(page, {
        contentType: "text/html; charset=utf-8",
        headers: {
          "cache-control": "no-cache",
          ...(cardStep ? { [STRIPE_PAGE_HEADER]: cardStepOrigin.value } : {})
        }
      })
    }).pipe(
      Effect.catchAll(() => HttpServerResponse.text("Not found", { status: 404 })),
      Effect.catchAllDefect(() => HttpServerResponse.text("Bad request", { status: 400 }))
    )

    // The spec's clients call /api/{community}-addresses; the API declares one fixed path.
    const communityPath = `/api/${communitySlug(community)}-addresses`
    yield* router.get(
      communityPath as `/${string}`,
      Effect.map(HttpServerRequest.HttpServerRequest, (request) => {
        const query = request.url.includes("?") ? request.url.slice(request.url.indexOf("?")) : ""
        return HttpServerResponse.redirect(`/api/community-addresses${query}`, { status: 308 })
      })
    )
    yield* router.all("/api/*", notFoundJson)
    yield* router.get("*", serveFile)
  })
)
