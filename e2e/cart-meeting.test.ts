/**
 * A golf-cart order's page promises when the runner meets the cart, from the estimate the server
 * gave when the order was last read: while refreshes fail (a phone on the course loses its
 * signal), the promise stays what it was, never moving later with each failed refresh.
 */
import { describe, expect, it } from "vitest"
import { useGrill } from "./harness.js"
import { placeApiOrder } from "./staff-support.js"

const grill = useGrill()

describe("a golf-cart order's page", () => {
  it("keeps the meeting time it was given while the order's refreshes fail", async () => {
    const order = await placeApiOrder(grill.server, {
      customer: "Meeting Time",
      phone: "4045550988",
      orderType: "golf_cart"
    })
    const page = await grill.newPage()
    await page.clock.install()
    await page.goto(`/order/${order.orderNumber}`)
    const estimate = page.locator(".order-detail__estimate")
    await estimate
      .filter({ hasText: /^We'll meet you around hole \d+ at about/ })
      .waitFor({ timeout: 20_000 })
    const promised = await estimate.textContent()

    let failedRefreshes = 0
    await page.route(`**/api/orders/${order.orderNumber}`, (route) => {
      failedRefreshes += 1
      return route.abort("internetdisconnected")
    })
    // Ten minutes on, a refresh a minute: they fail, and their retries (timers too) run out.
    for (let minute = 0; minute < 10; minute++) await page.clock.runFor(60_000)
    await expect.poll(() => failedRefreshes, { timeout: 30_000 }).toBeGreaterThan(0)
    for (let minute = 0; minute < 5; minute++) await page.clock.runFor(60_000)
    expect(await estimate.textContent()).toBe(promised)
  }, 90_000)
})
