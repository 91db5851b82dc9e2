import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { expectToast, useGrill } from "./harness.js"

const grill = useGrill()

const addItem = async (page: Page, category: string, item: string) => {
  await page.getByRole("tab", { name: category }).click()
  await page.getByRole("button", { name: `Add ${item} to cart` }).click()
}

const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`)

const totalsRow = (page: Page, label: string) =>
  page
    .locator(".totals__row")
    .filter({ has: page.locator("dt", { hasText: exactly(label) }) })
    .locator("dd")

const fillContact = async (page: Page, contact: { first: string; last: string; phone: string }) => {
  await page.getByLabel("First name").fill(contact.first)
  await page.getByLabel("Last name").fill(contact.last)
  await page.getByLabel("Phone", { exact: true }).fill(contact.phone)
}

const placeOrder = async (page: Page): Promise<string> => {
  await page.getByRole("button", { name: "Place Order" }).click()
  const dialog = page.getByRole("dialog", { name: "Order Placed Successfully!" })
  await dialog.waitFor()
  const orderNumber = await dialog.locator(".placed__number strong").textContent()
  if (!orderNumber) throw new Error("The success dialog shows no order number")
  return orderNumber
}

describe("ordering", () => {
  it("places a pickup order and shows the server's totals on its order page", async () => {
    const page = await grill.newPage()
    await page.goto("/")
    await page.getByRole("heading", { name: "Place Your Order" }).waitFor()
    expect(await page.getByRole("tab", { selected: true }).textContent()).toBe("Starters")

    await addItem(page, "Starters", "Fried Pickles")
    await expectToast(page, "Added to cart", "1 x Fried Pickles added to your order")
    await addItem(page, "Starters", "Fried Pickles")
    await addItem(page, "Burgers", "Clubhouse Burger")
    await fillContact(page, { first: "jane", last: "doe", phone: "4045550101" })
    expect(await page.getByLabel("First name").inputValue()).toBe("Jane")
    await page.getByRole("radio", { name: "18%" }).check()

    const shownTotal = await totalsRow(page, "Total").textContent()
    const orderNumber = await placeOrder(page)
    await page.getByRole("link", { name: "View Order Details" }).click()

    await page.getByRole("heading", { name: `Order ${orderNumber}` }).waitFor()
    const response = await fetch(`${grill.server.url}/api/orders/${orderNumber}`)
    const { order } = (await response.json()) as { order: Record<string, number> }
    const money = (dollars: number | undefined) => `$${(dollars ?? Number.NaN).toFixed(2)}`
    expect(await totalsRow(page, "Subtotal").textContent()).toBe(money(order.subtotal))
    expect(await totalsRow(page, "Tax").textContent()).toBe(money(order.tax))
    expect(await totalsRow(page, "Gratuity (18%)").textContent()).toBe(money(order.gratuity))
    expect(await totalsRow(page, "Total").textContent()).toBe(money(order.total))
    expect(money(order.total)).toBe(shownTotal)
    expect(await page.locator(".status-badge").textContent()).toBe("Pending")
    expect(await page.getByText("2 × Fried Pickles").count()).toBe(1)
  })
})
