import { readFileSync } from "node:fs"
import { resolve } from "node:path"
import { pathToFileURL } from "node:url"
import { Effect } from "effect"
import { startAfterFirstPaint } from "./start-after-paint.js"
import { type BootData, hasFirstScreen, pageWithBootData } from "./web-page.js"

/** The web app's server renderer: packages/web/src/entry-server.tsx, built into dist-ssr/ beside dist/. */
interface WebRenderer {
  readonly renderPage: (url: string, bootData: BootData) => string
}

/** Renders of the same page from the same data are the same HTML: the last few are kept. */
const CACHED_RENDERS = 32

/**
 * Draws a customer page's screen on the server, from the boot data the page carries, so a phone
 * paints it before any script arrives. Returns the page unchanged when the build has no renderer
 * (the API-only tests, a web build without it) or the render fails: the app then draws the
 * screen in the browser, as it would without this.
 */
export const makePageRenderer = (webDist: string) =>
  Effect.gen(function* () {
    const file = resolve(webDist, "..", "dist-ssr", "entry-server.js")
    // React's server renderer with the app's screens is heap that a server whose visitors are
    // staff and API clients never uses: it is imported for the first page drawn for a phone, not
    // at start. That one page waits for the import, once per process (PERFORMANCE.md, "Lazy imports").
    const loadRenderer = yield* Effect.cached(
      Effect.promise(() =>
        import(pathToFileURL(file).href).then(
          (module: WebRenderer) => module,
          () => undefined
        )
      )
    )
    const cache = new Map<string, string>()
    // Hashed file names: a stylesheet's text never changes under its name.
    const stylesheets = new Map<string, string | undefined>()
    const stylesheet = (file: string) => {
      if (!stylesheets.has(file)) {
        const text = readFileIfPresent(resolve(webDist, file))
        // Text that could close the element stays a link.
        stylesheets.set(file, text?.includes("</style") ? undefined : text)
      }
      return stylesheets.get(file)
    }
    /**
     * The page's stylesheets written into it: a phone paints the drawn screen with the page alone,
     * without another round trip first (the policy admits these exact <style> elements by hash).
     */
    const withStylesInline = (page: string) =>
      page.replace(STYLESHEET_LINK, (link, file: string) => {
        const text = stylesheet(file)
        return text === undefined ? link : `<style>${text}</style>`
      })

    const render = (pathname: string, bootData: BootData): Effect.Effect<string | undefined, unknown> =>
      hasFirstScreen(pathname)
        ? Effect.flatMap(loadRenderer, (renderer) =>
            Effect.try(() => {
              if (renderer === undefined) return undefined
              const key = `${pathname}\n${JSON.stringify(bootData)}`
              const cached = cache.get(key)
              if (cached !== undefined) return cached
              const html = withoutInlineStyles(renderer.renderPage(pathname, bootData))
              cache.set(key, html)
              if (cache.size > CACHED_RENDERS) cache.delete(cache.keys().next().value ?? key)
              return html
            })
          )
        : Effect.succeed(undefined)

    /**
     * The page at `pathname`: the built index.html with the screen's preloads and its boot data,
     * and for a phone (`narrow`) the screen drawn into #root. A wider screen's browser draws its
     * own: its layout also shows the checkout, whose code the server does not wait for.
     */
    return (template: string, pathname: string, bootData: BootData, preloads: string, narrow: boolean) => {
      const plain = pageWithBootData(template, bootData, preloads)
      if (!narrow) return Effect.succeed(plain)
      return render(pathname, bootData).pipe(
        Effect.map((html) =>
          html === undefined
            ? plain
            : startAfterFirstPaint(
                withStylesInline(pageWithBootData(withScreen(template, html), bootData, preloads))
              )
        ),
        Effect.catchAll((error) =>
          Effect.as(
            Effect.logWarning(`The server could not draw ${pathname}; the browser will`, error),
            plain
          )
        )
      )
    }
  })

/**
 * Whether a request comes from a phone, whose narrow screen shows the menu without the cart:
 * Chromium says so in a client hint, other browsers in their user agent. A wrong guess costs one
 * more render once the page runs (a phone's layout, then the wider one), never a broken page.
 */
export const looksNarrow = (headers: Readonly<Record<string, string | undefined>>): boolean =>
  headers["sec-ch-ua-mobile"] === "?1" || /\b(Mobi|Android|iPhone|iPod)/.test(headers["user-agent"] ?? "")

/**
 * The page's policy (style-src 'self') refuses style attributes written in HTML. The few that
 * React writes here (Radix's `outline: none` on the tab list, `animation-duration: 0s` on a tab
 * panel that has no animation) change nothing on the first paint. (React escapes every quote in
 * text and attribute values, so the pattern only meets real attributes.)
 */
const withoutInlineStyles = (html: string): string => html.replace(/ style="[^"]*"/g, "")

/** A stylesheet the build links (index.html) or the server preloads for the screen (web-page.ts). */
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="\/(assets\/[\w.-]+\.css)">/g

const readFileIfPresent = (path: string): string | undefined => {
  try {
    return readFileSync(path, "utf8")
  } catch {
    return undefined
  }
}

/** React writes a screen's <title> first; it belongs in the head, where the browser reads it. */
const LEADING_TITLE = /^<title>([^<]*)<\/title>/

const withScreen = (page: string, html: string): string => {
  const title = LEADING_TITLE.exec(html)
  const screen = title ? html.slice(title[0].length) : html
  const withTitle = title ? page.replace(/<title>[^<]*<\/title>/, () => title[0]) : page
  return withTitle.replace('<div id="root"></div>', () => `<div id="root">${screen}</div>`)
}
