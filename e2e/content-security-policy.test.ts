/**
 * Door 5 of issue 13: the built web app runs under the server's Content-Security-Policy with no
 * violation on any screen, customer or staff (a violation means the policy would break a screen
 * or the app needs something the policy should not allow).
 */
import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { useStaffGrill } from "./staff-support.js"

const { grill, pages: staff } = useStaffGrill()

/** Records every CSP violation the page reports, from the DOM event and from the console. */
const watchViolations = async (page: Page): Promise<Array<string>> => {
  const violations: Array<string> = []
  await page.exposeFunction("reportCspViolation", (text: string) => violations.push(text))
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation
      report(
        `${event.violatedDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`
      )
    })
  })
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  return violations
}

const visitAll = async (page: Page, paths: ReadonlyArray<string>) => {
  const violations = await watchViolations(page)
  for (const path of paths) {
    const response = await page.goto(path)
    expect(response?.headers()["content-security-policy"], path).toContain("script-src 'self'")
    await page.locator("main, [role=main], h1").first().waitFor()
    await page.waitForLoadState("networkidle")
  }
  return violations
}

describe("the web app under its Content-Security-Policy", () => {
  it("shows every customer screen without a violation", async () => {
    const page = await grill.newPage()
    const violations = await visitAll(page, [
      "/",
      "/order",
      "/loyalty",
      "/order/ZZZZZ-ZZZZZ",
      "/no-such-page"
    ])
    // Use the menu as a customer would: a dialog and a toast are where inline styles would show up.
    await page.goto("/")
    await page.getByRole("button", { name: /add/i }).first().click()
    await page.waitForLoadState("networkidle")
    expect(violations).toEqual([])
  })

  it("shows every staff screen without a violation", async () => {
    const signedOut = await staff.signedOut()
    expect(await visitAll(signedOut, ["/login"])).toEqual([])
    const page = await staff.signedIn({ permissions: ["notifications"] })
    const violations = await visitAll(page, [
      "/dashboard",
      "/dashboard/new-order",
      "/closed-orders",
      "/admin",
      "/menu-editor",
      "/golf-cart-tracking",
      "/notifications",
      "/logo-viewer",
      "/dashboard/order/ZZZZZ-ZZZZZ"
    ])
    expect(violations).toEqual([])
  })
})
