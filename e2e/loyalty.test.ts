import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { expectToast, placeOrder, setOrderStatus, staffCookie, useGrill } from "./harness.js"
import { chooseOptions } from "./options-sheet.js"

const grill = useGrill()

const signIn = async (page: Page, phone: string, name = "") => {
  await page.goto("/loyalty")
  await page.getByLabel("Phone Number").fill(phone)
  if (name) await page.getByLabel("Name (Optional)").fill(name)
  await page.getByRole("button", { name: "View Rewards" }).click()
  await page.getByText("Logged in as").waitFor()
}

const count = (page: Page, label: string) =>
  page.locator(".loyalty-status__counts div").filter({ hasText: label }).locator("dd").textContent()

const placeOrderFor = async (page: Page, phone: string): Promise<string> => {
  await page.goto("/")
  await page.getByRole("tab", { name: "Burgers" }).click()
  await page.getByRole("button", { name: "Add Bacon BBQ Burger to cart" }).click()
  await chooseOptions(page, "Bacon BBQ Burger", ["Medium"])
  await page.getByRole("tab", { name: "Starters" }).click()
  await page.getByRole("button", { name: "Add Wings (8) to cart" }).click()
  await page.getByLabel("First name").fill("Bobby")
  await page.getByLabel("Phone", { exact: true }).fill(phone)
  return placeOrder(page)
}

describe("loyalty", () => {
  it("checks the phone before looking anyone up", async () => {
    const page = await grill.newPage()
    await page.goto("/loyalty")
    await page.getByRole("heading", { name: "Loyalty Rewards" }).waitFor()
    await page.getByText("Name is only needed when creating a new account").waitFor()

    await page.getByRole("button", { name: "View Rewards" }).click()
    await expectToast(page, "Error", "Please enter a phone number")
    await page.getByLabel("Phone Number").fill("555123")
    await page.getByRole("button", { name: "View Rewards" }).click()
    await expectToast(page, "Error", "Please enter a valid 10-digit phone number")

    await page.getByRole("link", { name: "Back" }).click()
    await page.getByRole("heading", { name: "Place Your Order" }).waitFor()
  })

  it("creates an account, earns points on a delivered order and redeems a reward for a code", async () => {
    const phone = "4045550120"
    const page = await grill.newPage()
    await signIn(page, phone, "Bobby Jones")
    expect(await page.locator(".loyalty-status__who strong").textContent()).toBe("Bobby Jones")
    expect(await page.locator(".loyalty-status .tier-badge").textContent()).toBe("Bronze")
    expect(await page.locator(".loyalty-status__points-value").textContent()).toBe("0")
    expect(
      await page.getByRole("progressbar", { name: "Progress to Silver" }).getAttribute("aria-valuenow")
    ).toBe("0")
    expect(await page.getByRole("button", { name: "Redeem Rewards" }).isDisabled()).toBe(true)

    // $15.49 + $12.99 of food earns 28 points once the order is delivered.
    const orderNumber = await placeOrderFor(page, phone)
    await setOrderStatus(grill.server, orderNumber, "delivered")

    await signIn(page, phone)
    await page.locator(".loyalty-status__points-value", { hasText: "28" }).waitFor()
    expect(
      await page.getByRole("progressbar", { name: "Progress to Silver" }).getAttribute("aria-valuenow")
    ).toBe("28")
    expect(await page.getByText("28%").count()).toBe(1)
    expect(await count(page, "Available Rewards")).toBe("1")
    expect(await count(page, "Redeemed")).toBe("0")

    await page.getByRole("button", { name: "Redeem Rewards" }).click()
    const redeemButton = page.getByRole("button", { name: "Redeem", exact: true })
    expect(await redeemButton.isDisabled()).toBe(true)
    const other = page.locator(".reward--locked").filter({ hasText: "Free Ice Cream Scoop" })
    expect(await other.locator(".reward__need").textContent()).toBe("Need 12 more points")
    await page.getByRole("radio", { name: /Free Fountain Soda/ }).check()
    await redeemButton.click()

    await page.getByRole("heading", { name: "Reward Redeemed!" }).waitFor()
    await expectToast(page, "Success!")
    await page.getByText("Show this code to staff when picking up your order").waitFor()
    const shownCode = (await page.locator(".redeemed__code").textContent())?.replace("Your code: ", "")
    // Read back as staff at the counter: a phone alone no longer shows the member's codes.
    const asStaff = { headers: { cookie: await staffCookie(grill.server) } }
    const status = await fetch(`${grill.server.url}/api/loyalty/phone/${phone}`, asStaff).then((r) =>
      r.json()
    )
    const history = await fetch(`${grill.server.url}/api/loyalty/users/${status.user.id}`, asStaff).then(
      (r) => r.json()
    )
    expect(shownCode).toBe(history.loyalty.redemptionHistory[0].code)

    await page.getByRole("button", { name: "Done" }).click()
    await page.locator(".loyalty-status__points-value", { hasText: "3" }).waitFor()
    expect(await count(page, "Redeemed")).toBe("1")

    await page.getByRole("button", { name: "Sign Out", exact: true }).click()
    expect(await page.getByLabel("Phone Number").inputValue()).toBe("")
  })

  it("explains the tiers and keeps Redeem Rewards disabled without an affordable reward", async () => {
    const page = await grill.newPage()
    await signIn(page, "4045550121", "Gary Player")
    await page.getByRole("heading", { name: "How It Works" }).waitFor()
    expect(await page.getByText("600+ points").count()).toBe(1)
    expect(await page.getByRole("button", { name: "Redeem Rewards" }).isDisabled()).toBe(true)
  })
})
