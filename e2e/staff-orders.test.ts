import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { expectToast, fillCustomer, PHONE_VIEWPORT } from "./harness.js"
import { eventually, orderRow, placeApiOrder, storedStatus, useStaffGrill } from "./staff-support.js"

const { grill, pages } = useStaffGrill()

const ORDER_NUMBER = /[A-Z0-9]{5}-[A-Z0-9]{5}/

/** Orders through the customer's own screen, as a golfer would. */
const placeCustomerOrder = async (page: Page): Promise<string> => {
  await page.goto("/")
  await page.getByRole("button", { name: "Add Fried Pickles to cart" }).click()
  await fillCustomer(page, { firstName: "Dana", lastName: "Quinn", phone: "4045550201" })
  await page.getByLabel("Special instructions (optional)").fill("Ranch on the side")
  await page.getByRole("button", { name: "Place Order" }).click()
  const placed = await page.getByRole("dialog", { name: "Order Placed Successfully!" }).textContent()
  const orderNumber = ORDER_NUMBER.exec(placed ?? "")?.[0]
  if (!orderNumber) throw new Error(`No order number in the success dialog: ${placed}`)
  return orderNumber
}

const summaryFigure = (page: Page, label: string) =>
  page.locator(".summary-figure").filter({ hasText: label }).locator("dd")

const dollars = (text: string | null) => Number((text ?? "").replace(/[$,]/g, ""))

describe("dashboard, closed orders and the order page", () => {
  it("follows a customer's order from the dashboard through its statuses to closed orders", async () => {
    const customer = await pages.signedOut()
    const orderNumber = await placeCustomerOrder(customer)

    const page = await pages.signedIn()
    await page.goto("/dashboard")
    const row = orderRow(page, orderNumber)
    await row.waitFor()
    expect(await row.locator("td").nth(0).textContent()).toBe("Dana Quinn404-555-0201")
    expect(await row.locator("td").nth(1).textContent()).toBe("Pickup")
    const pickupsBefore = Number(await summaryFigure(page, "Pickup Orders").textContent())
    const salesBefore = dollars(await summaryFigure(page, "Total Sales").textContent())
    const total = dollars(await row.locator(".money").textContent())

    const status = page.getByLabel(`Status of order ${orderNumber}`)
    expect(await status.inputValue()).toBe("pending")
    for (const next of ["preparing", "ready"]) {
      await status.selectOption(next)
      await expectToast(page, "Order status updated")
      await eventually(() => status.inputValue()).toBe(next)
      await eventually(() => storedStatus(grill.server, orderNumber)).toBe(next)
    }
    await status.selectOption("delivered")
    await expectToast(page, "Order status updated")
    await row.waitFor({ state: "detached" })
    await eventually(async () => Number(await summaryFigure(page, "Pickup Orders").textContent())).toBe(
      pickupsBefore + 1
    )
    expect(dollars(await summaryFigure(page, "Total Sales").textContent())).toBeCloseTo(
      salesBefore + total,
      2
    )

    await page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Closed Orders" }).click()
    const closedRow = orderRow(page, orderNumber)
    await closedRow.waitFor()
    expect(await closedRow.locator(".status-badge").textContent()).toBe("Delivered")
    await closedRow.getByRole("link", { name: `View details of order ${orderNumber}` }).click()

    await page.getByRole("heading", { name: `Order ${orderNumber}` }).waitFor()
    expect(await page.getByRole("link", { name: "Back to Dashboard" }).getAttribute("href")).toBe(
      "/dashboard"
    )
  })

  it("prints a kitchen ticket with the items, notes, type and time, and nothing else", async () => {
    const customer = await pages.signedOut()
    const orderNumber = await placeCustomerOrder(customer)
    const page = await pages.signedIn()
    await page.goto(`/dashboard/order/${orderNumber}`)
    await page.getByRole("heading", { name: `Order ${orderNumber}` }).waitFor()

    await page.evaluate(() => {
      window.print = () => document.body.setAttribute("data-printed", "yes")
    })
    await page.getByRole("button", { name: "Print Ticket" }).click()
    expect(await page.locator("body").getAttribute("data-printed")).toBe("yes")

    const ticket = page.getByRole("region", { name: `Kitchen ticket for order ${orderNumber}` })
    expect(await ticket.isVisible()).toBe(false)
    await page.emulateMedia({ media: "print" })
    expect(await ticket.isVisible()).toBe(true)
    expect(await page.getByRole("heading", { name: `Order ${orderNumber}` }).isVisible()).toBe(false)
    expect(await page.getByRole("navigation", { name: "Staff" }).isVisible()).toBe(false)
    // The kitchen needs the ticket, not the staff's history of the order.
    expect(await page.getByRole("region", { name: "History" }).isVisible()).toBe(false)
    const text = (await ticket.textContent()) ?? ""
    expect(text).toContain(`#${orderNumber}`)
    expect(text).toContain("PICKUP")
    expect(text).toMatch(/\d{1,2}:\d{2} (AM|PM)/)
    expect(text).toContain("1 ×")
    expect(text).toContain("Fried Pickles")
    expect(text).toContain("Notes: Ranch on the side")
    expect(text).toContain("Dana Quinn · 404-555-0201")

    // The ticket's print rules stay loaded in this tab; the customer's order page must still print itself.
    await page.emulateMedia({ media: "screen" })
    await page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Admin" }).click()
    await page.getByRole("link", { name: `View order ${orderNumber}` }).click()
    await page.getByRole("link", { name: "Back to Menu" }).waitFor()
    await page.emulateMedia({ media: "print" })
    expect(await page.getByRole("heading", { name: `Order ${orderNumber}` }).isVisible()).toBe(true)
  })

  it("colours an order's age yellow, orange, then red and bold as it waits, on a phone too", async () => {
    const order = await placeApiOrder(grill.server, { customer: "Wade Long", phone: "4045550202" })
    const page = await pages.signedIn({ viewport: PHONE_VIEWPORT })
    await page.clock.install({ time: new Date() })
    await page.goto("/dashboard")
    const age = orderRow(page, order.orderNumber).locator(".order-age")
    await age.waitFor()
    expect(await age.getAttribute("data-age-band")).toBe("normal")
    const colours = [await age.evaluate((element) => getComputedStyle(element).backgroundColor)]

    for (const [jump, minutes, band] of [
      ["11:00", 11, "yellow"],
      ["10:00", 21, "orange"],
      ["10:00", 31, "red"]
    ] as const) {
      await page.clock.fastForward(jump)
      await eventually(() => age.getAttribute("data-age-band")).toBe(band)
      expect(Number((await age.textContent())?.match(/^\d+/)?.[0])).toBe(minutes)
      colours.push(await age.evaluate((element) => getComputedStyle(element).backgroundColor))
    }
    expect(new Set(colours).size).toBe(4)
    expect(await age.evaluate((element) => getComputedStyle(element).fontWeight)).toBe("800")
    expect(await age.textContent()).toBe("31, waiting over 30 minutes")
    // The spelled-out band is visually hidden text inside the sideways-scrolling table: it must not widen the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE_VIEWPORT.width)
  })

  it("offers Try Again when the list fails and says when a status change fails", async () => {
    const order = await placeApiOrder(grill.server, { customer: "Rory Finch", phone: "4045550203" })
    const page = await pages.signedIn()
    const openList = (url: URL) => url.pathname === "/api/orders" && url.searchParams.get("status") === "open"
    await page.route(openList, (route) => route.fulfill({ status: 500, body: "Database unavailable" }))
    await page.goto("/dashboard")
    await page.getByRole("alert").filter({ hasText: "Error loading orders" }).waitFor()

    await page.unroute(openList)
    await page.getByRole("button", { name: "Try Again" }).click()
    const status = page.getByLabel(`Status of order ${order.orderNumber}`)
    await status.waitFor()

    await page.route("**/api/orders/*/status", (route) => route.fulfill({ status: 500, body: "boom" }))
    await status.selectOption("preparing")
    await expectToast(page, "Update failed", "Failed to update the order status. Please try again.")
    expect(await status.inputValue()).toBe("pending")
    expect(await storedStatus(grill.server, order.orderNumber)).toBe("pending")
  })
})

