import { describe, expect, it } from "vitest"
import { expectNoAxeViolations, PHONE_VIEWPORT, useGrill } from "./harness.js"

const grill = useGrill()

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
    expect(await chips.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true)
    expect(await chips.evaluate((element) => getComputedStyle(element).maskImage)).toContain("gradient")

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
