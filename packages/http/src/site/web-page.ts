import { readFile } from "node:fs/promises"
import { Context, Effect, type Option } from "effect"

/** The element the web app reads its boot data from (packages/web/src/app/boot-data.ts). */
export const BOOT_DATA_ID = "grill-boot"

/** What the server puts in a page for its first paint (read by packages/web/src/app/boot-data.ts). */
export type BootData = Readonly<Record<string, unknown>>

/**
 * What the pages take from the features, which the assembly provides (page-data.ts), so that
 * serving the web app needs none of them.
 */
export class PageData extends Context.Tag("Site/PageData")<
  PageData,
  {
    /** What a page's first paint needs, by its path (made per request). */
    readonly bootDataFor: (pathname: string) => Effect.Effect<BootData>
    /** The card payments' origin (Stripe's), which an order's page lets in; none without card payments. */
    readonly cardStepOrigin: Option.Option<string>
    /** The venue's community, whose addresses the spec's clients ask for at /api/{community}-addresses. */
    readonly community: string
  }
>() {}

/**
 * JSON inside a <script type="application/json"> element: a data block the browser never runs
 * (so the Content-Security-Policy needs no exception), with "<" escaped so no value can close the
 * element or open a comment.
 */
export const scriptSafeJson = (value: unknown): string => JSON.stringify(value).replace(/</g, "\\u003c")

/** The built index.html with `extraHead` (the screen's preloads) and the boot data at the end of its head. */
export const pageWithBootData = (template: string, bootData: unknown, extraHead = ""): string => {
  const block = `${extraHead}<script type="application/json" id="${BOOT_DATA_ID}">${scriptSafeJson(bootData)}</script>`
  const head = template.indexOf("</head>")
  return head === -1 ? `${block}${template}` : `${template.slice(0, head)}${block}${template.slice(head)}`
}

/** Read per request: a rebuilt web app is served without a restart, and the file is a few hundred bytes. */
export const readTemplate = (path: string) => Effect.promise(() => readFile(path, "utf8"))

/** One chunk of Vite's build manifest (dist/.vite/manifest.json), keyed by source path. */
interface ManifestChunk {
  readonly file: string
  readonly imports?: ReadonlyArray<string>
  readonly css?: ReadonlyArray<string>
}
export type BuildManifest = Readonly<Record<string, ManifestChunk>>

/**
 * The screen each customer page opens with, by its source module, as packages/web/src/app/routes.tsx
 * maps them. Its code is a lazy chunk the browser would only ask for once the entry has run.
 */
const SCREENS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\/$/, "src/routes/order/OrderScreen.tsx"],
  [/^\/loyalty$/, "src/routes/loyalty/LoyaltyScreen.tsx"],
  [/^\/order\/[^/]+$/, "src/routes/order-detail/OrderDetailScreen.tsx"]
]

/** Whether the page opens with one of the customer's screens (which the server can draw). */
export const hasFirstScreen = (pathname: string): boolean =>
  SCREENS.some(([pattern]) => pattern.test(pathname))

/** The scripts and styles the page's screen needs (its chunk and everything it imports), once each. */
export const screenAssets = (manifest: BuildManifest, pathname: string) => {
  const screen = SCREENS.find(([pattern]) => pattern.test(pathname))?.[1]
  const scripts = new Set<string>()
  const styles = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (chunk === undefined || scripts.has(chunk.file)) return
    if (chunk.file.endsWith(".js")) scripts.add(chunk.file)
    for (const css of chunk.css ?? []) styles.add(css)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  if (screen !== undefined) visit(screen)
  return { scripts: [...scripts], styles: [...styles] }
}

/**
 * Links that let the browser fetch the screen's chunks together with the entry instead of one
 * after another once it runs (on a slow phone each hop of that waterfall is a round trip).
 * Files the page already links or loads (its entry script) are left out.
 */
export const preloadLinks = (template: string, assets: ReturnType<typeof screenAssets>): string => {
  const onPage = (file: string) => template.includes(`href="/${file}"`) || template.includes(`src="/${file}"`)
  return [
    ...assets.styles
      .filter((file) => !onPage(file))
      .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...assets.scripts
      .filter((file) => !onPage(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
  ].join("")
}

/** The build manifest, or none (a build without one): then nothing is preloaded. */
export const readManifest = (path: string) =>
  Effect.promise(() =>
    readFile(path, "utf8").then(
      (text) => JSON.parse(text) as BuildManifest,
      () => ({}) as BuildManifest
    )
  )
