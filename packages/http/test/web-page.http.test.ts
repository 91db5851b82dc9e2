import { mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Cents } from "@grill/core"
import { describe, expect, it } from "vitest"
import { pageWithBootData, preloadLinks, screenAssets, scriptSafeJson } from "../src/site/web-page.js"
import { useTestServer } from "./support/harness.js"
import { orderSubmission, withServerTotals } from "./support/order-submissions.js"

const TEMPLATE =
  '<!doctype html><html><head><script type="module" src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>'

const { server, client, admin } = useTestServer(() => {
  const webDist = mkdtempSync(join(tmpdir(), "grill-page-"))
  writeFileSync(join(webDist, "index.html"), TEMPLATE)
  return { webDist }
})

const page = async (path: string) => {
  const response = await fetch(`${server.url}${path}`)
  return { response, html: await response.text() }
}

/** The boot data block's JSON, read as the browser's textContent would give it. */
const bootDataOf = (html: string) => {
  const match = /<script type="application\/json" id="grill-boot">([^<]*)<\/script>/.exec(html)
  if (match?.[1] === undefined) throw new Error(`no boot data in ${html}`)
  return JSON.parse(match[1])
}

describe("the page with its boot data", () => {
  it("carries the venue, the menu in cents and whether orders are taken, on the ordering page", async () => {
    const { response, html } = await page("/")
    expect(response.headers.get("content-type")).toMatch(/^text\/html/)
    expect(response.headers.get("cache-control")).toBe("no-cache")
    expect(html.startsWith('<!doctype html><html><head><script type="module"')).toBe(true)
    const boot = bootDataOf(html)
    expect(boot.venue).toMatchObject({
      name: "Clubhouse Grill",
      deliveryFee: 200,
      timeZone: "America/New_York"
    })
    const menu = await admin.menu.items({ urlParams: {} })
    expect(boot.menuItems.map((item: { id: number }) => item.id)).toEqual(menu.map((item) => item.id))
    expect(boot.menuItems.map((item: { price: number }) => item.price)).toEqual(
      menu.map((item) => item.price)
    )
    expect(boot.menuCategories.length).toBeGreaterThan(0)
    expect(boot.ordering).toMatchObject({ state: "open", quotedMinutes: 35 })
  })

  it("carries an order's page its order as the public endpoint shows it, and nothing for an unknown number", async () => {
    const placed = await client.orders
      .place({ payload: await withServerTotals(client, orderSubmission()), headers: {} })
      .answer()
    expect(placed.status).toBe(201)
    const number = placed.value.orderNumber
    const boot = bootDataOf((await page(`/order/${number.toLowerCase()}`)).html)
    const shown = (await client.orders.byNumber({ path: { orderNumber: number } })).order
    expect(boot.order).toMatchObject({
      orderNumber: number,
      status: shown.status,
      total: shown.total,
      statusHistory: shown.statusHistory
    })
    expect(Object.keys(bootDataOf((await page("/order/NOPE1-NOPE2")).html))).toEqual(["venue"])
  })

  it("gives other pages the venue only", async () => {
    const boot = bootDataOf((await page("/loyalty")).html)
    expect(Object.keys(boot)).toEqual(["venue"])
  })

  it("is made per request: a menu edit shows on the next load", async () => {
    const [first] = await admin.menu.items({ urlParams: {} })
    if (first === undefined) throw new Error("the demo menu is empty")
    const edited = admin.menu.update({ path: { id: first.id }, payload: { ...first, price: Cents(1234) } })
    expect(await edited.status()).toBe(200)
    const boot = bootDataOf((await page("/")).html)
    expect(boot.menuItems.find((item: { id: number }) => item.id === first.id).price).toBe(1234)
  })

  it("cannot be closed or broken out of by what staff type into the menu", async () => {
    const name = "</script><script>alert(1)</script><!--"
    const created = await admin.menu
      .create({
        payload: {
          name,
          description: "\u2028 and \u2029",
          price: Cents(500),
          categoryId: "",
          available: true
        }
      })
      .answer()
    expect(created.status).toBe(201)
    const { html } = await page("/")
    expect(html).not.toContain("<script>alert(1)")
    expect(html).not.toContain("<!--")
    const item = bootDataOf(html).menuItems.find((entry: { id: number }) => entry.id === created.value.id)
    expect(item).toMatchObject({ name, description: "\u2028 and \u2029" })
  })
})

describe("scriptSafeJson", () => {
  it("round-trips through JSON.parse with no '<' left", () => {
    const value = { text: "<b>a</b> <!-- </SCRIPT >", list: ["<", 1, null] }
    const json = scriptSafeJson(value)
    expect(json).not.toContain("<")
    expect(JSON.parse(json)).toEqual(value)
    expect(pageWithBootData("<html><head></head></html>", value)).toBe(
      `<html><head><script type="application/json" id="grill-boot">${json}</script></head></html>`
    )
  })
})

describe("the screen's preloads", () => {
  const manifest = {
    "index.html": { file: "assets/index-1.js", imports: ["_react-2.js"] },
    "_react-2.js": { file: "assets/react-2.js" },
    "_shared-3.js": { file: "assets/shared-3.js", imports: ["_react-2.js"], css: ["assets/shared-3.css"] },
    "src/routes/order/OrderScreen.tsx": {
      file: "assets/OrderScreen-4.js",
      imports: ["_shared-3.js", "_react-2.js", "index.html"],
      css: ["assets/OrderScreen-4.css"]
    },
    "src/routes/loyalty/LoyaltyScreen.tsx": { file: "assets/LoyaltyScreen-5.js", imports: ["_shared-3.js"] }
  }

  it("lists the chunks and styles the page's screen imports, each once", () => {
    expect(screenAssets(manifest, "/")).toEqual({
      scripts: ["assets/OrderScreen-4.js", "assets/shared-3.js", "assets/react-2.js", "assets/index-1.js"],
      styles: ["assets/OrderScreen-4.css", "assets/shared-3.css"]
    })
    expect(screenAssets(manifest, "/loyalty").scripts).toEqual([
      "assets/LoyaltyScreen-5.js",
      "assets/shared-3.js",
      "assets/react-2.js"
    ])
    expect(screenAssets(manifest, "/dashboard")).toEqual({ scripts: [], styles: [] })
  })

  it("links only what the page does not link already", () => {
    const template = '<head><script type="module" crossorigin src="/assets/index-1.js"></script></head>'
    expect(preloadLinks(template, screenAssets(manifest, "/loyalty"))).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/shared-3.css">' +
        '<link rel="modulepreload" crossorigin href="/assets/LoyaltyScreen-5.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/shared-3.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/react-2.js">'
    )
    // The entry the page already loads as its script is not fetched a second time as a preload.
    expect(preloadLinks(template, screenAssets(manifest, "/"))).not.toContain("index-1.js")
  })
})
