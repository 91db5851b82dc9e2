/**
 * Issue 11: for a phone the server draws the first screen into the page (packages/web/src/
 * entry-server.tsx), so the menu paints before any script runs; the app then takes over that
 * HTML (hydration) without redrawing it, and works as before.
 */
import { type BrowserContext, devices, type Page } from "playwright-core"
import { afterAll, describe, expect, it } from "vitest"
import { BROWSER_WAIT_MS, setOrderStatus, useGrill } from "./harness.js"
import { placeApiOrder } from "./staff-support.js"

const grill = useGrill()
const contexts: Array<BrowserContext> = []
afterAll(() => Promise.all(contexts.map((context) => context.close())))

/** A phone's browser, as the server recognises one (Chromium's client hint and its user agent). */
const phonePage = async () => {
  const context = await grill.browser.newContext({
    ...devices["Pixel 7"],
    baseURL: grill.server.url,
    reducedMotion: "reduce"
  })
  contexts.push(context)
  const page = await context.newPage()
  page.setDefaultTimeout(BROWSER_WAIT_MS)
  // React reports a page it could not take over (a hydration mismatch) as an error.
  const errors: Array<string> = []
  page.on("pageerror", (error) => errors.push(error.message))
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text())
  })
  return { page, errors }
}

/** The page's own HTML, as the server sent it (before any script ran). */
const servedHtml = async (page: Page, path: string) => {
  const response = await page.goto(path)
  return (await response?.text()) ?? ""
}

/** Two frames: what the app does once it runs has been drawn by then. */
const settled = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))

describe("a page the server drew for a phone", () => {
  it("carries the menu in its HTML, and the app takes it over and adds to the cart", async () => {
    const { page, errors } = await phonePage()
    const html = await servedHtml(page, "/")
    expect(html).toMatch(/<div id="root">.*<h3 class="menu-item__name">Fried Pickles<\/h3>/s)
    expect(html).toMatch(/<title>Place Your Order · [^<]+<\/title>/)
    expect(html).not.toMatch(/ style="/)
    await page.waitForLoadState("networkidle")
    await page.getByRole("button", { name: /^Add Fried Pickles to cart/ }).click()
    await page.getByRole("button", { name: /View cart/ }).waitFor()
    expect(await page.title()).toMatch(/^Place Your Order · /)
    expect(await page.locator("title").count()).toBe(1)
    expect(errors).toEqual([])
  })

  it("draws the loyalty screen, taken over without a redraw", async () => {
    const { page, errors } = await phonePage()
    const html = await servedHtml(page, "/loyalty")
    expect(html).toMatch(/<div id="root">.*Loyalty Rewards/s)
    await page.waitForLoadState("networkidle")
    await settled(page)
    expect(errors).toEqual([])
  })

  it("draws an order's page, which then follows the order's status with no fetch to catch up", async () => {
    const order = await placeApiOrder(grill.server, { customer: "Drawn Order", phone: "4045550977" })
    const { page, errors } = await phonePage()
    const requested: Array<string> = []
    page.on("request", (request) => requested.push(new URL(request.url()).pathname))
    const streamOpened = page.waitForResponse(
      (response) => new URL(response.url()).pathname === `/api/orders/${order.orderNumber}/events`
    )
    const html = await servedHtml(page, `/order/${order.orderNumber}`)
    expect(html).toMatch(new RegExp(`<div id="root">.*Order (<!-- -->)?${order.orderNumber}`, "s"))
    await streamOpened
    await settled(page)
    expect(requested).not.toContain(`/api/orders/${order.orderNumber}`)
    expect(requested.filter((path) => /typed-client/.test(path))).toEqual([])

    await setOrderStatus(grill.server, order.orderNumber, "ready")
    await page
      .getByText(/^Ready/)
      .first()
      .waitFor()
    expect(errors).toEqual([])
  })
})
