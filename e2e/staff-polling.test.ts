import { describe, expect, it } from "vitest"
import { setOrderStatus } from "./harness.js"
import { eventually, placeApiOrder, useStaffGrill } from "./staff-support.js"

const { grill, pages } = useStaffGrill()

describe("polling", () => {
  it("polls the dashboard every 60 s and on focus, closed orders and golf carts every 30 s, only while shown", async () => {
    const page = await pages.signedIn()
    await page.clock.install()
    const requests: Array<URL> = []
    // Counted when answered: a request the page has sent may not show its spinner yet, so waiting
    // for the spinner to go could return before that poll is over.
    page.on("requestfinished", (request) => requests.push(new URL(request.url())))
    const count = (path: string, param?: readonly [string, string]) =>
      requests.filter(
        (url) => url.pathname === path && (!param || url.searchParams.get(param[0]) === param[1])
      ).length
    const openList = () => count("/api/orders", ["status", "open"])
    const closedList = () => count("/api/orders", ["status", "closed"])
    const cartList = () => count("/api/orders", ["type", "golf_cart"])
    const fleet = () => count("/api/golf-carts")
    const staffLink = (name: string) =>
      page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name })

    // A poll that comes due while the last one is still in flight joins it rather than fetching
    // again, so each step waits for the screen to stop showing it is refreshing.
    const idle = () => page.locator(".spin").waitFor({ state: "detached" })

    await page.goto("/dashboard")
    await eventually(openList).toBe(1)
    await idle()
    await page.clock.fastForward("00:50")
    expect(openList()).toBe(1)
    await page.clock.fastForward("00:15")
    await eventually(openList).toBe(2)
    await idle()
    await page.evaluate(() => window.dispatchEvent(new Event("visibilitychange")))
    await eventually(openList).toBe(3)
    await idle()
    await page.keyboard.press("r")
    await eventually(openList).toBe(4)

    await staffLink("Closed Orders").click()
    await eventually(closedList).toBe(1)
    await idle()
    await page.clock.fastForward("00:31")
    await eventually(closedList).toBe(2)

    await staffLink("Golf Carts").click()
    await eventually(() => [cartList(), fleet()]).toEqual([1, 1])
    await idle()
    await page.clock.fastForward("00:31")
    await eventually(() => [cartList(), fleet()]).toEqual([2, 2])
    await idle()
    await page.clock.fastForward("02:00")
    await eventually(() => [cartList(), fleet()]).toEqual([3, 3])
    expect([openList(), closedList()]).toEqual([4, 2])
  })

  it("fills in a closed order's missing number from the server", async () => {
    const order = await placeApiOrder(grill.server, { customer: "Nina Number", phone: "4045550205" })
    await setOrderStatus(grill.server, order.orderNumber, "cancelled")
    const page = await pages.signedIn()
    const closedList = (url: URL) =>
      url.pathname === "/api/orders" && url.searchParams.get("status") === "closed"
    await page.route(closedList, async (route) => {
      const rows = (await (await route.fetch()).json()) as Array<{ id: number; orderNumber: string }>
      await route.fulfill({
        json: rows.map((row) => (row.id === order.id ? { ...row, orderNumber: "" } : row))
      })
    })
    const lookup = page.waitForRequest(`**/api/orders/${order.id}/number`)
    await page.goto("/closed-orders")
    await lookup
    const row = page.locator('tr[data-order-number=""]')
    await eventually(() => row.locator("th").textContent()).toBe(order.orderNumber)
    expect(await row.locator(".status-badge").textContent()).toBe("Cancelled")
  })
})
