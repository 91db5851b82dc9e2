/**
 * The menu's category tabs and the panel under them are drawn once: the tabs a phone first
 * paints (or the server drew into the page) are the ones that take clicks, never torn down and
 * drawn afresh when the rest of the page's code arrives (a click in flight would be lost, the
 * chips' scroll position and the panel's fade would start over).
 */
import { type BrowserContext, devices, type Page } from "playwright-core"
import { afterAll, describe, expect, it } from "vitest"
import { useGrill } from "./harness.js"

const grill = useGrill()
const contexts: Array<BrowserContext> = []
afterAll(() => Promise.all(contexts.map((context) => context.close())))

/** Counts, from before the page's first byte, every tab, tab list or tab panel taken out of the page. */
const countRemovedTabs = (page: Page) =>
  page.addInitScript(() => {
    const tracked = (node: Node) =>
      node instanceof Element &&
      (node.matches('[role="tab"], [role="tablist"], [role="tabpanel"]') ||
        node.querySelector('[role="tab"], [role="tablist"], [role="tabpanel"]') !== null)
    const removed = { count: 0 }
    Object.assign(window, { removedTabs: removed })
    new MutationObserver((records) => {
      for (const record of records) removed.count += Array.from(record.removedNodes).filter(tracked).length
    }).observe(document, { childList: true, subtree: true })
  })

const removedTabs = (page: Page) =>
  page.evaluate(() => (window as unknown as { removedTabs: { count: number } }).removedTabs.count)

const isConnected = (page: Page, selector: string) =>
  page.evaluate(
    (selector) => document.querySelector(`[data-first-paint="${selector}"]`)?.isConnected,
    selector
  )

/** Marks the first tab and its panel as drawn now, to find the very same elements later. */
const markFirstPaint = (page: Page) =>
  page.evaluate(() => {
    document.querySelector('[role="tab"]')?.setAttribute("data-first-paint", "tab")
    document.querySelector('[role="tabpanel"]:not([hidden])')?.setAttribute("data-first-paint", "panel")
  })

/** What is running on the first-paint panel and its items (a fade that started over shows here). */
const panelAnimations = (page: Page) =>
  page.evaluate(
    () => document.querySelector('[data-first-paint="panel"]')?.getAnimations({ subtree: true }).length ?? -1
  )

describe("the menu's category tabs", () => {
  it("drawn by the browser, take clicks at once and stay the same elements once all the page's code is in", async () => {
    const page = await grill.newPage()
    await countRemovedTabs(page)
    await page.goto("/")
    const firstTab = page.getByRole("tab", { name: "Starters" })
    await firstTab.waitFor({ timeout: 30_000 })
    await markFirstPaint(page)
    expect(await firstTab.isEnabled()).toBe(true)
    // The checkout's chunk is the last of the page's code to land.
    await page.getByRole("button", { name: "Place Order" }).waitFor({ timeout: 30_000 })
    await page.waitForLoadState("networkidle")
    expect(await isConnected(page, "tab")).toBe(true)
    expect(await isConnected(page, "panel")).toBe(true)
    expect(await panelAnimations(page)).toBe(0)
    expect(await removedTabs(page)).toBe(0)

    await page.getByRole("tab", { name: "Burgers" }).click()
    await page.getByRole("button", { name: "Add Clubhouse Burger to cart" }).waitFor()
    expect(await page.locator('[data-first-paint="tab"]').getAttribute("aria-selected")).toBe("false")
    expect(await page.locator('[data-first-paint="panel"]').isHidden()).toBe(true)
    // The arrows move along the tabs and choose the one they land on.
    await page.keyboard.press("ArrowLeft")
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Starters")
    expect(await page.locator('[data-first-paint="panel"]').isVisible()).toBe(true)
    expect(await removedTabs(page)).toBe(0)
  })

  it("drawn by the server for a phone, are taken over in place when the page's code runs", async () => {
    const context = await grill.browser.newContext({ ...devices["Pixel 7"], baseURL: grill.server.url })
    contexts.push(context)
    const page = await context.newPage()
    page.setDefaultTimeout(10_000)
    await countRemovedTabs(page)
    // The scripts wait until the server's tabs are marked: what is marked is the HTML, not yet the app.
    let releaseScripts = () => {}
    const scriptsReleased = new Promise<void>((resolve) => {
      releaseScripts = resolve
    })
    await page.route("**/*.js", async (route) => {
      await scriptsReleased
      await route.continue()
    })
    await page.goto("/", { waitUntil: "domcontentloaded" })
    await markFirstPaint(page)
    expect(await page.locator('[data-first-paint="tab"]').textContent()).toBe("Starters")
    releaseScripts()

    // A click on another tab answers only once the app has taken the page over: click until it does.
    const burgers = page.getByRole("tab", { name: "Burgers" })
    await expect
      .poll(
        async () => {
          await burgers.click()
          return burgers.getAttribute("aria-selected")
        },
        { timeout: 30_000 }
      )
      .toBe("true")
    await page.getByRole("button", { name: "Add Clubhouse Burger to cart" }).waitFor()
    await page.waitForLoadState("networkidle")
    expect(await isConnected(page, "tab")).toBe(true)
    expect(await isConnected(page, "panel")).toBe(true)
    expect(await page.locator('[data-first-paint="tab"]').getAttribute("aria-selected")).toBe("false")
    expect(await removedTabs(page)).toBe(0)
  })
})
