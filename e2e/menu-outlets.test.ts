import type { Page } from "playwright-core"
import { beforeAll, describe, expect, it } from "vitest"
import { DESKTOP_VIEWPORT, expectNoAxeViolations, expectToast, PHONE_VIEWPORT } from "./harness.js"
import { adminCall, eventually, menuItemId, useStaffGrill } from "./staff-support.js"

// Issue 40, one catalogue and several menus: the menu editor lists one outlet's menu at a time
// and its item dialog says which outlets' menus an item is on.
const { grill, pages } = useStaffGrill()

interface WireItem {
  readonly id: number
  readonly name: string
  readonly description: string
  readonly price: number
  readonly categoryId: string
  readonly available: boolean
  readonly outlets?: ReadonlyArray<string>
}

const menuAt = async (outlet: string) =>
  (await fetch(`${grill.server.url}/api/menu/items?outlet=${outlet}`).then((r) =>
    r.json()
  )) as Array<WireItem>

/** The first outlet's name: the venue's, as the server was started with. */
let firstOutlet = ""

beforeAll(async () => {
  const server = grill.server
  await adminCall(server, "POST", "/api/outlets", { name: "Halfway House", slug: "halfway", kind: "halfway" })
  await adminCall(server, "POST", "/api/menu/items", {
    name: "Cart Dog",
    description: "All-beef, on a toasted bun",
    price: 4.5,
    categoryId: "burgers",
    available: true,
    outlets: ["halfway"]
  })
  // Fried Pickles at both, dearer at the halfway house: its own price must never become the item's.
  const id = await menuItemId(server, "Fried Pickles")
  const pickles = (await menuAt("grill")).find((item) => item.id === id)
  await adminCall(server, "PUT", `/api/menu/items/${id}`, {
    name: "Fried Pickles",
    description: pickles?.description,
    price: pickles?.price,
    categoryId: pickles?.categoryId,
    available: pickles?.available,
    outlets: ["grill", { slug: "halfway", price: 9.75 }]
  })
  const outlets = (await fetch(`${server.url}/api/outlets`).then((r) => r.json())) as Array<{ name: string }>
  firstOutlet = outlets[0]?.name ?? ""
})

/** By its name's text, not its role: an open dialog hides the page behind it from the accessibility tree. */
const editorCard = (page: Page, name: string) =>
  page
    .locator(".editor-item")
    .filter({ has: page.locator(".editor-item__name", { hasText: new RegExp(`^${name}$`) }) })

const chip = (page: Page, name: string) =>
  page.getByRole("group", { name: "Outlet" }).getByRole("radio", { name, exact: true })

