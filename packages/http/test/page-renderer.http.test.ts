import { createHash } from "node:crypto"
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { looksNarrow } from "../src/site/page-renderer.js"
import { useTestServer } from "./support/harness.js"

// The server puts the screen its web build's renderer draws into the page a phone gets. A stand-in
// renderer (the real one is packages/web/src/entry-server.tsx, tested in e2e/server-drawn.test.ts)
// shows what the server does with the HTML: title to the head, style attributes dropped, the
// stylesheets written into the page.

const STYLESHEET = '<link rel="stylesheet" crossorigin href="/assets/app-1a2b.css">'
const CSS = "body{color:#1f4d2b}"
const TEMPLATE = `<!doctype html><html><head><title>Order Online</title>${STYLESHEET}</head><body><div id="root"></div></body></html>`
const PHONE = {
  "user-agent":
    "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/136.0 Mobile Safari/537.36"
}
const DESKTOP = {
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/136.0 Safari/537.36"
}

const { server } = useTestServer(() => {
  const build = mkdtempSync(join(tmpdir(), "grill-drawn-"))
  mkdirSync(join(build, "dist"))
  mkdirSync(join(build, "dist-ssr"))
  writeFileSync(join(build, "dist", "index.html"), TEMPLATE)
  mkdirSync(join(build, "dist", "assets"))
  writeFileSync(join(build, "dist", "assets", "app-1a2b.css"), CSS)
  writeFileSync(
    join(build, "dist-ssr", "entry-server.js"),
    `globalThis.grillRendererImports = (globalThis.grillRendererImports ?? 0) + 1
    export const renderPage = (url, data) => {
      if (url === "/loyalty") throw new Error("a screen that cannot be drawn")
      return '<title>Drawn $& ' + url + '</title><main style="outline:none">' + data.venue.name + ' at ' + url + '</main>'
    }`
  )
  return { webDist: join(build, "dist") }
})

const page = async (path: string, headers: Record<string, string>) =>
  (await fetch(`${server.url}${path}`, { headers })).text()

const styleSource = async (path: string, headers: Record<string, string>) => {
  const policy =
    (await fetch(`${server.url}${path}`, { headers })).headers.get("content-security-policy") ?? ""
  return policy.split("; ").find((directive) => directive.startsWith("style-src"))
}

const rendererImports = () => (globalThis as { grillRendererImports?: number }).grillRendererImports ?? 0

describe("a page the server draws", () => {
  it("imports the renderer for the first page it draws for a phone, not at start, and once", async () => {
    await fetch(`${server.url}/api/menu/categories`)
    await page("/", DESKTOP)
    await page("/dashboard", PHONE)
    expect(rendererImports()).toBe(0)
    await Promise.all([page("/", PHONE), page("/order/ABCDE-FGHIJ", PHONE)])
    await page("/", PHONE)
    expect(rendererImports()).toBe(1)
  })

  it("carries the drawn screen in #root for a phone, its title in the head, and no style attribute", async () => {
    const html = await page("/", PHONE)
    expect(html).toContain('<div id="root"><main>Clubhouse Grill at /</main></div>')
    expect(html).toContain("<head><title>Drawn $& /</title>")
    expect(html).not.toContain("Order Online")
    expect(html).toContain('id="grill-boot"')
  })

  it("carries its stylesheets inline for a phone, which the policy admits by their hash alone", async () => {
    const html = await page("/", PHONE)
    expect(html).toContain(`<style>${CSS}</style>`)
    expect(html).not.toContain(STYLESHEET)
    const hash = createHash("sha256").update(CSS).digest("base64")
    expect(await styleSource("/", PHONE)).toBe(`style-src 'self' 'sha256-${hash}'`)
  })

  it("leaves the drawing to a desktop's browser", async () => {
    const html = await page("/", DESKTOP)
    expect(html).toContain('<div id="root"></div>')
    expect(html).toContain("<title>Order Online</title>")
    expect(html).toContain(STYLESHEET)
    expect(await styleSource("/", DESKTOP)).toBe("style-src 'self'")
  })

  it("draws only the customer's first screens", async () => {
    expect(await page("/dashboard", PHONE)).toContain('<div id="root"></div>')
    expect(await page("/order/ABCDE-FGHIJ", PHONE)).toContain("at /order/ABCDE-FGHIJ</main>")
  })

  it("serves the page undrawn when the renderer fails, so the browser draws it", async () => {
    const html = await page("/loyalty", PHONE)
    expect(html).toContain('<div id="root"></div>')
    expect(html).toContain('id="grill-boot"')
  })
})

describe("looksNarrow", () => {
  it("knows a phone by Chromium's client hint or its user agent, and a desktop or tablet otherwise", () => {
    expect(looksNarrow({ "sec-ch-ua-mobile": "?1" })).toBe(true)
    expect(looksNarrow(PHONE)).toBe(true)
    expect(
      looksNarrow({ "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148" })
    ).toBe(true)
    expect(looksNarrow({ "sec-ch-ua-mobile": "?0", ...DESKTOP })).toBe(false)
    expect(looksNarrow({ "user-agent": "Mozilla/5.0 (iPad; CPU OS 18_0 like Mac OS X) Safari/604.1" })).toBe(
      false
    )
    expect(looksNarrow({})).toBe(false)
  })
})
