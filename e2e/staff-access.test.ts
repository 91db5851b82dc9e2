import { describe, expect, it } from "vitest"
import { expectNoAxeViolations } from "./harness.js"
import { placeApiOrder, submitSignIn, useStaffGrill } from "./staff-support.js"

const { grill, pages } = useStaffGrill()

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
    await submitSignIn(page, "admin", grill.server.adminPassword)

    await page.getByRole("heading", { name: "Admin" }).waitFor()
    const url = new URL(page.url())
    expect(url.pathname + url.search).toBe("/admin?tab=addresses")
    expect(await page.getByRole("tab", { selected: true }).textContent()).toBe("Towne Lake Hills Addresses")
    expect(await page.getByText("Signed in as").textContent()).toBe("Signed in as admin")
  })

  it("never follows a sign-in link off the site", async () => {
    const page = await pages.signedOut()
    await page.goto("/login?next=//example.com/phish")
    await submitSignIn(page, "admin", grill.server.adminPassword)
    await page.getByRole("heading", { name: "Order Dashboard" }).waitFor()
    expect(new URL(page.url()).pathname).toBe("/dashboard")
  })

  it("refuses a wrong password with the server's message and asks for missing fields", async () => {
    const page = await pages.signedOut()
    await page.goto("/login?next=/menu-editor")
    await page.getByRole("button", { name: "Sign In" }).click()
    await page.getByText("Username is required").waitFor()
    await page.getByText("Password is required").waitFor()

    await submitSignIn(page, "admin", "not-the-password")
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

    await submitSignIn(page, "admin", grill.server.adminPassword)
    await page.getByRole("heading", { name: "Closed Orders" }).waitFor()
    await page
      .getByRole("region", { name: "Closed orders" })
      .or(page.getByRole("status").filter({ hasText: "No closed orders found" }))
      .waitFor()
    expect(await page.getByText("Error loading orders").count()).toBe(0)
  })
})

describe("staff accounts and roles", () => {
  /** Signs in through the sign-in screen as a person would. */
  const signInAs = async (username: string, password: string) => {
    const page = await pages.signedOut()
    await page.goto("/login")
    await submitSignIn(page, username, password)
    await page.getByRole("heading", { name: "Order Dashboard" }).waitFor()
    return page
  }

  it("an admin adds a kitchen account; the kitchen sees only its screens, and its work is on the order's history", async () => {
    const admin = await pages.signedIn()
    await admin.goto("/staff-accounts")
    const add = admin.getByRole("region", { name: "Add a staff account" })
    await add.getByRole("button", { name: "Add account" }).click()
    await add
      .getByText("Username must be 2 to 40 lowercase letters, digits, dots, dashes or underscores")
      .waitFor()
    await add.getByLabel("Username").fill("sam")
    await add.getByLabel("Role").selectOption("kitchen")
    await add.getByLabel("First password").fill("kitchen-pass")
    await add.getByRole("button", { name: "Add account" }).click()
    await add.getByText("Added sam (kitchen). They can sign in now.").waitFor()
    const accounts = admin.getByRole("region", { name: "Staff accounts" })
    await accounts.getByRole("row", { name: /sam/ }).waitFor()
    await admin.getByText("admin: Staff account added, Account sam: kitchen").waitFor()
    await expectNoAxeViolations(admin)

    const order = await placeApiOrder(grill.server, { customer: "Robin Role", phone: "4045550188" })
    const kitchen = await signInAs("sam", "kitchen-pass")
    const nav = kitchen.getByRole("navigation", { name: "Staff" })
    await nav.getByRole("link", { name: "Dashboard" }).waitFor()
    expect(await nav.getByRole("link", { name: "Menu Editor" }).count()).toBe(0)
    expect(await nav.getByRole("link", { name: "Staff Accounts" }).count()).toBe(0)
    await kitchen.goto("/menu-editor")
    await kitchen.getByText("Your role cannot do this: it needs admin or manager access").waitFor()

    await kitchen.goto(`/dashboard/order/${order.orderNumber}`)
    await kitchen.getByRole("button", { name: "Accept Order" }).click()
    const history = kitchen.getByRole("region", { name: "History" })
    await history
      .getByText(new RegExp(`^sam: Order accepted, Order ${order.orderNumber}: ready in \\d+ min$`))
      .waitFor()
  })

  it("changes your own password from Your Account", async () => {
    const admin = await pages.signedIn()
    await admin.goto("/staff-accounts")
    const add = admin.getByRole("region", { name: "Add a staff account" })
    await add.getByLabel("Username").fill("lee")
    await add.getByLabel("First password").fill("first-pass")
    await add.getByRole("button", { name: "Add account" }).click()
    await add.getByText(/Added lee/).waitFor()

    const lee = await signInAs("lee", "first-pass")
    await lee.getByRole("link", { name: "Your Account" }).click()
    await lee.getByRole("heading", { name: "Your Account" }).waitFor()
    await lee.getByLabel("Current password").fill("wrong-pass")
    await lee.getByLabel("New password", { exact: true }).fill("second-pass")
    await lee.getByLabel("New password again").fill("second-pass")
    await lee.getByRole("button", { name: "Change password" }).click()
    await lee.getByText("Your current password is not correct").waitFor()
    await lee.getByLabel("Current password").fill("first-pass")
    await lee.getByRole("button", { name: "Change password" }).click()
    await lee.getByText("Password changed. Your other sessions are signed out.").waitFor()
    await signInAs("lee", "second-pass")
  })
})
