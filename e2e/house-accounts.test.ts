import { readFileSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { expectNoAxeViolations, fillCustomer, PHONE_VIEWPORT, staffCookie, textedCode } from "./harness.js"
import { useStaffGrill } from "./staff-support.js"

const { grill, pages } = useStaffGrill()

const HEADER =
  "member_number,first_name,last_name,phone,email,charge_allowed,charge_limit,fb_minimum,fb_minimum_period,status"

/** Members loaded the way the billing system's file is applied, through the API. */
const importMembers = async (rows: ReadonlyArray<string>) => {
  const response = await fetch(`${grill.server.url}/api/staff/members/import`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: await staffCookie(grill.server) },
    body: JSON.stringify({ csv: [HEADER, ...rows].join("\n"), apply: true })
  })
  if (!response.ok) throw new Error(`Import refused: ${response.status} ${await response.text()}`)
}

/** Pretzel Bites in the cart, Ada's details, and the phone proven with the texted code, as a member does. */
const proveAtCheckout = async (page: Page, phone: string, { narrow }: { readonly narrow: boolean }) => {
  await page.goto("/")
  await page.getByRole("button", { name: "Add Pretzel Bites to cart" }).click()
  if (narrow) await page.getByRole("button", { name: /View cart/ }).click()
  await fillCustomer(page, { firstName: "Ada", phone })
  // Nothing is offered for a phone this browser has not proven: a texted code proves it.
  const prove = page.getByRole("group", { name: /Club member\? Confirm this phone/ })
  await prove.getByRole("button", { name: "Text me a code" }).click()
  const step = page.getByRole("group", { name: /We texted you a code/ })
  await step.getByLabel("6-digit code").fill(await textedCode(grill.server, phone))
  await step.getByRole("button", { name: "Confirm" }).click()
}

