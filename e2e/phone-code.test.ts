import { describe, expect, it } from "vitest"
import { expectNoAxeViolations, textedCode, useGrill } from "./harness.js"

const grill = useGrill()

/** A member made elsewhere (another browser): this one has no credential for the phone. */
const memberElsewhere = async (phone: string, name: string) => {
  const response = await fetch(`${grill.server.url}/api/loyalty/users`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ phone, name })
  })
  if (!response.ok) throw new Error(`could not create the member: ${response.status}`)
}

describe("the texted code on the loyalty screen", () => {
  it("asks a browser without a credential for the code, with a clear error for a wrong one", async () => {
    await memberElsewhere("6785550170", "Casey Ward")
    const page = await grill.newPage()
    await page.goto("/loyalty")
    await page.getByLabel("Phone Number").fill("6785550170")
    await page.getByRole("button", { name: "View Rewards" }).click()
    await page.getByRole("heading", { name: "We texted you a code" }).waitFor()
    await expectNoAxeViolations(page)
    const code = await textedCode(grill.server, "6785550170")
    const field = page.getByLabel("6-digit code")
    await field.fill(code === "000000" ? "111111" : "000000")
    await field.press("Enter")
    await page.getByText("That code isn't right. Please check it and try again.").waitFor()
    await field.fill(code)
    await field.press("Enter")
    await page.getByText("Logged in as").waitFor()
    expect(await page.getByText("We texted you a code").count()).toBe(0)
  })

  it("is not asked of the browser that made the account", async () => {
    const page = await grill.newPage()
    await page.goto("/loyalty")
    await page.getByLabel("Phone Number").fill("6785550171")
    await page.getByLabel("Name (Optional)").fill("Drew Lane")
    await page.getByRole("button", { name: "View Rewards" }).click()
    await page.getByText("Logged in as").waitFor()
    await page.reload()
    await page.getByLabel("Phone Number").fill("6785550171")
    await page.getByRole("button", { name: "View Rewards" }).click()
    await page.getByText("Logged in as").waitFor()
  })

  it("on the order form: greets a member this browser cannot prove, and a texted code fills the form", async () => {
    await memberElsewhere("6785550172", "Jordan Price")
    const page = await grill.newPage()
    await page.goto("/")
    await page.getByLabel("Phone", { exact: true }).fill("6785550172")
    await page.getByRole("button", { name: "Find" }).click()
    const proof = page.getByRole("group", { name: /Is this you\?/ })
    await proof.waitFor()
    // Greeted by first name only: the last name waits for the proof.
    expect(await page.getByLabel("First name").inputValue()).toBe("Jordan")
    expect(await page.getByLabel("Last name").inputValue()).toBe("")
    await proof.getByRole("button", { name: "Text me a code" }).click()
    const step = page.getByRole("group", { name: /We texted you a code/ })
    await step.getByText("Code sent.").waitFor()
    await expectNoAxeViolations(page)
    await step.getByLabel("6-digit code").fill(await textedCode(grill.server, "6785550172"))
    await step.getByRole("button", { name: "Confirm" }).click()
    await step.waitFor({ state: "detached" })
    expect(await page.getByLabel("Last name").inputValue()).toBe("Price")
  })
})
