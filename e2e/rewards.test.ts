import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { expectNoAxeViolations, fillCustomer, setOrderStatus, staffCookie, textedCode } from "./harness.js"
import { chooseOptions } from "./options-sheet.js"
import type { GrillServer } from "./server.js"
import { placeApiOrder, useStaffGrill } from "./staff-support.js"

const { grill, pages } = useStaffGrill()

const PHONE = "4045550301"

/** A customer with points: a big order, delivered. */
const earnPoints = async (server: GrillServer, phone: string) => {
  const earned = await placeApiOrder(server, {
    customer: "Riley Reward",
    phone,
    items: [{ name: "Wings (8)", quantity: 15 }]
  })
  await setOrderStatus(server, earned.orderNumber, "delivered")
}

/** A code for the reward, redeemed at the counter for the customer with `phone`. */
const redeemAtCounter = async (server: GrillServer, rewardName: string, phone = PHONE): Promise<string> => {
  const cookie = await staffCookie(server)
  const json = (path: string, init: RequestInit = {}) =>
    fetch(`${server.url}${path}`, {
      ...init,
      headers: { "content-type": "application/json", cookie }
    }).then((response) => response.json())
  const { rewards } = await json("/api/loyalty/rewards")
  const reward = rewards.find((entry: { name: string }) => entry.name === rewardName)
  const { user } = await json(`/api/users/lookup/${phone}`)
  const redeemed = await json("/api/loyalty/redeem", {
    method: "POST",
    body: JSON.stringify({ userId: user.id, rewardId: reward.id })
  })
  return redeemed.redemption.code
}

const totalsRow = (page: Page, label: string) =>
  page
    .locator(".totals__row")
    .filter({ has: page.locator("dt", { hasText: label }) })
    .locator("dd")

