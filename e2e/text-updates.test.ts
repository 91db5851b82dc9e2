import { describe, expect, it } from "vitest"
import { expectNoAxeViolations, fillCustomer, PHONE_VIEWPORT, setOrderStatus, useGrill } from "./harness.js"

// Without an SMS provider configured, the server writes each text to its log: that is what is read here.
const grill = useGrill({ GRILL_PUBLIC_URL: "https://grill.example" })

const waitFor = async (found: () => boolean) => {
  for (let waited = 0; waited < 30_000 && !found(); waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  expect(found()).toBe(true)
}

describe("texts to the customer, on a phone (375 × 812)", () => {
  it("offers the box at checkout, keeps the choice on the order page's switch, and texts when ready", async () => {
    const page = await grill.newPage(PHONE_VIEWPORT)
    page.setDefaultTimeout(30_000)
    await page.goto("/")
    await page.getByRole("button", { name: "Add Pretzel Bites to cart" }).click()
    await page.getByRole("button", { name: /View cart/ }).click()
    await fillCustomer(page, { firstName: "Tiger", phone: "4045550140" })
    const box = page.getByRole("checkbox", { name: "Text me when it's ready" })
    expect(await box.isChecked()).toBe(false)
    await box.check()
    await expectNoAxeViolations(page)
    await page.getByRole("button", { name: "Place Order" }).click()

    await page.waitForURL(/\/order\/[A-Z0-9-]+$/)
    const orderNumber = new URL(page.url()).pathname.split("/").pop() ?? ""
    const textSwitch = page.getByRole("switch", { name: "Text me when it's ready" })
    await textSwitch.waitFor()
    expect(await textSwitch.getAttribute("aria-checked")).toBe("true")
    await expectNoAxeViolations(page)

    // Off, and still off after a reload (the server's word, not the page's); then on again.
    await textSwitch.click()
    await page.locator('[role="switch"][aria-checked="false"]:not([disabled])').waitFor()
    await page.reload()
    await page.locator('[role="switch"][aria-checked="false"]').waitFor()
    await textSwitch.click()
    await page.locator('[role="switch"][aria-checked="true"]:not([disabled])').waitFor()

    await setOrderStatus(grill.server, orderNumber, "ready")
    const text = `SMS to 4045550140: Clubhouse Grill: your order ${orderNumber} is ready for pickup. https://grill.example/order/${orderNumber} Reply STOP to end texts.`
    await waitFor(() => grill.server.output().includes(text))
    // Nothing more will come: the switch goes as soon as the page hears the order is ready.
    await textSwitch.waitFor({ state: "detached" })
  })

  it("words the box for a golf cart's way to the customer", async () => {
    const page = await grill.newPage(PHONE_VIEWPORT)
    await page.goto("/")
    await page.getByRole("radio", { name: /Golf Cart/ }).check()
    await page.getByRole("button", { name: "Add Pretzel Bites to cart" }).click()
    await page.getByRole("button", { name: /View cart/ }).click()
    await page.getByRole("checkbox", { name: "Text me when it's on the way" }).waitFor()
  })
})
