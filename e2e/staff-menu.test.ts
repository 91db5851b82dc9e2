import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { expectToast } from "./harness.js"
import { eventually, useStaffGrill } from "./staff-support.js"

const { pages } = useStaffGrill()

/** The item as a customer sees it on the ordering screen's Starters tab, or null when it is not there. */
const customerMenuEntry = async (page: Page, name: string) => {
  await page.goto("/")
  await page.getByRole("tab", { name: "Starters" }).click()
  await page.getByRole("heading", { name: "Fried Pickles" }).waitFor()
  const entry = page.locator(".menu-item").filter({ has: page.getByRole("heading", { name, exact: true }) })
  return (await entry.count()) === 0 ? null : ((await entry.textContent()) ?? "")
}

/** By its name's text, not its role: an open dialog hides the page behind it from the accessibility tree. */
const editorCard = (page: Page, name: string) =>
  page
    .locator(".editor-item")
    .filter({ has: page.locator(".editor-item__name", { hasText: new RegExp(`^${name}$`) }) })

describe("menu editor", () => {
  it("adds, edits and deletes an item, and the customer menu follows each change", async () => {
    const page = await pages.signedIn()
    const customer = await pages.signedOut()
    await page.goto("/menu-editor")
    await page.getByRole("heading", { name: "Starters" }).waitFor()

    await page.getByRole("button", { name: /Add New Item/ }).click()
    const dialog = page.getByRole("dialog", { name: "Add New Item" })
    expect(await dialog.getByLabel("Name").inputValue()).toBe("")
    expect(await dialog.getByLabel("Description").inputValue()).toBe("")
    expect(await dialog.getByLabel("Price ($)").inputValue()).toBe("0")
    expect(await dialog.getByLabel("Category").inputValue()).toBe("")
    expect(await dialog.getByLabel("Available to order").isChecked()).toBe(true)
    expect(await dialog.getByLabel("Price ($)").getAttribute("step")).toBe("0.01")
    expect(await dialog.getByLabel("Price ($)").getAttribute("min")).toBe("0")

    await dialog.getByLabel("Price ($)").fill("-2")
    await dialog.getByRole("button", { name: "Save" }).click()
    await dialog.getByText("Name is required").waitFor()
    await dialog.getByText("Price must be 0 or more").waitFor()

    await dialog.getByLabel("Name").fill("Boiled Peanuts")
    await dialog.getByLabel("Description").fill("Cajun-spiced, by the bowl")
    await dialog.getByLabel("Price ($)").fill("5.5")
    await dialog.getByLabel("Category").selectOption({ label: "Starters" })
    await dialog.getByRole("button", { name: "Save" }).click()
    await expectToast(page, "Menu item added")
    await dialog.waitFor({ state: "detached" })
    const card = editorCard(page, "Boiled Peanuts")
    await card.waitFor()
    expect(await card.textContent()).toContain("$5.50")
    expect(await page.locator(".editor-category").filter({ has: card }).locator("h2").textContent()).toMatch(
      /^Starters/
    )
    expect(await customerMenuEntry(customer, "Boiled Peanuts")).toContain("$5.50")

    await card.getByRole("button", { name: "Edit Boiled Peanuts" }).click()
    const edit = page.getByRole("dialog", { name: "Edit Menu Item" })
    expect(await edit.getByLabel("Name").inputValue()).toBe("Boiled Peanuts")
    expect(await edit.getByLabel("Price ($)").inputValue()).toBe("5.50")
    expect(await edit.getByLabel("Category").inputValue()).toBe("starters")
    await edit.getByLabel("Price ($)").fill("6.25")
    await edit.getByLabel("Available to order").uncheck()
    await edit.getByRole("button", { name: "Save" }).click()
    await expectToast(page, "Menu item updated")
    await eventually(() => card.textContent()).toContain("$6.25")
    expect(await card.textContent()).toContain("Unavailable")
    const updated = await customerMenuEntry(customer, "Boiled Peanuts")
    expect(updated).toContain("$6.25")
    expect(updated).toContain("Unavailable")

    await card.getByRole("button", { name: "Delete Boiled Peanuts" }).click()
    const confirm = page.getByRole("dialog", { name: "Delete Boiled Peanuts?" })
    await confirm
      .getByText("Are you sure you want to delete this menu item? This action cannot be undone.", {
        exact: true
      })
      .waitFor()
    await confirm.getByRole("button", { name: "Delete" }).click()
    await expectToast(page, "Menu item deleted")
    await card.waitFor({ state: "detached" })
    expect(await customerMenuEntry(customer, "Boiled Peanuts")).toBeNull()
  })

  it("keeps the dialog open and says so when the server refuses a change", async () => {
    const page = await pages.signedIn()
    await page.goto("/menu-editor")
    await page.getByRole("heading", { name: "Drinks" }).waitFor()
    await page.route("**/api/menu/items", (route) =>
      route.request().method() === "POST" ? route.fulfill({ status: 500, body: "boom" }) : route.fallback()
    )
    await page.keyboard.press("n")
    const dialog = page.getByRole("dialog", { name: "Add New Item" })
    await dialog.getByLabel("Name").fill("Lemonade")
    await dialog.getByRole("button", { name: "Save" }).click()
    await expectToast(page, "Add failed", "Failed to add the menu item. Please try again.")
    expect(await dialog.isVisible()).toBe(true)

    await dialog.getByRole("button", { name: "Cancel" }).click()
    await page.route("**/api/menu/items/*", (route) => route.fulfill({ status: 500, body: "boom" }))
    await editorCard(page, "Sweet Tea").getByRole("button", { name: "Delete Sweet Tea" }).click()
    await page
      .getByRole("dialog", { name: "Delete Sweet Tea?" })
      .getByRole("button", { name: "Delete" })
      .click()
    await expectToast(page, "Delete failed", "Failed to delete the menu item. Please try again.")
    expect(await editorCard(page, "Sweet Tea").count()).toBe(1)
  })
})
