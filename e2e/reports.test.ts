import { readFile } from "node:fs/promises"
import { parse } from "csv-parse/sync"
import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { DESKTOP_VIEWPORT, expectNoAxeViolations, PHONE_VIEWPORT, staffCookie } from "./harness.js"
import { placeApiOrder, useStaffGrill } from "./staff-support.js"

const { grill, pages } = useStaffGrill()

const LOADED = { timeout: 30_000 }

/** The headline figure as the report shows it ("Orders" → "2"). */
const figure = (page: Page, name: string) =>
  page
    .locator(".report-figures__figure")
    .filter({ has: page.getByText(name, { exact: true }) })
    .locator("dd")

describe("end-of-day report", () => {
  it("shows today's figures and the hourly chart with its numbers, at 1280 and 375 px, and its CSV downloads and parses", async () => {
    const first = await placeApiOrder(grill.server, {
      customer: "Report One",
      phone: "770-555-0131",
      items: [{ name: "Fried Pickles", quantity: 2 }]
    })
    await placeApiOrder(grill.server, { customer: "Report Two", phone: "770-555-0132" })
    const api = await fetch(`${grill.server.url}/api/reports`, {
      headers: { cookie: await staffCookie(grill.server) }
    }).then((response) => response.json())
    const expected = api.report.summary

    for (const viewport of [DESKTOP_VIEWPORT, PHONE_VIEWPORT]) {
      const page = await pages.signedIn({ viewport })
      await page.goto("/reports")
      await page.getByRole("heading", { name: "End-of-day report" }).waitFor(LOADED)
      await page.locator(".z-report").waitFor(LOADED)
      expect(Number(await figure(page, "Orders").textContent())).toBeGreaterThanOrEqual(2)
      expect(await figure(page, "Net sales").textContent()).toBe(`$${expected.netSales.toFixed(2)}`)
      // The chart is drawn (bars), and its numbers are a table the screen reader reads instead.
      await page.locator(".report-chart .recharts-bar-rectangle").first().waitFor(LOADED)
      const table = page.getByRole("table", { name: "Orders and net sales by hour" })
      const counted = await table
        .locator("tbody tr td:first-of-type")
        .allTextContents()
        .then((cells) => cells.reduce((sum, cell) => sum + Number(cell), 0))
      expect(counted).toBe(expected.orders)
      await expectNoAxeViolations(page)
    }

    const page = await pages.signedIn()
    await page.goto("/reports")
    await page.locator(".z-report").waitFor(LOADED)
    const [download] = await Promise.all([
      page.waitForEvent("download", LOADED),
      page.getByRole("link", { name: "Order lines CSV" }).click()
    ])
    const rows = parse(await readFile((await download.path()) ?? ""), { columns: true }) as Array<
      Record<string, string>
    >
    // On paper: the figures and every table (the hourly numbers too), without the chart's drawing,
    // the navigation or the buttons.
    await page.emulateMedia({ media: "print" })
    expect(await page.locator(".report-chart__plot").isVisible()).toBe(false)
    expect(await page.getByRole("navigation", { name: "Staff" }).isVisible()).toBe(false)
    // On screen that table is 1 px (for screen readers only); on paper it takes the page's width.
    const hourly = await page.getByRole("table", { name: "Orders and net sales by hour" }).boundingBox()
    expect(hourly?.width ?? 0).toBeGreaterThan(300)
    const byPayment = page.getByRole("table", { name: "By payment" })
    expect(await byPayment.isVisible()).toBe(true)
    // Filed by what settled the order: house charges apart from the card sales.
    expect(await byPayment.getByRole("rowheader").allTextContents()).toEqual([
      "Card",
      "Pay at counter",
      "Member charge"
    ])
    const mine = rows.filter((row) => row["Order #"] === first.orderNumber)
    expect(mine).toEqual([
      expect.objectContaining({ Item: "Fried Pickles", Quantity: "2", "Order type": "Pickup" })
    ])
  }, 180_000)
})
