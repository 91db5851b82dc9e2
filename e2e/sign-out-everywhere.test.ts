import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { expectNoAxeViolations, expectToast, useGrill } from "./harness.js"
import type { GrillServer } from "./server.js"

const grill = useGrill()
const PHONE = "6785550180"

/** The codes texted to the phone so far (the server log stands in for the phone). */
const codesSent = (server: GrillServer) =>
  [
    ...server.output().matchAll(new RegExp(`SMS to ${PHONE}: Your Clubhouse Grill code is (\\d{6})`, "g"))
  ].map((match) => match[1] ?? "")

/** Signs in on the loyalty screen with a code texted for this page (a newer one than `before`). */
const signInByCode = async (page: Page) => {
  const before = codesSent(grill.server).length
  await page.goto("/loyalty")
  await page.getByLabel("Phone Number").fill(PHONE)
  await page.getByRole("button", { name: "View Rewards" }).click()
  await page.getByRole("heading", { name: "We texted you a code" }).waitFor({ timeout: 30_000 })
  for (let tries = 0; codesSent(grill.server).length <= before; tries++) {
    if (tries > 300) throw new Error("no new code was texted")
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const field = page.getByLabel("6-digit code")
  await field.fill(codesSent(grill.server).at(-1) ?? "")
  await field.press("Enter")
  await page.getByText("Logged in as").waitFor({ timeout: 30_000 })
}

describe("sign out every device", () => {
  it("ends the member's proof on every browser: each asks for a new code", async () => {
    const made = await fetch(`${grill.server.url}/api/loyalty/users`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ phone: PHONE, name: "Morgan Reed" })
    })
    expect(made.ok).toBe(true)
    const phone = await grill.newPage({ width: 375, height: 812 })
    const tablet = await grill.newPage()
    await signInByCode(phone)
    await signInByCode(tablet)
    await expectNoAxeViolations(phone)

    await phone.getByRole("button", { name: "Sign out every device" }).click()
    await expectToast(phone, "Signed out", "Signed out on every device")
    await phone.getByLabel("Phone Number").waitFor({ timeout: 30_000 })

    // The tablet's proof has ended too: the same phone now asks it for a code.
    await tablet.reload()
    await tablet.getByLabel("Phone Number").fill(PHONE)
    await tablet.getByRole("button", { name: "View Rewards" }).click()
    await tablet.getByRole("heading", { name: "We texted you a code" }).waitFor({ timeout: 30_000 })
  })
})