describe("empty lists", () => {
  it("says so in the spec's words on each staff list", async () => {
    // With an order on record, an empty open list means "no open orders", not "no orders".
    await placeApiOrder(grill.server, { customer: "Eve Empty", phone: "4045550206" })
    const page = await pages.signedIn()
    const ordersList = (status?: string) => (url: URL) =>
      url.pathname === "/api/orders" && (status === undefined || url.searchParams.get("status") === status)

    await page.route(ordersList("open"), (route) => route.fulfill({ json: [] }))
    await page.goto("/dashboard")
    await page.getByText("No open orders found", { exact: true }).waitFor()

    await page.route(ordersList(), (route) => route.fulfill({ json: [] }))
    // Routed before this load: the dashboard's counts panel loads the menu, and the menu editor
    // shows what that load left (the live stream, not a refetch, keeps it fresh).
    await page.route(
      (url) => url.pathname === "/api/menu/items",
      (route) => route.fulfill({ json: [] })
    )
    await page.goto("/dashboard")
    await page.getByText("No orders found", { exact: true }).waitFor()
    const staffLink = (name: string) =>
      page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name })
    await staffLink("Closed Orders").click()
    await page.getByText("No closed orders found", { exact: true }).waitFor()
    await staffLink("Admin").click()
    await page.getByText("No orders found.", { exact: true }).waitFor()

    await staffLink("Menu Editor").click()
    await page.getByRole("heading", { name: "Starters (0)" }).waitFor()
    expect(await page.getByText("No items in this category").count()).toBe(7)
  })
})
