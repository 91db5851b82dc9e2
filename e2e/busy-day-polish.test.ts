import type { Locator, Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { expectNoAxeViolations, expectToast, isOnTop, PHONE_VIEWPORT, setOrderStatus } from "./harness.js"
import { placeApiOrder, useStaffGrill } from "./staff-support.js"

const { grill, pages } = useStaffGrill()

/** Holds the page's timers where they are, so a toast stays up however slowly the checks run. */
const holdTime = async (page: Page) => {
  // A moment ahead: the page's clock moves on while the pause is asked for.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 250)
}

const overlap = async (a: Locator, b: Locator) => {
  const [one, two] = [await a.boundingBox(), await b.boundingBox()]
  if (one === null || two === null) return false
  return (
    one.x < two.x + two.width &&
    two.x < one.x + one.width &&
    one.y < two.y + two.height &&
    two.y < one.y + one.height
  )
}

describe("the rough edges a busy day finds", () => {
  it("tells a lost customer where they are, not how to add a route", async () => {
    const page = await grill.newPage(PHONE_VIEWPORT)
    await page.goto("/no-such-page")
    await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor({ timeout: 30_000 })
    const hint = (await page.locator(".not-found__hint").textContent()) ?? ""
    expect(hint).toContain("/no-such-page")
    expect(hint).not.toMatch(/src\/|route/)
    await expectNoAxeViolations(page)
  })

  it("shows the menu's category chips fading at the phone's edge, and thumb-sized options in the club's green", async () => {
    const page = await grill.newPage(PHONE_VIEWPORT)
    await page.goto("/")
    const chips = page.getByRole("tablist", { name: "Menu categories" })
    await chips.waitFor({ timeout: 30_000 })
    // On a busy machine the tabs' own code (a chunk of its own) and the menu's styles land a
    // moment after the first paint: wait for the working tabs, then for their fade.
    await page
      .getByRole("tab", { name: "Burgers" })
      .and(page.locator(":enabled"))
      .waitFor({ timeout: 30_000 })
    await page.waitForFunction(
      () => {
        const list = document.querySelector('[role="tablist"][aria-label="Menu categories"]')
        return list !== null && getComputedStyle(list).maskImage.includes("gradient")
      },
      undefined,
      { timeout: 30_000 }
    )
    expect(await chips.evaluate((element) => getComputedStyle(element).maskImage)).toContain("gradient")
    // The chips run past the phone's edge (measured once their styles are in).
    expect(await chips.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true)

    await page.getByRole("tab", { name: "Burgers" }).click()
    await page.getByRole("button", { name: "Add Clubhouse Burger to cart" }).click()
    const sheet = page.getByRole("dialog", { name: "Clubhouse Burger" })
    const radio = sheet.getByRole("radio").first()
    await radio.waitFor()
    const box = await radio.boundingBox()
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(22)
    // The fairway green (#1f4d2b), not the browser's default accent.
    expect(await radio.evaluate((element) => getComputedStyle(element).accentColor)).toBe("rgb(31, 77, 43)")
    await expectNoAxeViolations(page)
  })

  it("shows a phone's toast at the bottom, the staff header's menu still in reach, read out politely and dismissable", async () => {
    const order = await placeApiOrder(grill.server, { customer: "Toast Guest", phone: "4045550401" })
    const page = await pages.signedIn({ viewport: PHONE_VIEWPORT })
    await page.clock.install()
    await page.goto("/dashboard")
    // Read out politely: the announcement lives a second of the page's clock, so it is watched
    // for from before the change, not looked for after it on a machine that may be slow.
    const announced = page
      .locator('[role="status"][aria-live="polite"]', { hasText: "Order status updated" })
      .waitFor({ state: "attached" })
    await page
      .getByLabel(`Status of order ${order.orderNumber}`)
      .selectOption("preparing", { timeout: 30_000 })
    await announced
    await expectToast(page, "Order status updated")
    await holdTime(page)
    const toast = page.locator(".toast")
    const header = page.locator(".staff-header")
    expect(await overlap(toast, header)).toBe(false)
    const menu = page.getByRole("button", { name: "Menu", exact: true })
    expect(await menu.evaluate(isOnTop)).toBe(true)
    await menu.click()
    await page
      .getByRole("navigation", { name: "Staff" })
      .getByRole("link", { name: "Closed Orders" })
      .waitFor()
    expect(await toast.isVisible()).toBe(true)
    await page.getByRole("button", { name: "Dismiss notification" }).click()
    await toast.waitFor({ state: "detached" })
  })

  it("keeps a phone's toast above the floating cart, clear of the header", async () => {
    const page = await grill.newPage(PHONE_VIEWPORT)
    await page.clock.install()
    await page.goto("/")
    await page.getByRole("button", { name: "Add Fried Pickles to cart" }).click({ timeout: 30_000 })
    await expectToast(page, "Added to cart")
    await holdTime(page)
    const toast = page.locator(".toast")
    const cart = page.getByRole("button", { name: /View cart/ })
    expect(await overlap(toast, cart)).toBe(false)
    expect(await overlap(toast, page.locator(".site-header"))).toBe(false)
    expect(await cart.evaluate(isOnTop)).toBe(true)
    // Animations wait on the page's clock: it runs again for the accessibility check.
    await page.clock.resume()
    await expectNoAxeViolations(page)
  })

  it("stops the quantity stepper at 99, the most of one item taken online, and says whom to call for more", async () => {
    const page = await grill.newPage({ width: 1280, height: 800 })
    await page.goto("/")
    await page.getByRole("tab", { name: "Starters" }).click({ timeout: 30_000 })
    await page.getByRole("button", { name: "Add Pretzel Bites to cart" }).click()
    const more = page.getByRole("button", { name: "One more Pretzel Bites" })
    const cap = page.getByText(/^We take up to 99 of each item online\./)
    for (let quantity = 1; quantity < 98; quantity++) await more.click()
    expect(await cap.count()).toBe(0)
    await more.click()
    expect(await page.locator(".stepper__value").textContent()).toBe("99")
    expect(await more.isDisabled()).toBe(true)
    const { phone } = await page.evaluate(() =>
      fetch("/api/venue").then((response) => response.json() as Promise<{ phone: string }>)
    )
    expect(await cap.textContent()).toBe(
      `We take up to 99 of each item online. For a larger order, such as an outing, please call us at ${phone}.`
    )
  })

  it("lists no delivery fee on a pickup's page, and promises no points for a cancelled order", async () => {
    const pickup = await placeApiOrder(grill.server, { customer: "Words Guest", phone: "4045550402" })
    const page = await grill.newPage(PHONE_VIEWPORT)
    await page.goto(`/order/${pickup.orderNumber}`)
    await page
      .getByText(/^This order earns \d+ loyalty points? once delivered\.$/)
      .waitFor({ timeout: 30_000 })
    expect(await page.getByText("Delivery fee").count()).toBe(0)
    await setOrderStatus(grill.server, pickup.orderNumber, "cancelled")
    await page.reload()
    await page.getByText("Cancelled", { exact: true }).first().waitFor({ timeout: 30_000 })
    expect(await page.getByText(/loyalty points?/).count()).toBe(0)
  })

  it("keeps the header's phone number on one line on a tablet", async () => {
    const page = await grill.newPage({ width: 768, height: 1024 })
    await page.goto("/")
    const phone = page.locator(".site-header").getByRole("link", { name: /555-0142/ })
    await phone.waitFor({ timeout: 30_000 })
    const lineHeight = await phone.evaluate((element) =>
      Number.parseFloat(getComputedStyle(element).lineHeight)
    )
    expect((await phone.boundingBox())?.height ?? 0).toBeLessThan(lineHeight * 1.5)
  })

  it("refuses a placeholder phone number at checkout", async () => {
    const page = await grill.newPage({ width: 1280, height: 800 })
    await page.goto("/")
    await page.getByRole("tab", { name: "Starters" }).click()
    await page.getByRole("button", { name: "Add Pretzel Bites to cart" }).click()
    await page.getByLabel("Phone", { exact: true }).fill("0000000000")
    await page.getByLabel("First name").click()
    await page.getByText("Please enter a valid 10-digit phone number").first().waitFor()
  })
})