describe("house accounts in the browser", () => {
  it("a member charges an order on a phone (375 px) and sees the food & beverage minimum", async () => {
    await importMembers(["7734,Ada,Park,404-555-0734,,yes,,300,quarter,active"])
    const page = await grill.newPage(PHONE_VIEWPORT)
    await proveAtCheckout(page, "4045550734", { narrow: true })
    await page
      .getByText("You've spent $0.00 of your $300.00 quarterly food & beverage minimum")
      .waitFor({ timeout: 30_000 })
    await page.getByRole("radio", { name: "Charge to member account" }).check()
    await expectNoAxeViolations(page)
    await page.screenshot({ path: join(tmpdir(), "grill-member-charge-375.png"), fullPage: true })

    // The number confirms the charge: a wrong one is refused, and the order is not placed.
    const number = page.getByLabel("Member number")
    await number.fill("7735")
    await page.getByRole("button", { name: "Place Order" }).click()
    await page
      .locator(".toast")
      .filter({ hasText: "That member number doesn't match a member account for this phone." })
      .waitFor({ timeout: 30_000 })
    await number.fill("7734")
    await page.getByRole("button", { name: "Place Order" }).click()
    await page.waitForURL(/\/order\/[A-Z0-9-]+$/, { timeout: 30_000 })
    // The customer's page names the account without a digit of its number.
    await page.getByText("Charged to member account", { exact: true }).waitFor({ timeout: 30_000 })
    expect(await page.locator("main").textContent()).not.toMatch(/••|7734/)

    // The loyalty screen of the proven phone shows the minimum with this order counted.
    await page.goto("/loyalty")
    await page.getByLabel("Phone Number").fill("4045550734")
    await page.getByRole("button", { name: "View Rewards" }).click()
    const minimum = page.getByText(
      /^You've spent \$(\d+\.\d\d) of your \$300\.00 quarterly food & beverage minimum: \$\d+\.\d\d left by \w+ \d+$/
    )
    await minimum.waitFor({ timeout: 30_000 })
    expect(await minimum.textContent()).not.toMatch(/\$0\.00 of/)
  })

  it("on a desktop the confirmation says the order is charged to the member account", async () => {
    await importMembers(["7756,Ann,Vale,404-555-0756,,yes,,,,active"])
    const page = await grill.newPage()
    await proveAtCheckout(page, "4045550756", { narrow: false })
    await page.getByRole("radio", { name: "Charge to member account" }).check({ timeout: 30_000 })
    await page.getByLabel("Member number").fill("7756")
    await page.getByRole("button", { name: "Place Order" }).click()
    const dialog = page.getByRole("dialog", { name: "Order Placed Successfully!" })
    await dialog.getByText("Charged to member account", { exact: true }).waitFor({ timeout: 30_000 })
    expect(await dialog.textContent()).not.toMatch(/••|7756/)
    await expectNoAxeViolations(page)
  })

  it("the admin imports members with a preview, and a manager downloads the closed batch", async () => {
    const page = await pages.signedIn()
    await page.goto("/members")
    const file = join(tmpdir(), `grill-members-${process.pid}.csv`)
    writeFileSync(
      file,
      [
        HEADER,
        "8801,Bo,Lane,404-555-0801,,yes,,150,month,active",
        "8802,Cy,Ward,404-555-08,,yes,,,,active"
      ].join("\n")
    )
    await page.getByLabel(/Member file/).setInputFiles(file)
    await page.getByRole("button", { name: "Preview" }).click()
    const report = page.getByRole("status").filter({ hasText: "Preview:" })
    await report.waitFor({ timeout: 30_000 })
    expect(await report.textContent()).toMatch(/1 to add.*1 refused/)
    await report.getByText('Row 3 (8802): Phone "404-555-08" is not a 10-digit number').waitFor()
    expect(await page.getByRole("cell", { name: "8801" }).count()).toBe(0)
    await page.getByRole("button", { name: "Apply" }).click()
    await page.getByRole("status").filter({ hasText: "Applied:" }).waitFor({ timeout: 30_000 })
    await page.getByRole("cell", { name: "8801" }).waitFor({ timeout: 30_000 })

    // A charge at the counter, then the batch closed and downloaded from House Charges.
    await page.goto("/dashboard/new-order")
    await page.getByRole("tab", { name: "Starters" }).click()
    await page.getByRole("button", { name: "Add Pretzel Bites to cart" }).click()
    await page.getByLabel("First name").fill("Bo")
    await page.getByRole("radio", { name: "Charge to member account" }).check()
    await page.getByLabel("Find by member number or name").fill("lane")
    await page.getByRole("radio", { name: /8801 Bo Lane/ }).check({ timeout: 30_000 })
    await page.getByRole("button", { name: "Place Order" }).click()
    const placed = page.getByRole("region", { name: "Order placed" })
    await placed.waitFor({ timeout: 30_000 })

    // The member's page shows the minimum with the charge counted.
    await page.goto("/members")
    await page.getByRole("button", { name: "8801" }).click({ timeout: 30_000 })
    const memberPage = page.getByRole("region", { name: /Member 8801 · Bo Lane/ })
    await memberPage
      .getByText(
        /^You've spent \$\d+\.\d\d of your \$150\.00 monthly food & beverage minimum: \$\d+\.\d\d left by \w+ \d+$/
      )
      .waitFor({ timeout: 30_000 })
    expect(await memberPage.getByText("You've spent $0.00").count()).toBe(0)
    await expectNoAxeViolations(page)
    // The admin edits the member: a limit per order, saved and shown.
    await memberPage.getByRole("button", { name: "Edit" }).click()
    const form = page.getByRole("form", { name: "Edit member 8801" })
    await form.getByLabel("Charge limit per order ($, empty for none)").fill("45")
    await form.getByLabel("Charge limit per day ($, empty for none)").fill("100")
    await expectNoAxeViolations(page)
    await form.getByRole("button", { name: "Save member" }).click()
    await memberPage.getByText("Yes, up to $45.00 an order, $100.00 a day").waitFor({ timeout: 30_000 })

    await page.goto("/house-charges")
    await page.getByRole("button", { name: "Close batch" }).click()
    // One click closes nothing: the dialog asks first, and offers a month-end through-date.
    const ask = page.getByRole("dialog", { name: "Close a statement batch?" })
    await ask.waitFor({ timeout: 30_000 })
    await expectNoAxeViolations(page)
    expect(await page.getByRole("link", { name: "Member summary CSV" }).count()).toBe(0)
    await ask.getByRole("button", { name: "Cancel" }).click()
    await ask.waitFor({ state: "detached", timeout: 30_000 })
    expect(await page.getByRole("link", { name: "Member summary CSV" }).count()).toBe(0)
    await page.getByRole("button", { name: "Close batch" }).click()
    await ask.getByRole("button", { name: "Close batch" }).click()
    await page.getByRole("link", { name: "Member summary CSV" }).first().waitFor({ timeout: 30_000 })
    await expectNoAxeViolations(page)
    const download = page.waitForEvent("download")
    await page.getByRole("link", { name: "Download CSV" }).first().click()
    const saved = join(tmpdir(), `grill-batch-${process.pid}.csv`)
    await (await download).saveAs(saved)
    const lines = readFileSync(saved, "utf8").trimEnd().split("\n")
    expect(lines[0]).toBe(
      "member_number,member_name,posted_at,ticket,outlet,description,subtotal,discount,tax,tip,delivery_fee,total,kind"
    )
    expect(lines.some((line) => /^8801,Bo Lane,.*,charge$/.test(line))).toBe(true)
  })
})
