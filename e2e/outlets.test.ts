import type { Page } from "playwright-core"
import { beforeAll, describe, expect, it } from "vitest"
import {
  DESKTOP_VIEWPORT,
  expectNoAxeViolations,
  fillCustomer,
  PHONE_VIEWPORT,
  placeOrder,
  useGrill
} from "./harness.js"
import type { GrillServer } from "./server.js"
import { adminCall, eventually } from "./staff-support.js"

// Issue 40: a club with several outlets. The grill is every database's first outlet; the halfway
// house added here has its own rules (a service charge, no tips, no home delivery), so an order
// the browser prices by the wrong outlet's rules is refused by the server.
const grill = useGrill()

const HALFWAY = {
  name: "Halfway House",
  slug: "halfway",
  kind: "halfway",
  serviceChargePercent: 10,
  tipsAllowed: false,
  orderTypes: ["pickup", "golf_cart"]
} as const

interface WireItem {
  readonly id: number
  readonly name: string
  readonly description: string
  readonly price: number
  readonly categoryId: string
  readonly available: boolean
}

/** Puts the named items on the halfway house's menu too (they stay on the grill's). */
const sellAtHalfway = async (server: GrillServer, names: ReadonlyArray<string>) => {
  const items = (await fetch(`${server.url}/api/menu/items`).then((r) => r.json())) as Array<WireItem>
  for (const name of names) {
    const item = items.find((candidate) => candidate.name === name)
    if (item === undefined) throw new Error(`No menu item named ${name}`)
    const { id, description, price, categoryId, available } = item
    await adminCall(server, "PUT", `/api/menu/items/${id}`, {
      name,
      description,
      price,
      categoryId,
      available,
      outlets: ["grill", "halfway"]
    })
  }
}

beforeAll(async () => {
  await adminCall(grill.server, "POST", "/api/outlets", HALFWAY)
  await sellAtHalfway(grill.server, ["Sweet Tea", "Fried Pickles"])
})

const picker = (page: Page) => page.getByRole("navigation", { name: "Order from" })
const outletCard = (page: Page, name: string) =>
  picker(page).getByRole("link", { name: new RegExp(`^${name}`) })

describe("outlets", () => {
  for (const viewport of [PHONE_VIEWPORT, DESKTOP_VIEWPORT]) {
    it(`shows the outlets to choose from at ${viewport.width} px, each with its kind, hours and whether it is open`, async () => {
      const page = await grill.newPage(viewport)
      await page.goto("/")
      await outletCard(page, "Halfway House").waitFor()
      const cards = picker(page).getByRole("link")
      expect(await cards.count()).toBe(2)
      // With no outlet in the address the first is the one ordered from.
      expect(await outletCard(page, "The Clubhouse Grill|Clubhouse Grill").getAttribute("aria-current")).toBe(
        "page"
      )
      const halfway = outletCard(page, "Halfway House")
      expect(await halfway.locator(".outlet-card__kind").textContent()).toBe("Halfway house")
      expect(await halfway.locator(".outlet-card__state").textContent()).toBe("Open now")
      expect(await halfway.locator(".outlet-card__hours").textContent()).not.toBe("")
      // Every card is on the page's own width: the phone scrolls the row, never the page.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width
      )
      await expectNoAxeViolations(page)

      // The keyboard reaches a card and opens its menu.
      await halfway.focus()
      await page.keyboard.press("Enter")
      await page.waitForURL(/\?outlet=halfway$/)
      // Both outlets sell Fried Pickles: the card marked current says the menu shown is the halfway house's.
      await eventually(() => outletCard(page, "Halfway House").getAttribute("aria-current")).toBe("page")
      await page.getByRole("button", { name: "Add Fried Pickles to cart" }).waitFor()
      await expectNoAxeViolations(page)
    })
  }

  it("orders from the second outlet: its menu, its own cart and rules, and the order lands there", async () => {
    const page = await grill.newPage()
    await page.goto("/")
    // Something in the grill's cart first: it is the grill's, and waits there.
    await page
      .getByRole("button", { name: "Add Onion Rings to cart" })
      .or(page.getByRole("tab", { name: "Sides" }))
      .first()
      .waitFor()
    await page.getByRole("tab", { name: "Sides" }).click()
    await page.getByRole("button", { name: "Add Onion Rings to cart" }).click()
    await page.locator(".cart-line", { hasText: "Onion Rings" }).waitFor()

    await outletCard(page, "Halfway House").click()
    await page.waitForURL(/\?outlet=halfway$/)
    // Only the categories it sells, and a cart of its own (once its menu has come: the grill's tabs
    // can still be there as the address changes).
    await eventually(() => page.getByRole("tab").allTextContents()).toEqual(["Starters", "Drinks"])
    await page.getByText("Your cart is empty. Add something from the menu.").waitFor()
    // It offers no home delivery and takes no tips.
    expect(await page.getByRole("radio", { name: /Delivery/ }).count()).toBe(0)
    expect(await page.getByRole("group", { name: "Add a tip" }).count()).toBe(0)

    await page.getByRole("tab", { name: "Drinks" }).click()
    await page.getByRole("button", { name: "Add Sweet Tea to cart" }).click()
    await page.locator(".cart-line", { hasText: "Sweet Tea" }).waitFor()
    // The choice and its cart survive a reload.
    await page.reload()
    await page.locator(".cart-line", { hasText: "Sweet Tea" }).waitFor()
    expect(await page.locator(".cart-line").count()).toBe(1)
    await page.locator(".totals__row", { hasText: "Service charge (10%)" }).waitFor()

    await fillCustomer(page, { firstName: "Hal", lastName: "Way", phone: "4045550140" })
    const orderNumber = await placeOrder(page)
    const response = await fetch(`${grill.server.url}/api/orders/${orderNumber}`)
    const { order } = (await response.json()) as {
      order: { serviceCharge: number; gratuity: number; items: ReadonlyArray<{ name: string }> }
    }
    expect(order.items.map((item) => item.name)).toEqual(["Sweet Tea"])
    expect(order.serviceCharge).toBeGreaterThan(0)
    expect(order.gratuity).toBe(0)

    // The grill's cart is as it was left.
    await page.goto("/")
    await page.locator(".cart-line", { hasText: "Onion Rings" }).waitFor()
    expect(await page.locator(".cart-line").count()).toBe(1)
    // An address naming the first outlet is its screen at `/`, with that same cart.
    await page.goto("/?outlet=grill")
    await page.waitForURL((url) => url.pathname === "/" && url.search === "")
    await page.locator(".cart-line", { hasText: "Onion Rings" }).waitFor()
    expect(await page.locator(".cart-line").count()).toBe(1)
  })
})
