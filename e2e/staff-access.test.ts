import { describe, expect, it } from "vitest"
import { useGrill } from "./harness.js"
import { useStaffPages } from "./staff-support.js"

const grill = useGrill()
const pages = useStaffPages(grill)

const STAFF_ROUTES = [
  "/dashboard",
  "/closed-orders",
  "/dashboard/order/ABCDE-12345",
  "/admin",
  "/menu-editor",
  "/logo-viewer",
  "/notifications",
  "/golf-cart-tracking"
]

describe("staff sign-in", () => {
  it("sends a signed-out visitor from every staff route to sign in", async () => {
    const page = await pages.signedOut()
    for (const route of STAFF_ROUTES) {
      await page.goto(route)
      await page.getByRole("heading", { name: "Staff Sign In" }).waitFor()
      const url = new URL(page.url())
      expect(url.pathname).toBe("/login")
      expect(url.searchParams.get("next")).toBe(route)
    }
  })

  it("brings staff back to the page they asked for after signing in", async () => {
    const page = await pages.signedOut()
    await page.goto("/admin?tab=addresses")
    await page.getByLabel("Username").fill("admin")
    await page.getByLabel("Password").fill(grill.server.adminPassword)
    await page.getByRole("button", { name: "Sign In" }).click()

    await page.getByRole("heading", { name: "Admin" }).waitFor()
    const url = new URL(page.url())
    expect(url.pathname + url.search).toBe("/admin?tab=addresses")
    expect(await page.getByRole("tab", { selected: true }).textContent()).toBe("Towne Lake Hills Addresses")
    expect(await page.getByText("Signed in as").textContent()).toBe("Signed in as admin")
  })

  it("never follows a sign-in link off the site", async () => {
    const page = await pages.signedOut()
    await page.goto("/login?next=//example.com/phish")
    await page.getByLabel("Username").fill("admin")
    await page.getByLabel("Password").fill(grill.server.adminPassword)
    await page.getByRole("button", { name: "Sign In" }).click()
    await page.getByRole("heading", { name: "Order Dashboard" }).waitFor()
    expect(new URL(page.url()).pathname).toBe("/dashboard")
  })

  it("refuses a wrong password with the server's message and asks for missing fields", async () => {
    const page = await pages.signedOut()
    await page.goto("/login?next=/menu-editor")
    await page.getByRole("button", { name: "Sign In" }).click()
    await page.getByText("Username is required").waitFor()
    await page.getByText("Password is required").waitFor()

    await page.getByLabel("Username").fill("admin")
    await page.getByLabel("Password").fill("not-the-password")
    await page.getByRole("button", { name: "Sign In" }).click()
    const alert = page.getByRole("alert").filter({ hasText: "Sign-in failed" })
    await alert.waitFor()
    expect(await alert.textContent()).toContain("Incorrect username or password")
    expect(await page.getByLabel("Password").inputValue()).toBe("")
    expect(new URL(page.url()).pathname).toBe("/login")

    const me = await page.evaluate(() => fetch("/api/auth/me").then((response) => response.status))
    expect(me).toBe(401)
  })

  it("signs out, after which staff routes ask for sign-in again", async () => {
    const page = await pages.signedIn()
    await page.goto("/golf-cart-tracking")
    await page.getByRole("heading", { name: "Golf Cart Order Tracking" }).waitFor()
    await page.getByRole("button", { name: "Sign Out" }).click()
    await page.getByRole("heading", { name: "Staff Sign In" }).waitFor()

    await page.goto("/dashboard")
    await page.getByRole("heading", { name: "Staff Sign In" }).waitFor()
    expect(new URL(page.url()).searchParams.get("next")).toBe("/dashboard")
  })

  it("sends staff to sign in when the session ends while a screen is open", async () => {
    const page = await pages.signedIn()
    await page.goto("/closed-orders")
    await page.getByRole("heading", { name: "Closed Orders" }).waitFor()
    await page.context().clearCookies()
    await page.getByRole("button", { name: /^Refresh/ }).click()

    await page.getByRole("heading", { name: "Staff Sign In" }).waitFor()
    expect(new URL(page.url()).searchParams.get("next")).toBe("/closed-orders")

    await page.getByLabel("Username").fill("admin")
    await page.getByLabel("Password").fill(grill.server.adminPassword)
    await page.getByRole("button", { name: "Sign In" }).click()
    await page.getByRole("heading", { name: "Closed Orders" }).waitFor()
    await page
      .getByRole("region", { name: "Closed orders" })
      .or(page.getByRole("status").filter({ hasText: "No closed orders found" }))
      .waitFor()
    expect(await page.getByText("Error loading orders").count()).toBe(0)
  })
})
