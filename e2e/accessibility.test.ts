import type { Page } from "playwright-core"
import { describe, it } from "vitest"
import {
  DESKTOP_VIEWPORT,
  expectNoAxeViolations,
  fillCustomer,
  PHONE_VIEWPORT,
  setOrderStatus,
  textedCode,
  useGrill
} from "./harness.js"
import type { GrillServer } from "./server.js"

const grill = useGrill()

const addToCart = async (page: Page, item: string) => {
  await page.getByRole("button", { name: `Add ${item} to cart` }).click()
}

/** Opens the cart panel where it hides behind the floating button (narrow screens). */
const showCart = async (page: Page) => {
  const floatingCart = page.getByRole("button", { name: /View cart/ })
  if (await floatingCart.isVisible()) await floatingCart.click()
  await page.getByRole("heading", { name: "Your Order", exact: true }).waitFor()
}

const isPhone = (page: Page) => page.viewportSize()?.width === PHONE_VIEWPORT.width

/** Places the order in the cart: a phone lands on the order page, a desktop shows the success dialog. */
const placeOrder = async (page: Page) => {
  await page.getByRole("button", { name: "Place Order" }).click()
  if (isPhone(page)) await page.waitForURL(/\/order\/[A-Z0-9-]+$/)
  else await page.getByRole("dialog", { name: "Order Placed Successfully!" }).waitFor()
}

const menuItemId = async (server: GrillServer, name: string): Promise<number> => {
  const items = (await fetch(`${server.url}/api/menu/items`).then((r) => r.json())) as Array<{
    id: number
    name: string
  }>
  const item = items.find((candidate) => candidate.name === name)
  if (!item) throw new Error(`No menu item named ${name}`)
  return item.id
}

const optionId = async (server: GrillServer, itemName: string, optionName: string): Promise<number> => {
  const items = (await fetch(`${server.url}/api/menu/items`).then((r) => r.json())) as Array<{
    name: string
    optionGroups: Array<{ options: Array<{ id: number; name: string }> }>
  }>
  const option = items
    .find((candidate) => candidate.name === itemName)
    ?.optionGroups.flatMap((group) => group.options)
    .find((candidate) => candidate.name === optionName)
  if (!option) throw new Error(`${itemName} has no option named ${optionName}`)
  return option.id
}

/**
 * A delivered order worth 28 points for this phone, placed through the API: Bacon BBQ Burger
 * ($15.49) and Wings ($12.99), pickup, no tip, 8% tax.
 */
const memberWithPoints = async (server: GrillServer, phone: string) => {
  const response = await fetch(`${server.url}/api/orders`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      items: [
        // Temperature is required and free: the totals stay the burger's own.
        {
          id: await menuItemId(server, "Bacon BBQ Burger"),
          quantity: 1,
          optionIds: [await optionId(server, "Bacon BBQ Burger", "Medium")]
        },
        { id: await menuItemId(server, "Wings (8)"), quantity: 1 }
      ],
      orderType: "pickup",
      contactInfo: { name: "Ernie Els", phone },
      subtotal: 28.48,
      tax: 2.28,
      deliveryFee: 0,
      gratuity: 0,
      gratuityPercent: 0,
      total: 30.76
    })
  })
  if (!response.ok) throw new Error(`Order refused: ${response.status} ${await response.text()}`)
  const { orderNumber } = (await response.json()) as { orderNumber: string }
  await setOrderStatus(server, orderNumber, "delivered")
  // Placing the order earned this "browser" the phone's credential: the page is given it below.
  return /grill_phone=([^;]+)/.exec(response.headers.get("set-cookie") ?? "")?.[1] ?? ""
}

for (const viewport of [PHONE_VIEWPORT, DESKTOP_VIEWPORT]) {
  describe(`WCAG 2.1 A/AA at ${viewport.width} px`, () => {
    it("ordering: menu, cart, pickup details", async () => {
      const page = await grill.newPage(viewport)
      await page.goto("/")
      await addToCart(page, "Loaded Nachos")
      await expectNoAxeViolations(page)
      await showCart(page)
      await page.getByLabel("Phone", { exact: true }).fill("40455501")
      await page.getByLabel("Phone", { exact: true }).blur()
      await expectNoAxeViolations(page)
    })

    it("ordering: delivery and golf-cart steps, order placed", async () => {
      const page = await grill.newPage(viewport)
      await page.goto("/")
      await page.getByRole("tab", { name: "Ice Cream" }).click()
      await addToCart(page, "Sundae")
      await page.getByRole("radio", { name: /Delivery/ }).check()
      await showCart(page)
      await page.getByRole("button", { name: "Verify Address" }).click()
      await page.getByText("Address is required").waitFor()
      await expectNoAxeViolations(page)

      await page.getByRole("radio", { name: /Golf Cart/ }).check()
      await fillCustomer(page, { firstName: "Ernie", phone: "4045550140" })
      await page.getByRole("button", { name: "Find" }).click()
      await page.getByLabel("Your golf cart").selectOption("2")
      await page.locator(".cart-location").waitFor()
      await expectNoAxeViolations(page)

      await placeOrder(page)
      await expectNoAxeViolations(page)
    })

    it("order page and order not found", async () => {
      const page = await grill.newPage(viewport)
      await page.goto("/")
      await addToCart(page, "Fried Pickles")
      await showCart(page)
      await fillCustomer(page, { firstName: "Ernie", phone: "4045550141" })
      await page.getByLabel("Special instructions (optional)").fill("Extra ranch")
      await placeOrder(page)
      if (!isPhone(page)) await page.getByRole("link", { name: "View Order Details" }).click()
      await page.getByRole("heading", { name: /^Order [A-Z0-9-]+$/ }).waitFor()
      await expectNoAxeViolations(page)

      await page.goto("/order/NOPE0-00000")
      await page.getByRole("heading", { name: "Order not found" }).waitFor()
      await expectNoAxeViolations(page)
    })

    it("loyalty: signed out, status, redeem and redeemed", async () => {
      const phone = viewport === PHONE_VIEWPORT ? "4045550142" : "4045550143"
      const credential = await memberWithPoints(grill.server, phone)
      const page = await grill.newPage(viewport)
      await page.context().addCookies([{ name: "grill_phone", value: credential, url: grill.server.url }])
      await page.goto("/loyalty")
      await page.getByRole("button", { name: "View Rewards" }).waitFor()
      await expectNoAxeViolations(page)

      await page.getByLabel("Phone Number").fill(phone)
      await page.getByRole("button", { name: "View Rewards" }).click()
      // Joining ends the first order's hold on the phone: from here on only a texted code proves it.
      await page.getByRole("heading", { name: "We texted you a code" }).waitFor({ timeout: 30_000 })
      await expectNoAxeViolations(page)
      await page.getByLabel("6-digit code").fill(await textedCode(grill.server, phone))
      await page.getByLabel("6-digit code").press("Enter")
      await page.getByRole("heading", { name: "Loyalty Status" }).waitFor({ timeout: 30_000 })
      await expectNoAxeViolations(page)

      await page.getByRole("button", { name: "Redeem Rewards" }).click()
      await page.getByRole("radio", { name: /Free Fountain Soda/ }).check()
      await expectNoAxeViolations(page)

      await page.getByRole("button", { name: "Redeem", exact: true }).click()
      await page.getByRole("heading", { name: "Reward Redeemed!" }).waitFor()
      await expectNoAxeViolations(page)
    })

    it("404", async () => {
      const page = await grill.newPage(viewport)
      await page.goto("/no/such/page")
      await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor()
      await expectNoAxeViolations(page)
    })
  })
}
