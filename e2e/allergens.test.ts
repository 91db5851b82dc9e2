import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import {
  BROWSER_WAIT_MS,
  DESKTOP_VIEWPORT,
  expectNoAxeViolations,
  PHONE_VIEWPORT,
  staffCookie,
  textedCode
} from "./harness.js"
import { useStaffGrill } from "./staff-support.js"

const { grill, pages } = useStaffGrill()

/** Marks a demo item's allergens and labels as the menu editor saves them (the API, as staff). */
const markItem = async (name: string, marks: { allergens: Array<string>; labels: Array<string> }) => {
  const items = (await fetch(`${grill.server.url}/api/menu/items`).then((r) => r.json())) as Array<{
    id: number
    name: string
    price: number
    categoryId: string
  }>
  const item = items.find((candidate) => candidate.name === name)
  if (item === undefined) throw new Error(`No menu item named ${name}`)
  const response = await fetch(`${grill.server.url}/api/menu/items/${item.id}`, {
    method: "PUT",
    headers: { "content-type": "application/json", cookie: await staffCookie(grill.server) },
    body: JSON.stringify({ name: item.name, price: item.price, categoryId: item.categoryId, ...marks })
  })
  if (!response.ok) throw new Error(`Marking failed: ${response.status} ${await response.text()}`)
}

/** Proves the phone on the page's browser with its texted code, joins, and saves the allergies. */
const memberWithAllergies = async (page: Page, phone: string, allergies: Array<string>) => {
  await page.request.post("/api/loyalty/verification", { data: { phone } })
  const code = await textedCode(grill.server, phone)
  await page.request.post("/api/loyalty/verification/confirm", { data: { phone, code } })
  const joined = await page.request.post("/api/loyalty/users", { data: { phone, name: "Ana Lyst" } })
  const { user } = (await joined.json()) as { user: { id: string } }
  const saved = await page.request.post("/api/users/update", { data: { userId: user.id, phone, allergies } })
  expect(saved.status()).toBe(200)
}

describe("allergens on the menu and at checkout", () => {
  it("names each mark in words, hides the items with a chosen allergen, and flags a member's allergy at checkout", async () => {
    await markItem("Pretzel Bites", { allergens: ["wheat", "milk"], labels: ["vegetarian"] })
    for (const viewport of [PHONE_VIEWPORT, DESKTOP_VIEWPORT]) {
      const page = await pages.signedOut({ viewport })
      await page.goto("/")
      const contains = page.getByRole("list", { name: "Pretzel Bites contains" })
      await contains.waitFor()
      expect(await contains.getByRole("listitem").allTextContents()).toEqual(["Milk", "Wheat"])
      expect(await page.getByRole("list", { name: "Pretzel Bites is" }).textContent()).toBe("Vegetarian")
      await expectNoAxeViolations(page)
    }

    const customer = await pages.signedOut()
    await memberWithAllergies(customer, "4045550188", ["milk"])
    await customer.goto("/")
    const add = customer.getByRole("button", { name: "Add Pretzel Bites to cart" })
    await add.waitFor()
    await customer.getByRole("button", { name: "Allergies? Hide items with…" }).click()
    await customer.getByRole("checkbox", { name: "Wheat" }).check()
    await add.waitFor({ state: "detached" })
    await customer.getByText(/\(\d+ items? hidden\)/).waitFor()
    await expectNoAxeViolations(customer)
    // Remembered for the visit: a reload keeps it hidden.
    await customer.reload()
    await customer.getByRole("checkbox", { name: "Wheat" }).waitFor()
    expect(await customer.getByRole("checkbox", { name: "Wheat" }).isChecked()).toBe(true)
    expect(await add.count()).toBe(0)
    await customer.getByRole("checkbox", { name: "Wheat" }).uncheck()
    await add.click()

    // Not fillCustomer: this phone is proven here and its member has no house account to charge,
    // so neither of the steps it waits for comes (the prompt only flickers while the lookup runs).
    await customer.getByLabel("First name").fill("Ana")
    await customer.getByLabel("Phone", { exact: true }).fill("4045550188")
    const flag = customer.getByRole("status").filter({ hasText: "Check your allergies" })
    await flag.waitFor({ timeout: BROWSER_WAIT_MS })
    expect(await flag.textContent()).toContain("Pretzel Bites contains Milk, which you are allergic to")
    await customer.getByLabel("Allergies (optional)").fill("Coeliac: no shared fryer")
    await expectNoAxeViolations(customer)
  })
})
