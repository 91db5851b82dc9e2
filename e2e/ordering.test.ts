import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import {
  closeDialogWithEscape,
  expectToast,
  fillCustomer,
  placeOrder,
  staffCookie,
  useGrill
} from "./harness.js"
import { chooseOptions } from "./options-sheet.js"

const grill = useGrill()

/** Adds one of the item; an item with options (a burger) has them chosen in its sheet first. */
const addItem = async (page: Page, category: string, item: string, options: ReadonlyArray<string> = []) => {
  await page.getByRole("tab", { name: category }).click()
  await page.getByRole("button", { name: `Add ${item} to cart` }).click()
  if (options.length > 0) await chooseOptions(page, item, options)
}

const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`)

const totalsRow = (page: Page, label: string) =>
  page
    .locator(".totals__row")
    .filter({ has: page.locator("dt", { hasText: exactly(label) }) })
    .locator("dd")

describe("ordering", () => {
  it("places a pickup order and shows the server's totals on its order page", async () => {
    const page = await grill.newPage()
    await page.goto("/")
    await page.getByRole("heading", { name: "Place Your Order" }).waitFor()
    expect(await page.getByRole("tab", { selected: true }).textContent()).toBe("Starters")

    await addItem(page, "Starters", "Fried Pickles")
    await expectToast(page, "Added to cart", "1 x Fried Pickles added to your order")
    await addItem(page, "Starters", "Fried Pickles")
    await addItem(page, "Burgers", "Clubhouse Burger", ["Medium"])
    await fillCustomer(page, { firstName: "jane", lastName: "doe", phone: "4045550101" })
    expect(await page.getByLabel("First name").inputValue()).toBe("Jane")
    await page.getByRole("radio", { name: "18%" }).check()

    const shownTotal = await totalsRow(page, "Total").textContent()
    const orderNumber = await placeOrder(page)
    await page.getByRole("link", { name: "View Order Details" }).click()

    await page.getByRole("heading", { name: `Order ${orderNumber}` }).waitFor()
    const response = await fetch(`${grill.server.url}/api/orders/${orderNumber}`)
    const { order } = (await response.json()) as { order: Record<string, number> }
    const money = (dollars: number | undefined) => `$${(dollars ?? Number.NaN).toFixed(2)}`
    expect(await totalsRow(page, "Subtotal").textContent()).toBe(money(order.subtotal))
    expect(await totalsRow(page, "Tax").textContent()).toBe(money(order.tax))
    expect(await totalsRow(page, "Gratuity (18%)").textContent()).toBe(money(order.gratuity))
    expect(await totalsRow(page, "Total").textContent()).toBe(money(order.total))
    expect(money(order.total)).toBe(shownTotal)
    expect(await page.locator(".status-badge").textContent()).toBe("Pending")
    expect(await page.getByText("2 × Fried Pickles").count()).toBe(1)
  })

  it("explains every reason an order cannot be placed yet", async () => {
    const page = await grill.newPage()
    await page.goto("/")
    const placeOrderButton = page.getByRole("button", { name: "Place Order" })
    await placeOrderButton.waitFor()

    expect(await placeOrderButton.isDisabled()).toBe(true)
    await placeOrderButton.press("Enter")
    await expectToast(page, "Your cart is empty", "Please add items to your order")

    await addItem(page, "Drinks", "Sweet Tea")
    expect(await placeOrderButton.isDisabled()).toBe(false)
    await placeOrderButton.click()
    await expectToast(page, "Please provide your name and phone number")

    await page.getByLabel("First name").fill("Sam")
    const phone = page.getByLabel("Phone", { exact: true })
    await phone.fill("404555")
    await phone.press("Enter")
    await expectToast(page, "Invalid phone number", "Please enter a valid 10-digit phone number")
    await phone.blur()
    await page
      .locator(".phone-lookup .field__error", { hasText: "Please enter a valid 10-digit phone number" })
      .waitFor()
    expect(await phone.getAttribute("aria-invalid")).toBe("true")
    expect(await placeOrderButton.isDisabled()).toBe(true)

    await phone.fill("4045550102")
    expect(await placeOrderButton.isDisabled()).toBe(false)
    await page.getByLabel("Email (optional)").fill("sam at example")
    await placeOrderButton.click()
    await expectToast(page, "Invalid Email", "Please provide a valid email address or leave it blank.")

    await page.getByLabel("Email (optional)").fill("")
    await page.getByRole("radio", { name: /Delivery/ }).check()
    await placeOrderButton.click()
    await expectToast(
      page,
      "Invalid delivery address",
      "Please validate your address before placing the order"
    )

    await page.getByRole("radio", { name: /Golf Cart/ }).check()
    await placeOrderButton.click()
    await expectToast(
      page,
      "Golf Cart Information Missing",
      "Please select your golf cart before placing the order"
    )
  })

  it("keeps the cart across a reload and starts empty when the saved cart is unreadable", async () => {
    const page = await grill.newPage()
    await page.goto("/")
    await addItem(page, "Sides", "Onion Rings")
    await addItem(page, "Sides", "Onion Rings")
    await addItem(page, "Drinks", "Fountain Soda")
    // The reload must come after the cart has taken the last click: on a loaded machine it can lag.
    await expect.poll(() => page.locator(".cart-line").count(), { timeout: 30_000 }).toBe(2)
    await page.reload()

    const lines = page.locator(".cart-line")
    await lines.first().waitFor()
    expect(await lines.locator(".cart-line__name").allTextContents()).toEqual([
      "Onion Rings",
      "Fountain Soda"
    ])
    expect(
      await page
        .getByRole("group", { name: "Quantity of Onion Rings" })
        .locator(".stepper__value")
        .textContent()
    ).toBe("2")
    expect(await totalsRow(page, "Subtotal").textContent()).toBe("$13.97")

    await page.evaluate(() => localStorage.setItem("clubhouse-grill.cart", "{not json"))
    await page.reload()
    await page.getByText("Your cart is empty. Add something from the menu.").waitFor()
    expect(await page.evaluate(() => localStorage.getItem("clubhouse-grill.cart"))).toBe("[]")
  })

  it("refuses delivery outside the community and delivers to a resident address", async () => {
    const page = await grill.newPage()
    await page.goto("/")
    await addItem(page, "Burgers", "Bacon BBQ Burger", ["Well Done"])
    await fillCustomer(page, { firstName: "Ada", lastName: "Park", phone: "4045550103" })
    await page.getByRole("radio", { name: /Delivery/ }).check()

    await page.getByLabel("Street address").fill("1 Peachtree Street")
    await page.getByLabel("City").fill("Atlanta")
    await page.getByLabel("ZIP code").fill("30303")
    await page.getByRole("button", { name: "Verify Address" }).click()
    await expectToast(
      page,
      "Sorry, delivery is only available within Towne Lake Hills",
      "Address is not in the Towne Lake Hills neighborhood"
    )
    await page
      .getByRole("alert")
      .filter({ hasText: "Address is not in the Towne Lake Hills neighborhood" })
      .waitFor()

    await page.getByLabel("Street address").fill("104 Hickory Lane")
    await page.getByLabel("City").fill("Woodstock")
    await page.getByLabel("ZIP code").fill("30188")
    await page.getByRole("button", { name: "Verify Address" }).click()
    await expectToast(page, "Address validated successfully!", "Your address is within our delivery area.")
    await page.getByText("Address Verified").waitFor()
    expect(await totalsRow(page, "Delivery fee").textContent()).toBe("$2.00")

    const orderNumber = await placeOrder(page)
    expect(await page.getByText(/^Estimated delivery time: about \d{1,2}:\d{2} (AM|PM)$/).count()).toBe(1)
    await closeDialogWithEscape(page)

    await page.goto(`/order/${orderNumber}`)
    await page.getByText("104 Hickory Lane").waitFor()
    expect(await totalsRow(page, "Delivery fee").textContent()).toBe("$2.00")
  })

  it("delivers to a golf cart picked from the available list", async () => {
    const page = await grill.newPage()
    // Where the demo cart is decides whether the kitchen can still make the turn: this test makes
    // it so, to see the choice (the server's own reckoning of the turn is tested in its API tests).
    const turnAt = new Date(Date.now() + 90 * 60_000)
    turnAt.setUTCMinutes(0, 0, 0)
    await page.route("**/api/golf-carts/3", async (route) => {
      const cart = await (await route.fetch()).json()
      await route.fulfill({ json: { ...cart, turnAt: turnAt.toISOString() } })
    })
    await page.goto("/")
    await addItem(page, "Sandwiches & Wraps", "The Turn Hot Dog")
    await page.getByRole("radio", { name: /Golf Cart/ }).check()
    expect(await page.getByLabel("Your golf cart").count()).toBe(0)

    await fillCustomer(page, { firstName: "Bo", lastName: "Green", phone: "4045550104" })
    const picker = page.getByLabel("Your golf cart")
    await picker.waitFor()
    await page.locator("option", { hasText: "Cart 3" }).waitFor({ state: "attached" })
    await picker.selectOption("3")

    const location = page.locator(".cart-location")
    await location.waitFor()
    expect(await location.locator(".cart-location__title").textContent()).toBe("Cart 3")
    await location.getByText("Good luck on your round!").waitFor()
    await location.getByText("Please keep your phone with you", { exact: false }).waitFor()
    // The demo cart was seen an hour ago on the course: the checkout promises where and when food
    // meets it, as a clock time, and says the position it reckons from is old.
    const meeting =
      /^We'll meet you around hole \d+ at about \d{1,2}:\d{2} (AM|PM) \(from the cart's position \d+ min ago\)$/
    await location.locator(".cart-location__eta").waitFor()
    expect((await location.locator(".cart-location__eta").textContent())?.trim()).toMatch(meeting)

    // At the turn the food waits at the clubhouse: the promise to meet the cart on the course goes.
    await page.getByRole("radio", { name: /^At the turn, about \d{1,2}:\d{2} (AM|PM)$/ }).check()
    await location.locator(".cart-location__eta").waitFor({ state: "detached" })
    await page.getByRole("radio", { name: "As soon as possible" }).check()
    await location.locator(".cart-location__eta").waitFor()

    const orderNumber = await placeOrder(page)
    // One time per order: the confirmation states the meeting once, and no kitchen duration beside it.
    const dialog = page.getByRole("dialog", { name: "Order Placed Successfully!" })
    expect(await dialog.getByText(meeting).count()).toBe(1)
    expect(await dialog.getByText(/Estimated|minutes$/).count()).toBe(0)
    await page.getByRole("link", { name: "View Order Details" }).click()
    await page.getByRole("heading", { name: `Order ${orderNumber}` }).waitFor()
    await page.getByText(/^Cart 3 at hole \d+, heading to hole \d+$/).waitFor()
    const estimates = page.locator(".order-detail__estimate")
    expect(await estimates.count()).toBe(1)
    expect((await estimates.textContent())?.trim()).toMatch(meeting)
    expect(await page.getByText(/Estimated (delivery|ready) time|in about \d+ minutes/).count()).toBe(0)
  })

  it("catches up with a price change made while the customer was ordering", async () => {
    const page = await grill.newPage()
    // A page that hears the menu's live stream reprices the cart before Place Order; this one is
    // cut off from it (a bad signal), so placement is what finds the new price.
    await page.route(
      (url) => url.pathname === "/api/menu/events",
      (route) => route.abort()
    )
    await page.goto("/")
    await addItem(page, "Starters", "Pretzel Bites")
    await fillCustomer(page, { firstName: "Cy", lastName: "Young", phone: "4045550105" })

    const items = (await fetch(`${grill.server.url}/api/menu/items`).then((r) => r.json())) as Array<
      Record<string, unknown>
    >
    const pretzels = items.find((item) => item.name === "Pretzel Bites")
    const repriced = await fetch(`${grill.server.url}/api/menu/items/${pretzels?.id}`, {
      method: "PUT",
      headers: { "content-type": "application/json", cookie: await staffCookie(grill.server) },
      body: JSON.stringify({ ...pretzels, price: 9.49 })
    })
    expect(repriced.ok).toBe(true)

    await page.getByRole("button", { name: "Place Order" }).click()
    await expectToast(
      page,
      "Failed to place order",
      "Prices have changed: your total is now $10.25. Please review your order."
    )
    await page.locator(".cart-line__amount", { hasText: "$9.49" }).waitFor()
    expect(await totalsRow(page, "Total").textContent()).toBe("$10.25")
    await placeOrder(page)
  })
})
