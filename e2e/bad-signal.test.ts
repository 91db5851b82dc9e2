/**
 * Issue 42: nothing lost on a bad signal. A phone shows the server's drawing of the menu seconds
 * before the app answers a tap: an "Add" tapped then still adds the item. And a reload in the
 * middle of the checkout (a phone reloads a tab left in the background) keeps what was typed.
 */
import { type BrowserContext, devices, type Page } from "playwright-core"
import { afterAll, describe, expect, it } from "vitest"
import {
  BROWSER_WAIT_MS,
  DESKTOP_VIEWPORT,
  expectNoAxeViolations,
  fillCustomer,
  PHONE_VIEWPORT,
  useGrill
} from "./harness.js"
import { eventually } from "./staff-support.js"

const grill = useGrill()
const contexts: Array<BrowserContext> = []
afterAll(() => Promise.all(contexts.map((context) => context.close())))

/** A phone's browser, as the server recognises one, so it is sent the drawn menu. */
const phonePage = async (): Promise<Page> => {
  const context = await grill.browser.newContext({
    ...devices["Pixel 7"],
    baseURL: grill.server.url,
    reducedMotion: "reduce"
  })
  contexts.push(context)
  const page = await context.newPage()
  page.setDefaultTimeout(BROWSER_WAIT_MS)
  return page
}

/** The floating cart's count ("1 item"), or null while the cart is empty. */
const cartCount = async (page: Page) => {
  const count = page.locator(".floating-cart__count")
  return (await count.count()) === 0 ? null : ((await count.textContent()) ?? "").replace(/(\d)\s*/, "$1 ")
}

describe("a tap or typing before the app runs", () => {
  it("on a phone four times slower, an Add tapped as soon as the menu shows, before the app runs, adds the item", async () => {
    const page = await phonePage()
    const cdp = await page.context().newCDPSession(page)
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 })
    // The scripts are held back until the tap has landed, so it surely lands before the app runs.
    let releaseScripts: () => void = () => undefined
    const scriptsHeld = new Promise<void>((resolve) => {
      releaseScripts = resolve
    })
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await scriptsHeld
      await route.continue()
    })
    // Read to its end, the page's own inline starter (which holds such taps) has run.
    await page.goto("/", { waitUntil: "domcontentloaded" })
    const add = page.getByRole("button", { name: /^Add Fried Pickles to cart/ })
    await add.click()
    // The app has not run yet: nothing can have answered the tap.
    expect(await page.evaluate(() => localStorage.getItem("clubhouse-grill.cart"))).toBeNull()
    releaseScripts()
    await eventually(() => cartCount(page)).toBe("1 item")
    const cart = JSON.parse((await page.evaluate(() => localStorage.getItem("clubhouse-grill.cart"))) ?? "[]")
    expect(cart).toHaveLength(1)
    expect(cart[0].item.name).toBe("Fried Pickles")
    expect(cart[0].quantity).toBe(1)
  })

  it("a phone typed on the loyalty screen before the app runs is kept", async () => {
    const page = await phonePage()
    let releaseScripts: () => void = () => undefined
    const scriptsHeld = new Promise<void>((resolve) => {
      releaseScripts = resolve
    })
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await scriptsHeld
      await route.continue()
    })
    await page.goto("/loyalty", { waitUntil: "domcontentloaded" })
    const phone = page.getByLabel("Phone Number")
    await phone.pressSequentially("4045550777")
    releaseScripts()
    await page.waitForLoadState("networkidle")
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    )
    expect((await phone.inputValue()).replace(/\D/g, "")).toBe("4045550777")
    // The app read it too: View Rewards signs in with it (the form goes) rather than asking for a phone.
    await page.getByRole("button", { name: "View Rewards" }).click()
    await page.getByLabel("Name (Optional)").waitFor({ state: "detached" })
  })

  it("without throttling the first tap is counted once", async () => {
    const page = await phonePage()
    await page.goto("/")
    await page.getByRole("button", { name: /^Add Fried Pickles to cart/ }).click()
    await eventually(() => cartCount(page)).toBe("1 item")
    await page.getByRole("button", { name: /^Add Fried Pickles to cart/ }).click()
    await eventually(() => cartCount(page)).toBe("2 items")
  })
})

describe("a reload mid-checkout", () => {
  for (const viewport of [PHONE_VIEWPORT, DESKTOP_VIEWPORT]) {
    it(`keeps the order type, name, phone, address and notes at ${viewport.width} px, and forgets them once placed`, async () => {
      const page = await grill.newPage(viewport)
      await page.goto("/")
      await page.getByRole("button", { name: /^Add Fried Pickles to cart/ }).click()
      const narrow = viewport.width < 768
      if (narrow) await page.getByRole("button", { name: /View cart/ }).click()
      await page.getByRole("radio", { name: "Delivery" }).check()
      await fillCustomer(page, { firstName: "Dana", lastName: "Quinn", phone: "4045550291" })
      await page.getByLabel("Street address").fill("104 Hickory Lane")
      await page.getByLabel("Special instructions (optional)").fill("Ranch on the side")

      await page.reload()
      if (narrow) await page.getByRole("button", { name: /View cart/ }).click()
      await page.getByLabel("First name").waitFor()
      expect(await page.getByRole("radio", { name: "Delivery" }).isChecked()).toBe(true)
      expect(await page.getByLabel("First name").inputValue()).toBe("Dana")
      expect(await page.getByLabel("Last name").inputValue()).toBe("Quinn")
      expect(await page.getByLabel("Phone", { exact: true }).inputValue()).toBe("(404) 555-0291")
      expect(await page.getByLabel("Street address").inputValue()).toBe("104 Hickory Lane")
      expect(await page.getByLabel("Special instructions (optional)").inputValue()).toBe("Ranch on the side")
      await expectNoAxeViolations(page)

      // Placed as pickup: the kept details go with the order.
      await page.getByRole("radio", { name: "Pickup" }).check()
      await page.getByRole("button", { name: "Place Order" }).click()
      if (narrow) await page.waitForURL(/\/order\/[A-Z0-9-]+$/)
      else await page.getByRole("dialog", { name: "Order Placed Successfully!" }).waitFor()
      expect(await page.evaluate(() => sessionStorage.getItem("clubhouse-grill.checkout"))).toBeNull()
    })
  }
})
