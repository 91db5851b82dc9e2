import type { Page } from "playwright-core"
import { beforeAll, describe, expect, it } from "vitest"
import { expectNoAxeViolations } from "./harness.js"
import { placeApiOrder, useStaffGrill } from "./staff-support.js"

const { grill, pages } = useStaffGrill()

beforeAll(async () => {
  // A busy lunch: 18 open orders of every type.
  const types = ["pickup", "delivery", "golf_cart"] as const
  for (let i = 0; i < 18; i++) {
    await placeApiOrder(grill.server, {
      customer: `Busy Guest ${i}`,
      phone: `404555${String(3000 + i)}`,
      orderType: types[i % 3] ?? "pickup",
      cartId: String((i % 8) + 1)
    })
  }
}, 120_000)

/** Opens the staff navigation where it sits behind the header's Menu button (under 1024 px). */
const openStaffNav = async (page: Page) => {
  // The header is drawn once the sign-in is checked: only then is there a Menu button or not.
  await page.getByRole("button", { name: "Sign Out" }).waitFor({ timeout: 30_000 })
  const menu = page.getByRole("button", { name: "Menu", exact: true })
  if (await menu.isVisible()) {
    await menu.click()
    expect(await menu.getAttribute("aria-expanded")).toBe("true")
  }
  return page.getByRole("navigation", { name: "Staff" })
}

const ADMIN_LINKS = [
  "Dashboard",
  "New Order",
  "Golf Carts",
  "Closed Orders",
  "Admin",
  "Reports",
  "Cart Shifts",
  "Menu Editor",
  "Rewards",
  "Members",
  "House Charges",
  "Notifications",
  "Logo Viewer",
  "Staff Accounts",
  "Printers",
  "Your Account"
]

describe("the dashboard puts the orders first", () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 812 }
  ]) {
    it(`shows the first open order, its status control and its actions in the first screen at ${viewport.width}×${viewport.height}`, async () => {
      const page = await pages.signedIn({ viewport })
      await page.goto("/dashboard")
      const firstRow = page.getByRole("region", { name: "Open orders table" }).locator("tbody tr").first()
      await firstRow.waitFor({ timeout: 30_000 })
      const row = await firstRow.boundingBox()
      expect(row).not.toBeNull()
      expect((row?.y ?? 0) + (row?.height ?? 0)).toBeLessThanOrEqual(viewport.height)
      for (const control of [firstRow.getByRole("combobox"), firstRow.getByRole("link", { name: /View/ })]) {
        const box = await control.boundingBox()
        expect(box).not.toBeNull()
        expect(box?.x ?? -1).toBeGreaterThanOrEqual(0)
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(viewport.width)
        expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(viewport.height)
      }
      // Nothing needs a sideways scroll, the page's or the table's own.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width
      )
      const region = page.getByRole("region", { name: "Open orders table" })
      expect(
        await region.evaluate((element) => element.scrollWidth - element.clientWidth)
      ).toBeLessThanOrEqual(0)
      await expectNoAxeViolations(page)
    }, 90_000)
  }
})

describe("the staff navigation", () => {
  for (const viewport of [
    { width: 1920, height: 1080 },
    { width: 1280, height: 800 },
    { width: 768, height: 1024 },
    { width: 375, height: 812 },
    { width: 320, height: 640 }
  ]) {
    it(`shows every link of an admin whole, grouped, at ${viewport.width} px`, async () => {
      const page = await pages.signedIn({ viewport })
      await page.goto("/dashboard")
      await page.getByRole("heading", { name: "Order Dashboard" }).waitFor({ timeout: 30_000 })
      const nav = await openStaffNav(page)
      const links = nav.getByRole("link")
      await links.first().waitFor()
      expect(await links.allTextContents()).toEqual(ADMIN_LINKS)
      expect(await nav.getByRole("heading").allTextContents()).toEqual([
        "Kitchen",
        "Orders",
        "Menu & rewards",
        "Club",
        "Setup"
      ])
      for (const link of await links.all()) {
        const box = await link.boundingBox()
        expect(box).not.toBeNull()
        expect(box?.x ?? -1).toBeGreaterThanOrEqual(0)
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(viewport.width)
        // Its words fit its box: no label cut to "You" or "d".
        expect(await link.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true)
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width
      )
      if (viewport.width === 375 || viewport.width === 1280) await expectNoAxeViolations(page)
    })
  }

  it("closes the phone's menu once a link is followed, and marks the screen shown", async () => {
    const page = await pages.signedIn({ viewport: { width: 375, height: 812 } })
    await page.goto("/dashboard")
    const nav = await openStaffNav(page)
    await nav.getByRole("link", { name: "Closed Orders" }).click()
    await page.getByRole("heading", { name: "Closed Orders", exact: true }).waitFor()
    expect(await page.getByRole("button", { name: "Menu", exact: true }).getAttribute("aria-expanded")).toBe(
      "false"
    )
    const reopened = await openStaffNav(page)
    expect(await reopened.getByRole("link", { name: "Closed Orders" }).getAttribute("aria-current")).toBe(
      "page"
    )
  })
})
