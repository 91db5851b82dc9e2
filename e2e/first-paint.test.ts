import { describe, expect, it } from "vitest"
import { PHONE_VIEWPORT, useGrill } from "./harness.js"

const grill = useGrill()

describe("the first paint on a phone", () => {
  it("shows the shell and the menu from the page itself: no API call and no typed client before it", async () => {
    const page = await grill.newPage(PHONE_VIEWPORT)
    const requested: Array<string> = []
    page.on("request", (request) => requested.push(new URL(request.url()).pathname))
    // The menu's live stream (counts, "Sold out") opens once the page has loaded and gone idle, and
    // refetches the menu when it connects: that is not what drew the menu. Held off here, so
    // nothing that follows the first paint can be mistaken for part of it.
    await page.route(
      (url) => url.pathname === "/api/menu/events",
      (route) => route.abort()
    )
    await page.goto("/")
    await page.getByRole("button", { name: /^Add Fried Pickles to cart/ }).waitFor()
    await page.getByText("100 Fairway Club Drive", { exact: false }).first().waitFor()
    expect(requested.filter((path) => path.startsWith("/api/") && path !== "/api/menu/events")).toEqual([])
    expect(requested.filter((path) => /typed-client/.test(path))).toEqual([])
    // Everything the menu needed came compressed.
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .filter((entry) => entry.name.endsWith(".js"))
        .map((entry) => {
          const timing = entry as PerformanceResourceTiming
          return { encoded: timing.encodedBodySize, decoded: timing.decodedBodySize }
        })
    )
    const encoded = scripts.reduce((sum, script) => sum + script.encoded, 0)
    const decoded = scripts.reduce((sum, script) => sum + script.decoded, 0)
    expect(encoded).toBeLessThan(decoded / 2.5)
  })

  it("downloads no staff screen's address with the menu", async () => {
    const page = await grill.newPage(PHONE_VIEWPORT)
    const scripts: Array<Promise<{ readonly path: string; readonly text: string }>> = []
    page.on("response", (response) => {
      const path = new URL(response.url()).pathname
      if (path.endsWith(".js")) scripts.push(response.text().then((text) => ({ path, text })))
    })
    await page.goto("/")
    await page.getByRole("button", { name: /^Add Fried Pickles to cart/ }).waitFor()
    await page.waitForLoadState("networkidle")
    const fetched = await Promise.all(scripts)
    expect(fetched.length).toBeGreaterThan(0)
    const naming = fetched.filter(({ text }) =>
      /["`](staff-accounts|logo-viewer|golf-cart-tracking)["`]/.test(text)
    )
    expect(naming.map(({ path }) => path)).toEqual([])
  })

  it("shows an order's page from the page itself", async () => {
    const page = await grill.newPage(PHONE_VIEWPORT)
    await page.goto("/")
    await page.getByRole("button", { name: /^Add Fried Pickles to cart/ }).waitFor()
    const placed = await page.evaluate(async () => {
      const body = {
        items: [{ id: 0, quantity: 1 }],
        orderType: "pickup",
        contactInfo: { name: "First Paint", phone: "4045550961" },
        subtotal: 0,
        tax: 0,
        deliveryFee: 0,
        gratuity: 0,
        gratuityPercent: 0,
        total: -1
      }
      const items = await (await fetch("/api/menu/items")).json()
      body.items[0] = { id: items[0].id, quantity: 1 }
      const post = (order: unknown) =>
        fetch("/api/orders", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(order)
        })
      const probe = await (await post(body)).json()
      return (await (await post({ ...body, ...probe.totals })).json()).orderNumber as string
    })
    const fresh = await grill.newPage(PHONE_VIEWPORT)
    // The order's endpoint is cut off: the page shows the order all the same, from its boot data.
    await fresh.route(`**/api/orders/${placed}`, (route) => route.abort("internetdisconnected"))
    const requested: Array<string> = []
    fresh.on("request", (request) => requested.push(new URL(request.url()).pathname))
    // Its event stream resumes from the event the page's order is current to: nothing to catch up on.
    const streamOpened = fresh.waitForResponse(
      (response) => new URL(response.url()).pathname === `/api/orders/${placed}/events`
    )
    await fresh.goto(`/order/${placed}`)
    await fresh.getByRole("heading", { name: `Order ${placed}` }).waitFor()
    await fresh.getByText("First Paint", { exact: false }).first().waitFor()
    const stream = await streamOpened
    expect(new URL(stream.url()).searchParams.get("lastEventId")).toMatch(/^\d+$/)
    // Two frames after the stream opened: whatever the page does about it has been asked by then.
    await fresh.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    )
    expect(requested).not.toContain(`/api/orders/${placed}`)
    expect(requested.filter((path) => /typed-client/.test(path))).toEqual([])
    expect(await fresh.getByRole("heading", { name: `Order ${placed}` }).count()).toBe(1)
    expect(await fresh.getByText("Order not found").count()).toBe(0)
    await fresh.unrouteAll({ behavior: "ignoreErrors" })
  })

  it("still fetches what the page did not carry once the customer moves on", async () => {
    const page = await grill.newPage(PHONE_VIEWPORT)
    await page.goto("/loyalty")
    await page
      .getByRole("heading", { name: /Loyalty/ })
      .first()
      .waitFor()
    const menuCall = page.waitForRequest((request) => new URL(request.url()).pathname === "/api/menu/items")
    await page.getByRole("link", { name: "Order Online" }).first().click()
    await menuCall
    await page.getByRole("button", { name: /^Add Fried Pickles to cart/ }).waitFor()
  })
})
