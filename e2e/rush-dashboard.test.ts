/**
 * Issue 42: the dashboard in a rush. Every row says how it is paid (a member charge included),
 * cancelling asks first and sends the customer a reason, nothing is clipped at 1280 px, and the
 * first order sits in the upper part of the first screen on a desktop and on a phone.
 */
import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { UNCLAIMED_TOTALS } from "../packages/http/test/support/unclaimed-totals.js"
import { expectNoAxeViolations, expectToast, PHONE_VIEWPORT, staffCookie } from "./harness.js"
import {
  eventually,
  menuItemId,
  orderRow,
  placeApiOrder,
  storedStatus,
  useStaffGrill
} from "./staff-support.js"

const { grill, pages } = useStaffGrill()

const SHOTS = process.env.E2E_SCREENSHOT_DIR

const DESKTOP_800 = { width: 1280, height: 800 } as const

const MEMBERS_CSV = [
  "member_number,first_name,last_name,phone,email,charge_allowed,charge_limit,fb_minimum,fb_minimum_period,status",
  "4410,Ada,Park,404-555-0441,,yes,,,,active"
].join("\n")

/** Staff's own call, with the staff session (the admin's: it may charge a member at the counter). */
const staffPost = async (path: string, body: object) =>
  fetch(`${grill.server.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: await staffCookie(grill.server) },
    body: JSON.stringify(body)
  })

/** A counter order charged to member 4410, the server's totals asked for first (409) as a client does. */
const placeMemberCharge = async (): Promise<string> => {
  const imported = await staffPost("/api/staff/members/import", { csv: MEMBERS_CSV, apply: true })
  if (!imported.ok) throw new Error(`Import refused: ${imported.status} ${await imported.text()}`)
  const body = {
    items: [{ id: await menuItemId(grill.server, "Fried Pickles"), quantity: 1 }],
    orderType: "pickup",
    contactInfo: { name: "Ada Park", phone: "" },
    paymentMethod: "member_charge",
    memberNumber: "4410",
    ...UNCLAIMED_TOTALS
  }
  const quote = await staffPost("/api/orders", body)
  if (quote.status !== 409) throw new Error(`Expected the server's totals (409), got ${quote.status}`)
  const { totals } = (await quote.json()) as { totals: Record<string, number> }
  const placed = await staffPost("/api/orders", { ...body, ...totals })
  if (!placed.ok) throw new Error(`Order refused: ${placed.status} ${await placed.text()}`)
  return ((await placed.json()) as { order: { orderNumber: string } }).order.orderNumber
}

const openDashboard = async (viewport: { readonly width: number; readonly height: number }) => {
  const page = await pages.signedIn({ viewport })
  await page.goto("/dashboard")
  await page.locator("tbody tr").first().waitFor()
  return page
}

/** The first order row's top, as a share of the viewport's height, with the page unscrolled. */
const firstRowShare = (page: Page) =>
  page.evaluate(() => {
    const row = document.querySelector("tbody tr")
    if (!row) throw new Error("No order row")
    return (row.getBoundingClientRect().top + window.scrollY) / window.innerHeight
  })

