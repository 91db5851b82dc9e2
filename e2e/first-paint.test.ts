import { describe, expect, it } from "vitest"
import { PHONE_VIEWPORT, useGrill } from "./harness.js"

const grill = useGrill()

describe("the first paint on a phone", () => {
  it("shows the shell and the menu from the page itself: no API call and no typed client before it", async () => {
    const page = await grill.newPage(PHONE_VIEWPORT)
    const requested: Array<string> = []
    page.on("request", (request) => requested.push(new URL(request.url()).pathname))
    await page.goto("/")
    await page.getByRole("button", { name: /^Add Fried Pickles to cart/ }).waitFor()
    await page.getByText("100 Fairway Club Drive", { exact: false }).first().waitFor()
    expect(requested.filter((path) => path.startsWith("/api/"))).toEqual([])
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
