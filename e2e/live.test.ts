import { describe, expect, it } from "vitest"
import { fillCustomer, PHONE_VIEWPORT, setOrderStatus } from "./harness.js"
import { eventually, orderRow, placeApiOrder, useStaffGrill } from "./staff-support.js"

const { grill, pages } = useStaffGrill()

// Issue 10: screens follow the server's event stream instead of waiting for a poll.
describe("live kitchen", () => {
  it("shows an order placed elsewhere on the dashboard without a reload, highlighted and counted in the title", async () => {
    const page = await pages.signedIn()
    await page.goto("/dashboard")
    await page.getByRole("status").filter({ hasText: "Live" }).waitFor()
    // The shell (and its Live marker) can be up before the dashboard's own code has set the title.
    await eventually(() => page.title()).toMatch(/^Order Dashboard/)

    // A customer in another browser orders through the site.
    const customer = await pages.signedOut()
    await customer.goto("/")
    await customer.getByRole("button", { name: "Add Fried Pickles to cart" }).click()
    await fillCustomer(customer, { firstName: "Remy", lastName: "Live", phone: "4045550311" })
    await customer.getByRole("button", { name: "Place Order" }).click()
    const dialog = await customer.getByRole("dialog", { name: "Order Placed Successfully!" }).textContent()
    const orderNumber = /[A-Z0-9]{5}-[A-Z0-9]{5}/.exec(dialog ?? "")?.[0] ?? ""
    const placed = { orderNumber }
    const row = orderRow(page, placed.orderNumber)
    await row.waitFor({ timeout: 5000 })
    expect(await row.getAttribute("class")).toContain("staff-table__row--new")
    await eventually(() => page.title()).toMatch(/^\(1\) Order Dashboard/)
    expect(await page.getByText(`New order ${placed.orderNumber}`).count()).toBe(1)

    // Looking at it clears the mark and the count.
    await row.hover()
    await eventually(async () => (await row.getAttribute("class")) ?? "").not.toContain(
      "staff-table__row--new"
    )
    await eventually(() => page.title()).toMatch(/^Order Dashboard/)
  })

  it("moves the customer's order page to Ready when the kitchen changes it", async () => {
    const placed = await placeApiOrder(grill.server, { customer: "Golfer Ready", phone: "4045550312" })
    const customer = await pages.signedOut({ viewport: PHONE_VIEWPORT })
    await customer.goto(`/order/${placed.orderNumber}`)
    const badge = customer.locator(".status-badge")
    await badge.waitFor()
    expect(await badge.textContent()).not.toContain("Ready")
    // Push is offered while the order is open; without permission the page says it updates by itself.
    await customer.getByRole("button", { name: "Notify me when it's ready" }).click()
    await customer.getByText("Keep this page open: it updates by itself.", { exact: false }).waitFor()
    await setOrderStatus(grill.server, placed.orderNumber, "ready")
    await eventually(() => badge.textContent()).toContain("Ready")
    // The timeline marks Ready as the current step, with the time it was reached.
    const current = customer.getByRole("list", { name: "Order progress" }).locator('[aria-current="step"]')
    expect(await current.locator(".order-timeline__label").textContent()).toBe("Ready")
    expect(await current.locator(".order-timeline__time").textContent()).toMatch(/\d{1,2}:\d{2}/)
  })

  it("says Reconnecting… while the stream is refused, and goes Live again when it comes back", async () => {
    const page = await pages.signedIn()
    // The stream refused, as by a server restarting: EventSource gives up, the screen retries.
    await page.route("**/api/events", (route) => route.fulfill({ status: 503, body: "" }))
    await page.goto("/dashboard")
    const indicator = page.getByRole("status").filter({ hasText: /Live|Reconnecting|Connecting/ })
    await indicator.filter({ hasText: "Reconnecting…" }).waitFor()
    // The list still loads and polls meanwhile.
    await page.getByRole("heading", { name: "Open Orders" }).waitFor()

    await page.unroute("**/api/events")
    await indicator.filter({ hasText: "Live" }).waitFor({ timeout: 15_000 })

    // Back live: a new order still arrives by itself.
    const placed = await placeApiOrder(grill.server, { customer: "After Drop", phone: "4045550313" })
    await orderRow(page, placed.orderNumber).waitFor({ timeout: 5000 })
  })
})