describe("reward codes at checkout", () => {
  it("applies a typed code to a scheduled burger with options: the confirmation and the kitchen ticket show all three; then offers the next code", async () => {
    await earnPoints(grill.server, PHONE)
    const tenOff = await redeemAtCounter(grill.server, "$10 Off Your Order")
    const freeSoda = await redeemAtCounter(grill.server, "Free Fountain Soda")

    const page = await pages.signedOut()
    await page.goto("/")
    await page.getByRole("tab", { name: "Burgers" }).click()
    await page.getByRole("button", { name: "Add Clubhouse Burger to cart" }).click()
    await chooseOptions(page, "Clubhouse Burger", ["Medium Rare", "Bacon"])
    await fillCustomer(page, { firstName: "Riley", lastName: "Reward", phone: PHONE })
    // This browser has not proved the phone: the member's codes are not offered, only typed.
    expect(await page.getByRole("list", { name: "Your unused reward codes" }).count()).toBe(0)

    const codeField = page.getByLabel("Reward code", { exact: true })
    await codeField.fill("ZZZZZ-ZZZZZ")
    await page.getByRole("button", { name: "Apply" }).click()
    await page
      .locator(".reward-code .field__error", {
        hasText: "We couldn't find that reward code for this phone number"
      })
      .waitFor()
    await codeField.fill(tenOff.toLowerCase())
    await page.getByRole("button", { name: "Apply" }).click()
    await page.getByText(`Code ${tenOff} applied: $10 Off Your Order · $10.00 off`).waitFor()
    expect(await totalsRow(page, "Reward: $10 Off Your Order").textContent()).toBe("-$10.00")

    await page.getByLabel("Schedule for later").check()
    await page.getByLabel("Pickup at").selectOption({ index: 2 })
    await page.getByRole("button", { name: "Place Order" }).click()
    const dialog = page.getByRole("dialog", { name: "Order Placed Successfully!" })
    await dialog.getByText(`Reward code ${tenOff} ($10 Off Your Order): $10.00 off`).waitFor()
    await dialog.getByText(/^Scheduled pickup: (Today|Tomorrow) at \d{1,2}:\d{2} (AM|PM)$/).waitFor()
    await dialog.getByText(/^This order earns \d+ loyalty points? once delivered\.$/).waitFor()
    const orderNumber = await dialog.locator(".placed__number strong").textContent()

    const staff = await pages.signedIn()
    await staff.goto(`/dashboard/order/${orderNumber}`)
    const shown = `Reward ${tenOff}: $10 Off Your Order (-$10.00)`
    await staff.locator(".order-detail__reward", { hasText: shown }).waitFor()
    // The printed kitchen ticket carries it too (drawn only for print).
    expect(await staff.locator(".kitchen-ticket__reward").textContent()).toBe(shown)
    const ticket = staff.locator(".kitchen-ticket")
    expect(await ticket.locator(".kitchen-ticket__when").textContent()).toMatch(/^SCHEDULED PICKUP: /)
    expect(await ticket.getByText("Medium Rare").count()).toBe(1)
    expect(await ticket.getByText(/Bacon/).count()).toBe(1)

    // Placing an order proves nothing about a member's phone: the texted code does, and then the
    // next code is offered as a choice.
    await dialog.getByRole("button", { name: "Close", exact: true }).click()
    await page.getByRole("tab", { name: "Drinks" }).click()
    await page.getByRole("button", { name: "Add Fountain Soda to cart" }).click()
    await page.getByLabel("Phone", { exact: true }).fill(PHONE)
    await page.getByRole("button", { name: "Find" }).click()
    await page
      .getByRole("group", { name: /Is this you\?/ })
      .getByRole("button", { name: "Text me a code" })
      .click()
    const step = page.getByRole("group", { name: /We texted you a code/ })
    await step.getByText("Code sent.").waitFor()
    await step.getByLabel("6-digit code").fill(await textedCode(grill.server, PHONE))
    await step.getByRole("button", { name: "Confirm" }).click()
    await step.waitFor({ state: "detached" })
    const offers = page.getByRole("list", { name: "Your unused reward codes" })
    await offers.getByRole("button", { name: `Use ${freeSoda}: Free Fountain Soda`, exact: true }).click()
    await page.getByText(`Code ${freeSoda} applied`).waitFor()
    expect(await offers.getByRole("button", { name: new RegExp(tenOff) }).count()).toBe(0)
    expect(await totalsRow(page, "Reward: Free Fountain Soda").textContent()).toMatch(/^-\$\d+\.\d\d$/)

    // The loyalty screen lists the codes still to use: the soda's, not the one this order used.
    await page.goto("/loyalty")
    await page.getByLabel("Phone Number").fill(PHONE)
    await page.getByRole("button", { name: "View Rewards" }).click()
    const codes = page.getByRole("region", { name: "Your Reward Codes" })
    await codes.getByText(freeSoda).waitFor()
    expect(await codes.getByText(tenOff).count()).toBe(0)
  })

  it("lets staff give a reward an effect and honour a code at the counter", async () => {
    await earnPoints(grill.server, "4045550302")
    const soda = await redeemAtCounter(grill.server, "Free Fountain Soda", "4045550302")
    const page = await pages.signedIn()
    await page.goto("/rewards")
    await page.getByRole("heading", { name: "Rewards", level: 1 }).waitFor()
    await page.getByRole("button", { name: "Edit Free Ice Cream Scoop" }).click()
    await page.getByRole("radio", { name: "A menu item free" }).check()
    await page.getByLabel("Free menu item").selectOption({ label: "Vanilla Scoop" })
    await page.getByRole("button", { name: "Save Reward" }).click()
    await page.getByText("Free Ice Cream Scoop · 40 pts · Free Vanilla Scoop").waitFor()
    await expectNoAxeViolations(page)

    const counter = page.getByRole("region", { name: "Use a code at the counter" })
    await counter.getByLabel("Reward code").fill(soda)
    await counter.getByRole("button", { name: "Mark Used" }).click()
    await counter.getByText(`Code ${soda} used: Free Fountain Soda`).waitFor()
    await counter.getByLabel("Reward code").fill(soda)
    await counter.getByRole("button", { name: "Mark Used" }).click()
    await counter.locator(".field__error", { hasText: "This code has already been used" }).waitFor()
  })
})
