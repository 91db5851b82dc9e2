import { AxeBuilder } from "@axe-core/playwright"
import { describe, expect, it } from "vitest"
import { closeDialogWithEscape, expectToast, fillCustomer } from "./harness.js"
import { placeApiOrder, submitSignIn, useStaffGrill } from "./staff-support.js"

const { grill, pages } = useStaffGrill()

describe("the checkout on a desktop", () => {
  it("never puts a toast over the Place Order button", async () => {
    const page = await grill.newPage()
    await page.goto("/")
    await page.getByRole("button", { name: "Add Pretzel Bites to cart" }).click()
    const placeOrder = page.getByRole("button", { name: "Place Order" })
    await placeOrder.scrollIntoViewIfNeeded()
    await placeOrder.click()
    await expectToast(page, "Please provide your name and phone number")
    const toast = await page.locator(".toast").boundingBox()
    const button = await placeOrder.boundingBox()
    if (toast === null || button === null) throw new Error("toast or button not on screen")
    const overlaps =
      toast.x < button.x + button.width &&
      button.x < toast.x + toast.width &&
      toast.y < button.y + button.height &&
      button.y < toast.y + toast.height
    expect(overlaps).toBe(false)
    // Taken to the field it is about.
    expect(await page.getByLabel("First name").evaluate((input) => input === document.activeElement)).toBe(
      true
    )
  })

  it("returns focus to the page, not to nowhere, when the order-placed dialog closes with Escape", async () => {
    const page = await grill.newPage()
    await page.goto("/")
    await page.getByRole("button", { name: "Add Pretzel Bites to cart" }).click()
    await fillCustomer(page, { firstName: "Ada", phone: "4045550141" })
    await page.getByRole("button", { name: "Place Order" }).click()
    await page.getByRole("dialog", { name: "Order Placed Successfully!" }).waitFor()
    // Straight away, while the "Added to cart" toast would still be up: the dialog takes it down
    // as it opens, or that toast took the Escape and the dialog stayed.
    await closeDialogWithEscape(page)
    // The dialog hands focus back as it closes, which on a loaded machine can land a frame after
    // the dialog has left the page: wait for it (30 s), then say where it is.
    await page
      .waitForFunction(() => document.activeElement !== document.body, undefined, { timeout: 30_000 })
      .catch(() => undefined)
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe("BODY")
  })

  it("has no tab stop the eye cannot see in the menu", async () => {
    const page = await grill.newPage()
    await page.goto("/")
    // The checkout is its own chunk: tab through the page once it is all there.
    await page.getByRole("button", { name: "Place Order" }).waitFor()
    await page.getByRole("tab", { name: "Starters" }).focus()
    // Every stop from the menu's tabs to the end of the page must be something one can see.
    const hiddenStops: Array<string> = []
    let stops = 0
    for (; stops < 60; stops++) {
      await page.keyboard.press("Tab")
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null
        if (element === null || element === document.body) return "end"
        const box = element.getBoundingClientRect()
        // An empty panel left focusable is "visible" to CSS but has no size to see.
        return element.checkVisibility() && box.width > 0 && box.height > 0
          ? "visible"
          : element.outerHTML.slice(0, 120)
      })
      if (focused === "end") break
      if (focused !== "visible") hiddenStops.push(focused)
    }
    expect(stops).toBeGreaterThan(8)
    expect(hiddenStops).toEqual([])
  })
})

describe("staff screens", () => {
  it("show only the server's reason after a wrong password", async () => {
    const page = await pages.signedOut()
    await page.goto("/login")
    await page.getByRole("button", { name: "Sign In" }).click()
    await page.getByText("Password is required").waitFor()
    await submitSignIn(page, "admin", "not-the-password")
    await page.getByText("Incorrect username or password").waitFor()
    expect(await page.getByText("Password is required").count()).toBe(0)
    expect(await page.getByText("Username is required").count()).toBe(0)
  })

  it("give back focus to the Edit button after the menu editor's dialog closes with Escape", async () => {
    const page = await pages.signedIn()
    await page.goto("/menu-editor")
    const edit = page.getByRole("button", { name: /^Edit Pretzel Bites/ })
    await edit.click()
    await page.getByRole("dialog").waitFor()
    await closeDialogWithEscape(page)
    expect(await edit.evaluate((button) => button === document.activeElement)).toBe(true)
  })

  it("make every button and select a 44 px touch target for the kitchen's tablet", async () => {
    await placeApiOrder(grill.server, { customer: "Tablet Test", phone: "4045550142" })
    const page = await pages.signedIn({ viewport: { width: 1024, height: 768 } })
    await page.goto("/dashboard")
    await page.locator(".staff-table tbody tr").first().waitFor()
    const small = await page.evaluate(() =>
      Array.from(document.querySelectorAll("main button, main select, main a.button"))
        .filter((element) => (element as HTMLElement).offsetParent !== null)
        .map((element) => ({
          text: element.textContent?.trim().slice(0, 30),
          height: element.getBoundingClientRect().height
        }))
        .filter((control) => control.height < 44)
    )
    expect(small).toEqual([])
  })

  it("keep headings in order and landmarks unique (axe best practices) on the dashboard and the addresses tab", async () => {
    const page = await pages.signedIn()
    for (const path of ["/dashboard", "/admin?tab=addresses"]) {
      await page.goto(path)
      await page.getByRole("heading", { level: 1 }).waitFor()
      await page.waitForLoadState("networkidle")
      const results = await new AxeBuilder({ page }).withRules(["heading-order", "landmark-unique"]).analyze()
      expect(
        results.violations.flatMap((violation) =>
          violation.nodes.map((node) => `${path}: ${violation.id} ${node.html.slice(0, 100)}`)
        )
      ).toEqual([])
    }
  })
})
