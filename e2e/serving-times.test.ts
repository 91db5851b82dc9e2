import { describe, expect, it } from "vitest"
import { expectNoAxeViolations, expectToast, fillCustomer, PHONE_VIEWPORT } from "./harness.js"
import { useStaffGrill } from "./staff-support.js"

/**
 * A venue clock where it is 8 in the morning now, whatever time the suite runs: a fixed-offset
 * zone (Etc/GMT+N is N hours behind UTC), so breakfast is on and today's 12:30 PM is still to come.
 */
const zoneAtEightAm = (): string => {
  let behind = (new Date().getUTCHours() - 8 + 24) % 24
  if (behind > 12) behind -= 24
  return behind >= 0 ? `Etc/GMT+${behind}` : `Etc/GMT-${-behind}`
}

const { pages } = useStaffGrill({ GRILL_TIME_ZONE: zoneAtEightAm() })

describe("serving times", () => {
  it("staff give an item breakfast hours; a customer's 12:30 PM slot shows it as not served then and refuses it", async () => {
    const staff = await pages.signedIn()
    await staff.goto("/menu-editor")
    await staff.getByRole("heading", { name: "Starters" }).waitFor()
    await staff.getByRole("button", { name: /Add New Item/ }).click()
    const dialog = staff.getByRole("dialog", { name: "Add New Item" })
    await dialog.getByLabel("Name").fill("Sunrise Burrito")
    await dialog.getByLabel("Price ($)").fill("9.5")
    await dialog.getByLabel("Category").selectOption({ label: "Starters" })
    await dialog.getByLabel("Serving times").fill("Daily 11:00-06:30")
    await dialog.getByRole("button", { name: "Save" }).click()
    await dialog
      .getByText('Serving times "Daily 11:00-06:30" must end later than they start on the same day')
      .waitFor()
    await dialog.getByLabel("Serving times").fill("Daily 06:30-11:00")
    await dialog.getByRole("button", { name: "Save" }).click()
    await expectToast(staff, "Menu item added")
    await staff
      .locator(".editor-item", { hasText: "Sunrise Burrito" })
      .getByText("Served Daily 6:30–11:00 AM")
      .waitFor()

    const page = await pages.signedOut()
    await page.goto("/")
    await page.getByRole("tab", { name: "Starters" }).click()
    const card = page
      .locator(".menu-item")
      .filter({ has: page.getByRole("heading", { name: "Sunrise Burrito" }) })
    // Eight in the morning: breakfast is served, and goes in the cart.
    await card.getByRole("button", { name: "Add Sunrise Burrito to cart" }).click()
    await expectToast(page, "Added to cart")

    await page.getByLabel("Schedule for later").click()
    const time = page.getByLabel("Pickup at")
    const halfTwelve = await time.locator("option", { hasText: /^Today 12:30 PM$/ }).getAttribute("value")
    if (halfTwelve === null) throw new Error("no 12:30 PM slot offered today")
    await time.selectOption(halfTwelve)
    // Listed, not hidden, and saying when it is served; nothing to add then.
    await card.getByText("Served 6:30–11:00 AM").waitFor()
    expect(await card.getByRole("button").count()).toBe(0)
    await expectNoAxeViolations(page)

    await fillCustomer(page, { firstName: "Early", lastName: "Golfer", phone: "4045550951" })
    await page.getByRole("button", { name: "Place Order" }).click()
    await expectToast(
      page,
      "Failed to place order",
      "Sunrise Burrito is served 6:30–11:00 AM, not at 12:30 PM. Remove it from your cart or choose another time."
    )

    // Back to as soon as possible: served again.
    await page.getByLabel("As soon as possible").click()
    await card.getByRole("button", { name: "Add Sunrise Burrito to cart" }).waitFor()

    await time.waitFor({ state: "detached" })
    await page.getByLabel("Schedule for later").click()
    await page.getByLabel("Pickup at").selectOption(halfTwelve)
    await card.getByText("Served 6:30–11:00 AM").waitFor()
    await page.setViewportSize(PHONE_VIEWPORT)
    await expectNoAxeViolations(page)
  }, 120_000)
})
