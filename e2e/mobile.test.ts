import { describe, expect, it } from "vitest"
import { expectToast, fillCustomer, isOnTop, PHONE_VIEWPORT, useGrill } from "./harness.js"

const grill = useGrill()

describe("ordering on a phone (375 × 812)", () => {
  it("keeps the cart behind a floating button and opens the order page after ordering", async () => {
    const page = await grill.newPage(PHONE_VIEWPORT)
    await page.goto("/")
    await page.getByRole("button", { name: "Add Pretzel Bites to cart" }).click()
    await page.getByRole("button", { name: "Add Pretzel Bites to cart" }).click()
    const floatingCart = page.getByRole("button", { name: /View cart/ })
    await floatingCart.filter({ hasText: "2 items" }).waitFor()
    expect(await page.getByRole("heading", { name: "Your Order", exact: true }).count()).toBe(0)
    const box = await floatingCart.boundingBox()
    expect(box && box.y + box.height).toBeLessThanOrEqual(PHONE_VIEWPORT.height)

    await floatingCart.click()
    await page.getByRole("heading", { name: "Your Order", exact: true }).waitFor()
    expect(await page.getByRole("tab", { name: "Starters" }).count()).toBe(0)
    const focusedText = () => page.evaluate(() => document.activeElement?.textContent?.trim())
    expect(await focusedText()).toBe("Back to Menu")
    await page.keyboard.press("Enter")
    await page.getByRole("tab", { name: "Starters" }).waitFor()
    expect(await focusedText()).toMatch(/^View cart/)

    await floatingCart.click()
    await fillCustomer(page, { firstName: "Tiger", phone: "4045550130" })
    await page.getByRole("button", { name: "Place Order" }).click()

    await page.waitForURL(/\/order\/[A-Z0-9-]+$/)
    const orderNumber = new URL(page.url()).pathname.split("/").pop() ?? ""
    await expectToast(page, "Order Placed Successfully!", `Your order number is ${orderNumber}`)
    await page.getByRole("heading", { name: `Order ${orderNumber}` }).waitFor()
    expect(await page.getByRole("dialog").count()).toBe(0)
    // It lands at the top, with focus on the order's heading (not scrolled to the bottom).
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(
      `Order ${orderNumber}`
    )

    await page.getByRole("link", { name: "Back to Menu" }).click()
    await page.getByRole("tab", { name: "Starters" }).waitFor()
    // With the cart empty there is no "View cart 0 $0.00" bar.
    expect(await floatingCart.count()).toBe(0)
  })

  it("shows the first dishes above the fold, and takes the customer to the field a check is about", async () => {
    const page = await grill.newPage(PHONE_VIEWPORT)
    await page.goto("/")
    const firstDish = page.locator(".menu__items > li").first()
    // Measured once the tabs' own code has taken over the first paint's tabs (on a busy machine
    // that swap can come between finding the dish and measuring it).
    await page
      .getByRole("tab", { name: "Starters" })
      .and(page.locator(":enabled"))
      .waitFor({ timeout: 30_000 })
    await firstDish.waitFor()
    // 508 px down before the compact header; three dishes show now.
    expect((await firstDish.boundingBox())?.y).toBeLessThan(400)

    await page.getByRole("radio", { name: /Delivery/ }).check()
    await page.getByRole("button", { name: "Add Pretzel Bites to cart" }).click()
    await page.getByRole("button", { name: /View cart/ }).click()
    await fillCustomer(page, { firstName: "Tiger", phone: "4045550131" })
    await page.getByRole("button", { name: "Place Order" }).click()
    await expectToast(
      page,
      "Invalid delivery address",
      "Please validate your address before placing the order"
    )
    const street = page.getByLabel("Street address")
    expect(await street.evaluate((input) => input === document.activeElement)).toBe(true)
    // Neither the toast nor anything else lies over the field the customer needs next.
    expect(await street.evaluate(isOnTop)).toBe(true)
  })
})
