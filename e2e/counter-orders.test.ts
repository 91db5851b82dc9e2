import type { Page } from "playwright-core"
import { beforeAll, describe, expect, it } from "vitest"
import { PHONE_VIEWPORT, staffCookie } from "./harness.js"
import { chooseOptions } from "./options-sheet.js"
import { orderRow, submitSignIn, useStaffGrill } from "./staff-support.js"

const { grill, pages } = useStaffGrill()

/** The counter's tablet signs in as sam, a kitchen account (the least powerful role). */
beforeAll(async () => {
  const created = await fetch(`${grill.server.url}/api/staff/users`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: await staffCookie(grill.server) },
    body: JSON.stringify({ username: "sam", password: "counter-pass-1", role: "kitchen" })
  })
  expect(created.status).toBe(201)
})

const signInAsSam = async (page: Page) => {
  await page.goto("/login")
  await submitSignIn(page, "sam", "counter-pass-1")
  await page.getByRole("heading", { name: "Order Dashboard" }).waitFor()
}

describe("orders entered at the counter", () => {
  it("a walk-up paid at the counter: a burger with options, no phone; the dashboard shows who entered it", async () => {
    const page = await pages.signedOut()
    await signInAsSam(page)
    await page.getByRole("main").getByRole("link", { name: "New Order" }).click()
    await page.getByRole("heading", { name: "New Order", exact: true }).waitFor()
    // The customer's ordering parts, with the counter's differences.
    await page.getByRole("tab", { name: "Burgers" }).click()
    await page.getByRole("button", { name: "Add Clubhouse Burger to cart" }).click()
    await chooseOptions(page, "Clubhouse Burger", ["Medium Rare", "Bacon"])
    const line = page.locator(".cart-line").filter({ hasText: "Clubhouse Burger" })
    expect(await line.locator(".line-options li").allTextContents()).toEqual(["Medium Rare", "Bacon +$2.00"])
    await page.getByLabel("Phone (optional for walk-ups)").waitFor()
    expect(await page.getByRole("radio", { name: "Card" }).isChecked()).toBe(true)
    await page.getByLabel("First name").fill("walk")
    await page.getByLabel("Last name").fill("in")
    await page.getByRole("radio", { name: "Pay at counter" }).check()
    await page.getByRole("button", { name: "Place Order" }).click()

    const confirmation = page.getByRole("region", { name: "Order placed" })
    await confirmation.waitFor()
    const orderNumber = (await confirmation.locator(".order-entered__number strong").textContent()) ?? ""
    expect(orderNumber).toMatch(/^[A-Z0-9]{5}-[A-Z0-9]{5}$/)
    expect(await confirmation.textContent()).toContain("Pay at counter")

    // "New order" starts over: an empty cart, blank details, paid by card.
    await confirmation.getByRole("button", { name: "New order" }).click()
    await page.getByRole("tab", { name: "Burgers" }).waitFor()
    expect(await page.locator(".cart-line").count()).toBe(0)
    expect(await page.getByLabel("First name").inputValue()).toBe("")
    expect(await page.getByRole("radio", { name: "Card" }).isChecked()).toBe(true)

    // The dashboard lists it like any other order; its page and ticket say who entered it and how it is paid.
    await page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Dashboard" }).click()
    const row = orderRow(page, orderNumber)
    await row.waitFor()
    expect(await row.textContent()).toContain("Walk In")
    expect(await row.textContent()).toContain("Walk-up, no phone")
    expect(await row.textContent()).toContain("Pay at counter")
    await row.getByRole("link", { name: `View details of order ${orderNumber}` }).click()
    await page.getByRole("heading", { name: `Order ${orderNumber}` }).waitFor()
    await page.locator(".order-detail__entry").waitFor()
    expect(await page.locator(".order-detail__entry").textContent()).toBe("Entered by sam · Pay at counter")
    expect(await page.locator(".kitchen-ticket__entry").textContent()).toBe("Entered by sam · Pay at counter")
    expect(await page.locator(".kitchen-ticket__line").first().textContent()).toContain(
      "+ Medium Rare+ Bacon"
    )
    // The order's history has who entered it.
    await page.getByText("sam: Order entered by staff").waitFor()

    // The customer's page for the same order says how it is paid, not who took it.
    const customer = await pages.signedOut()
    await customer.goto(`/order/${orderNumber}`)
    await customer.locator(".order-detail__entry").waitFor()
    expect(await customer.locator(".order-detail__entry").textContent()).toBe("Pay at counter")
  })

  it("keeps the counter's cart apart from a customer's in the same browser, and works on a phone", async () => {
    const page = await pages.signedIn({ viewport: PHONE_VIEWPORT })
    // A customer's cart left in this browser…
    await page.goto("/")
    await page.getByRole("tab", { name: "Drinks" }).click()
    await page.getByRole("button", { name: "Add Fountain Soda to cart" }).click()
    await page.getByRole("button", { name: /^View cart/ }).waitFor()

    // …is not the counter's: its order starts empty, and placing it leaves the customer's alone.
    await page.goto("/dashboard/new-order")
    await page.getByRole("heading", { name: "New Order", exact: true }).waitFor()
    expect(await page.getByRole("button", { name: /^View cart/ }).count()).toBe(0)
    await page.getByRole("tab", { name: "Starters" }).click()
    await page.getByRole("button", { name: "Add Wings (8) to cart" }).click()
    await page.getByRole("button", { name: /^View cart/ }).click()
    await page.locator(".cart-line").filter({ hasText: "Wings (8)" }).waitFor()
    expect(await page.locator(".cart-line").count()).toBe(1)
    await page.getByLabel("First name").fill("Phone")
    await page.getByLabel("Phone (optional for walk-ups)").fill("4045550990")
    await page.getByRole("button", { name: "Place Order" }).click()
    await page.getByRole("region", { name: "Order placed" }).waitFor()

    await page.goto("/")
    await page.getByRole("button", { name: /^View cart/ }).click()
    await page.locator(".cart-line").filter({ hasText: "Fountain Soda" }).waitFor()
    expect(await page.locator(".cart-line").count()).toBe(1)
  })
})