describe("the menu editor of a club with two outlets", () => {
  for (const viewport of [PHONE_VIEWPORT, DESKTOP_VIEWPORT]) {
    it(`lists the outlet a chip chooses, at its prices, at ${viewport.width} px`, async () => {
      const page = await pages.signedIn({ viewport })
      await page.goto("/menu-editor")
      await editorCard(page, "Fried Pickles").waitFor()
      // The first outlet's menu, as before: the item only on the halfway house's is not on it.
      expect(await chip(page, firstOutlet).isChecked()).toBe(true)
      expect(await chip(page, "All outlets").count()).toBe(0)
      expect(await editorCard(page, "Cart Dog").count()).toBe(0)
      expect(await editorCard(page, "Fried Pickles").textContent()).not.toContain("$9.75")
      await expectNoAxeViolations(page)

      await chip(page, "Halfway House").check()
      await editorCard(page, "Cart Dog").waitFor()
      await page.getByText("Halfway House's menu, at its prices and availability").waitFor()
      await eventually(() => editorCard(page, "Fried Pickles").textContent()).toContain("$9.75")
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width
      )
      await expectNoAxeViolations(page)
    })
  }

  it("edits the catalogue's price, and puts an item on both menus with the Outlets checkboxes", async () => {
    const page = await pages.signedIn()
    await page.goto("/menu-editor")
    await editorCard(page, "Fried Pickles").waitFor()
    await chip(page, "Halfway House").check()
    await editorCard(page, "Cart Dog").waitFor()

    // Read at the halfway house, edited as the catalogue holds it: never the halfway's $9.75.
    const pickles = (await menuAt("grill")).find((item) => item.name === "Fried Pickles")
    await editorCard(page, "Fried Pickles").getByRole("button", { name: "Edit Fried Pickles" }).click()
    const picklesDialog = page.getByRole("dialog", { name: "Edit Menu Item" })
    expect(await picklesDialog.getByLabel("Price ($)").inputValue()).toBe(pickles?.price.toFixed(2))
    const outlets = picklesDialog.getByRole("group", { name: "Outlets" })
    expect(await outlets.getByRole("checkbox", { name: firstOutlet, exact: true }).isChecked()).toBe(true)
    expect(await outlets.getByRole("checkbox", { name: "Halfway House", exact: true }).isChecked()).toBe(true)
    // Each outlet's own price and flag there: blank is the item's price.
    expect(await outlets.getByLabel(`Price at ${firstOutlet} ($)`).inputValue()).toBe("")
    const halfwayPrice = outlets.getByLabel("Price at Halfway House ($)")
    expect(await halfwayPrice.inputValue()).toBe("9.75")
    const halfwayAvailable = outlets.getByRole("checkbox", { name: "Available at Halfway House" })
    expect(await halfwayAvailable.isChecked()).toBe(true)
    await expectNoAxeViolations(page)
    await picklesDialog.getByRole("button", { name: "Save" }).click()
    await expectToast(page, "Menu item updated")
    await picklesDialog.waitFor({ state: "detached" })
    // Saved unchanged: the halfway house keeps its price, the grill the item's own.
    expect((await menuAt("halfway")).find((item) => item.name === "Fried Pickles")?.price).toBe(9.75)
    expect((await menuAt("grill")).find((item) => item.name === "Fried Pickles")?.price).toBe(pickles?.price)

    // Dearer at the halfway house and sold out there, still on at the grill at its own price.
    await editorCard(page, "Fried Pickles").getByRole("button", { name: "Edit Fried Pickles" }).click()
    await halfwayPrice.fill("-1")
    await picklesDialog.getByRole("button", { name: "Save" }).click()
    await picklesDialog.getByText("Price at Halfway House must be 0 or more").waitFor()
    expect(await halfwayPrice.getAttribute("aria-invalid")).toBe("true")
    await halfwayPrice.fill("10.25")
    await halfwayAvailable.uncheck()
    await expectNoAxeViolations(page)
    await picklesDialog.getByRole("button", { name: "Save" }).click()
    await picklesDialog.waitFor({ state: "detached" })
    await eventually(async () =>
      (await menuAt("halfway")).find((item) => item.name === "Fried Pickles")
    ).toMatchObject({ price: 10.25, available: false })
    expect((await menuAt("grill")).find((item) => item.name === "Fried Pickles")).toMatchObject({
      price: pickles?.price,
      available: true
    })
    await eventually(() => editorCard(page, "Fried Pickles").textContent()).toContain("$10.25")
    await adminCall(grill.server, "PUT", `/api/menu/items/${pickles?.id}`, {
      name: "Fried Pickles",
      description: pickles?.description,
      price: pickles?.price,
      categoryId: pickles?.categoryId,
      available: pickles?.available,
      outlets: [{ slug: "grill" }, { slug: "halfway", price: 9.75 }]
    })

    await editorCard(page, "Cart Dog").getByRole("button", { name: "Edit Cart Dog" }).click()
    const dialog = page.getByRole("dialog", { name: "Edit Menu Item" })
    expect(await dialog.getByLabel("Price ($)").inputValue()).toBe("4.50")
    const dogOutlets = dialog.getByRole("group", { name: "Outlets" })
    const atFirst = dogOutlets.getByRole("checkbox", { name: firstOutlet, exact: true })
    const atHalfway = dogOutlets.getByRole("checkbox", { name: "Halfway House", exact: true })
    expect(await atFirst.isChecked()).toBe(false)
    expect(await atHalfway.isChecked()).toBe(true)
    // On no menu at all it could never be ordered.
    await atHalfway.uncheck()
    await dialog.getByRole("button", { name: "Save" }).click()
    await dialog.getByText("Choose at least one outlet").waitFor()
    await atHalfway.check()
    await atFirst.check()
    await dialog.getByRole("button", { name: "Save" }).click()
    await expectToast(page, "Menu item updated")
    await dialog.waitFor({ state: "detached" })

    expect((await menuAt("grill")).find((item) => item.name === "Cart Dog")?.outlets).toEqual([
      "grill",
      "halfway"
    ])
    await chip(page, firstOutlet).check()
    await editorCard(page, "Cart Dog").waitFor()
  })
})
