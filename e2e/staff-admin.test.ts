import { describe, expect, it } from "vitest"
import { eventually, orderRow, placeApiOrder, storedStatus, useStaffGrill } from "./staff-support.js"

const { grill, pages } = useStaffGrill()

describe("admin", () => {
  it("completes a pending order and resets it, once the server accepts", async () => {
    const order = await placeApiOrder(grill.server, { customer: "Ann Admin", phone: "4045550204" })
    const page = await pages.signedIn()
    await page.goto("/admin")
    const row = orderRow(page, order.orderNumber)
    await row.waitFor()
    expect(await row.locator(".status-badge").textContent()).toBe("Pending")
    expect(
      await row.getByRole("link", { name: `View order ${order.orderNumber}` }).getAttribute("href")
    ).toBe(`/order/${order.orderNumber}`)

    await row.getByRole("button", { name: `Complete order ${order.orderNumber}` }).click()
    await row.getByRole("button", { name: `Reset order ${order.orderNumber}` }).waitFor()
    expect(await row.locator(".status-badge").textContent()).toBe("Completed")
    await eventually(() => storedStatus(grill.server, order.orderNumber)).toBe("completed")

    await row.getByRole("button", { name: `Reset order ${order.orderNumber}` }).click()
    await row.getByRole("button", { name: `Complete order ${order.orderNumber}` }).waitFor()
    expect(await row.locator(".status-badge").textContent()).toBe("Pending")
    await eventually(() => storedStatus(grill.server, order.orderNumber)).toBe("pending")
  })

  it("searches resident addresses, fills the search from a street chip and copies on click", async () => {
    const page = await pages.signedIn({ permissions: ["clipboard-read", "clipboard-write"] })
    await page.goto("/admin")
    await page.getByRole("tab", { name: "Towne Lake Hills Addresses" }).click()
    const heading = page.locator("#address-results-title")
    await eventually(() => heading.textContent()).toMatch(/^All addresses \(showing 60 of \d+\)$/)

    const search = page.getByLabel("Search Towne Lake Hills addresses")
    await search.fill("hickory")
    await page.getByRole("button", { name: "Search", exact: true }).click()
    // The heading names a new search at once, while the previous results stay (busy) until it answers.
    const settledResults = page.locator('section[aria-labelledby="address-results-title"][aria-busy="false"]')
    await eventually(() => heading.textContent()).toBe('Addresses matching "hickory"')
    await settledResults.waitFor()
    const addresses = page.locator(".address-grid button")
    const found = await addresses.allTextContents()
    expect(found.length).toBeGreaterThan(0)
    expect(found.every((address) => address.includes("Hickory"))).toBe(true)

    await page.getByRole("button", { name: "Oak Trail", exact: true }).click()
    await eventually(() => heading.textContent()).toBe('Addresses matching "Oak Trail"')
    await settledResults.waitFor()
    expect(await search.inputValue()).toBe("Oak Trail")
    expect(
      await page.getByRole("button", { name: "Oak Trail", exact: true }).getAttribute("aria-pressed")
    ).toBe("true")

    const first = addresses.first()
    const address = (await first.textContent()) ?? ""
    expect(address).toMatch(/^\d+ Oak Trail$/)
    expect(await first.getAttribute("title")).toBe("Click to copy")
    await first.click()
    await page
      .getByRole("status")
      .filter({ hasText: `Copied ${address} to the clipboard` })
      .waitFor({
        state: "attached"
      })
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address)

    await search.fill("no such street")
    await search.press("Enter")
    await page.getByText("No addresses found. Try a different search term.").waitFor()
  })
})