describe("the dashboard in a rush", () => {
  it("labels every row's payment, a member charge included", async () => {
    const card = await placeApiOrder(grill.server, { customer: "Cal Card", phone: "4045550442" })
    const charged = await placeMemberCharge()
    const page = await openDashboard(DESKTOP_800)
    await orderRow(page, charged).waitFor()
    expect(await orderRow(page, charged).locator('td[data-label="Total"]').textContent()).toContain(
      "Charged to member account 4410"
    )
    // A card order with card payment off (taken on the counter's terminal) reads by its method.
    expect(await orderRow(page, card.orderNumber).locator('td[data-label="Total"]').textContent()).toContain(
      "Card"
    )
    const rows = page.locator("tbody tr")
    for (const row of await rows.all()) {
      expect(
        await row.locator('td[data-label="Total"] .staff-table__secondary').last().textContent()
      ).toMatch(/Card|card|Pay at counter|member account/)
    }
  })

  it("asks before cancelling from the status list, and sends the reason the customer reads", async () => {
    const { orderNumber } = await placeApiOrder(grill.server, { customer: "Dee Storm", phone: "4045550443" })
    const page = await openDashboard(PHONE_VIEWPORT)
    const status = page.getByLabel(`Status of order ${orderNumber}`)
    await status.selectOption("cancelled")
    const dialog = page.getByRole("dialog", { name: `Cancel order ${orderNumber}?` })
    await dialog.waitFor()
    // Nothing is cancelled while it asks, and the list still shows the order's status.
    expect(await storedStatus(grill.server, orderNumber)).toBe("pending")
    expect(await status.inputValue()).toBe("pending")
    await expectNoAxeViolations(page)
    await dialog.getByRole("button", { name: "Keep Order" }).click()
    await dialog.waitFor({ state: "detached" })
    expect(await storedStatus(grill.server, orderNumber)).toBe("pending")

    await status.selectOption("cancelled")
    await dialog.getByRole("button", { name: "Cancel Order" }).click()
    await dialog.getByText("Please give the customer a reason").waitFor()
    await dialog.getByLabel("Reason the customer reads").fill("The kitchen has closed for the storm")
    await dialog.getByRole("button", { name: "Cancel Order" }).click()
    await expectToast(page, "Order status updated")
    await orderRow(page, orderNumber).waitFor({ state: "detached" })
    const customer = await pages.signedOut({ viewport: PHONE_VIEWPORT })
    await customer.goto(`/order/${orderNumber}`)
    await customer.getByText("The kitchen has closed for the storm", { exact: false }).waitFor()
    expect(await storedStatus(grill.server, orderNumber)).toBe("cancelled")
  })

  it("counts what today took, not only what was delivered, and follows a new order", async () => {
    await placeApiOrder(grill.server, { customer: "Fay First", phone: "4045550445" })
    const page = await openDashboard(PHONE_VIEWPORT)
    /** The server's own figure, worded as the card words it (money as formatMoney writes dollars). */
    const takenNow = async () => {
      const response = await fetch(`${grill.server.url}/api/reports/taken-today`, {
        headers: { cookie: await staffCookie(grill.server) }
      })
      const { taken } = (await response.json()) as { taken: { orders: number; totalSales: number } }
      const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" })
      return {
        orders: taken.orders,
        words: `Taken today: ${taken.orders} ${taken.orders === 1 ? "order" : "orders"}, ${money.format(taken.totalSales)}`
      }
    }
    const line = page.locator(".summary-taken")
    const shows = async () => ((await line.textContent()) ?? "").startsWith((await takenNow()).words)
    await eventually(shows).toBe(true)
    const first = await line.textContent()
    expect((await takenNow()).orders).toBeGreaterThan(0)
    // Nothing here is delivered, yet a new order changes the line as soon as it is taken (the exact
    // count on a controlled clock is the API's test, reports.http.test.ts).
    await placeApiOrder(grill.server, { customer: "Gus Second", phone: "4045550446" })
    await eventually(async () => (await line.textContent()) !== first).toBe(true)
    await eventually(shows).toBe(true)
    await expectNoAxeViolations(page)
  })

  for (const viewport of [DESKTOP_800, PHONE_VIEWPORT]) {
    it(`shows the first order in the upper 60 % of the first screen at ${viewport.width}×${viewport.height}, nothing clipped`, async () => {
      await placeApiOrder(grill.server, { customer: "Eve Early", phone: "4045550444" })
      const page = await openDashboard(viewport)
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/dashboard-${viewport.width}.png` })
      expect(await firstRowShare(page)).toBeLessThanOrEqual(0.6)
      // Every row's View Details ends inside the viewport and inside the table's scrolling box.
      const region = await page.locator(".table-region").first().boundingBox()
      for (const link of await page.getByRole("link", { name: /^View details of order/ }).all()) {
        const box = await link.boundingBox()
        expect(box).not.toBeNull()
        const right = (box?.x ?? 0) + (box?.width ?? 0)
        expect(right).toBeLessThanOrEqual(viewport.width)
        expect(right).toBeLessThanOrEqual((region?.x ?? 0) + (region?.width ?? 0))
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width
      )
      await expectNoAxeViolations(page)
    })
  }
})
