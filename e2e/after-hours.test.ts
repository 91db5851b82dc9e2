import { describe, expect, it } from "vitest"
import { expectNoAxeViolations, expectToast, fillCustomer, PHONE_VIEWPORT, useGrill } from "./harness.js"

/**
 * A venue clock where it is 3 in the morning now, whatever time the suite runs: a fixed-offset
 * zone (Etc/GMT+N is N hours behind UTC). The demo grill opens at 11:00, so it is closed, and
 * today's quarter hours from opening are offered for later.
 */
const zoneAtThreeAm = (): string => {
  let behind = (new Date().getUTCHours() - 3 + 24) % 24
  if (behind > 12) behind -= 24
  return behind >= 0 ? `Etc/GMT+${behind}` : `Etc/GMT-${-behind}`
}

const grill = useGrill({ GRILL_OPENING_HOURS: "enforce", GRILL_TIME_ZONE: zoneAtThreeAm() })

describe("after hours", () => {
  for (const viewport of [PHONE_VIEWPORT, { width: 1280, height: 800 }]) {
    it(`starts the checkout on "Schedule for later" at ${viewport.width} px, and the order goes through`, async () => {
      const page = await grill.newPage(viewport)
      await page.goto("/")
      await page.locator(".ordering-notice").waitFor({ timeout: 30_000 })
      await page.getByRole("tab", { name: "Starters" }).click()
      await page.getByRole("button", { name: "Add Pretzel Bites to cart" }).click()
      if (viewport.width < 768)
        await page
          .getByRole("button", { name: /View cart|Cart/ })
          .first()
          .click()
      const later = page.getByLabel("Schedule for later")
      await later.waitFor()
      expect(await later.isChecked()).toBe(true)
      expect(await page.getByLabel("As soon as possible").isChecked()).toBe(false)
      expect(await page.getByLabel("As soon as possible").isDisabled()).toBe(true)
      const time = page.getByLabel("Pickup at")
      expect(await time.inputValue()).not.toBe("")
      await expectNoAxeViolations(page)

      await page.getByLabel("First name").fill("Nora")
      await page.getByLabel("Last name").fill("Night")
      await page
        .getByLabel("Phone", { exact: true })
        .fill(`404555${viewport.width === 1280 ? "0931" : "0932"}`)
      await page.getByRole("button", { name: "Place Order" }).click()
      // The phone goes to the order page with a toast; a desktop shows the dialog.
      await page
        .getByText(/^Scheduled pickup: (Today|Tomorrow) at \d{1,2}:\d{2} (AM|PM)$/)
        .first()
        .waitFor({ timeout: 30_000 })
    }, 90_000)
  }

  it('answers an order for "as soon as possible" sent while closed by pointing to "Schedule for later"', async () => {
    const page = await grill.newPage({ width: 1280, height: 800 })
    await page.clock.install()
    await page.goto("/")
    await page.getByRole("tab", { name: "Starters" }).click({ timeout: 30_000 })
    await page.getByRole("button", { name: "Add Pretzel Bites to cart" }).click()
    // The checkout's next look at the status hears "open" (as if read just before closing), so
    // "As soon as possible" can be chosen; the server still refuses it.
    await page.route("**/api/ordering/status", async (route) => {
      const status = await (await route.fetch()).json()
      await route.fulfill({ json: { ...status, state: "open", message: null, opensAt: null } })
    })
    await page.clock.fastForward("01:01")
    const asap = page.getByLabel("As soon as possible")
    await expect.poll(() => asap.isDisabled(), { timeout: 30_000 }).toBe(false)
    await asap.check()
    await fillCustomer(page, { firstName: "Ned", lastName: "Late", phone: "4045550933" })
    await page.getByRole("button", { name: "Place Order" }).click()
    await expectToast(page, "We're closed")
    expect(await page.locator(".toast__description").textContent()).toMatch(
      /^We're closed — we open (at|tomorrow at) \d{1,2}:\d{2} (AM|PM)\. Choose "Schedule for later" to order for a time we're open\.$/
    )
    await expectNoAxeViolations(page)
  }, 90_000)
})
