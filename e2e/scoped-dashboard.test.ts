import { beforeAll, describe, expect, it } from "vitest"
import { DESKTOP_VIEWPORT, expectNoAxeViolations, PHONE_VIEWPORT, staffCookie } from "./harness.js"
import {
  adminCall,
  eventually,
  menuItemId,
  orderRow,
  placeApiOrder,
  submitSignIn,
  useStaffGrill
} from "./staff-support.js"

// Issue 40: staff work per outlet. A kitchen account limited to the club's second outlet (the
// halfway house) opens a dashboard of that outlet's orders alone, named as its own.
const { grill, pages } = useStaffGrill()

const KITCHEN = { username: "hal", password: "halfway-pass-1" } as const

let atGrill: { readonly orderNumber: string }
let atHalfway: { readonly orderNumber: string }

beforeAll(async () => {
  const server = grill.server
  await adminCall(server, "POST", "/api/outlets", { name: "Halfway House", slug: "halfway", kind: "halfway" })
  // Fried Pickles on the halfway house's menu too, so an order can be placed there.
  const id = await menuItemId(server, "Fried Pickles")
  const item = (await fetch(`${server.url}/api/menu/items`).then((r) => r.json())) as Array<{
    readonly id: number
    readonly description: string
    readonly price: number
    readonly categoryId: string
    readonly available: boolean
  }>
  const pickles = item.find((candidate) => candidate.id === id)
  await adminCall(server, "PUT", `/api/menu/items/${id}`, {
    name: "Fried Pickles",
    description: pickles?.description,
    price: pickles?.price,
    categoryId: pickles?.categoryId,
    available: pickles?.available,
    outlets: ["grill", "halfway"]
  })
  await adminCall(server, "POST", "/api/staff/users", { ...KITCHEN, role: "kitchen", outlets: ["halfway"] })
  atGrill = await placeApiOrder(server, { customer: "Gil Grill", phone: "4045550181" })
  atHalfway = await placeApiOrder(server, { customer: "Hal Way", phone: "4045550182", outlet: "halfway" })
})

describe("a kitchen account limited to one outlet", () => {
  for (const viewport of [PHONE_VIEWPORT, DESKTOP_VIEWPORT]) {
    it(`opens a dashboard of its outlet's orders alone, named as its own, at ${viewport.width} px`, async () => {
      const page = await pages.signedOut({ viewport })
      await page.goto("/login?next=/dashboard")
      await submitSignIn(page, KITCHEN.username, KITCHEN.password)
      await page.waitForURL(/\/dashboard$/)
      await orderRow(page, atHalfway.orderNumber).waitFor()
      expect(await page.locator(".staff-page-header__subtitle").textContent()).toBe("Halfway House")
      // Its one outlet leaves nothing to choose: no chips, and never the grill's order.
      expect(await page.getByRole("group", { name: "Outlet" }).count()).toBe(0)
      expect(await orderRow(page, atGrill.orderNumber).count()).toBe(0)
      // Its ordering bar is its own kitchen's: a pause there pauses the halfway house, not the grill.
      await page.getByRole("heading", { name: "Online Ordering · Halfway House" }).waitFor()
      await expectNoAxeViolations(page)
      if (viewport === DESKTOP_VIEWPORT) {
        await page.getByRole("button", { name: "Pause…" }).click()
        await page.getByLabel("Reason customers see").fill("Restocking the cooler")
        await page.getByRole("button", { name: "Pause Ordering" }).click()
        await page.getByRole("button", { name: "Resume Ordering" }).waitFor()
        const status = (path: string) =>
          fetch(`${grill.server.url}${path}`).then(
            (response) => response.json() as Promise<{ state: string }>
          )
        expect((await status("/api/outlets/halfway/status")).state).toBe("paused")
        expect((await status("/api/ordering/status")).state).not.toBe("paused")
        await page.getByRole("button", { name: "Resume Ordering" }).click()
        await eventually(async () => (await status("/api/outlets/halfway/status")).state).not.toBe("paused")
      }

      await page.goto("/closed-orders")
      await page.getByText("No closed orders found").waitFor()
      expect(await page.locator(".staff-page-header__subtitle").textContent()).toBe("Halfway House")
    })
  }

  it("an admin sees both outlets' orders with chips, and limits an account to an outlet on the staff accounts screen", async () => {
    const page = await pages.signedIn()
    await page.goto("/dashboard")
    await orderRow(page, atHalfway.orderNumber).waitFor()
    await orderRow(page, atGrill.orderNumber).waitFor()
    expect(await page.locator(".staff-page-header__subtitle").count()).toBe(0)
    const taken = page.locator(".summary-taken")
    await eventually(() => taken.textContent()).toContain("Taken today: 2 orders,")
    const chips = page.getByRole("group", { name: "Outlet" })
    // The address holds the choice (a navigation, so the radio is checked once it lands).
    await chips.getByRole("radio", { name: "Halfway House" }).click()
    await page.waitForURL(/\?outlet=halfway$/)
    await eventually(() => chips.getByRole("radio", { name: "Halfway House" }).isChecked()).toBe(true)
    await eventually(() => orderRow(page, atGrill.orderNumber).count()).toBe(0)
    expect(await page.locator(".staff-page-header__subtitle").textContent()).toBe("Halfway House")
    // The day's figures follow the chip: the halfway house's one order.
    await eventually(() => taken.textContent()).toContain("Taken today: 1 order,")

    await page.goto("/staff-accounts")
    const halRow = page.getByRole("row", { name: /^hal\b/ })
    await eventually(() => halRow.textContent()).toContain("Halfway House")
    const add = page.locator("form.staff-accounts__form")
    await add.getByLabel("Username").fill("pat")
    await add.getByLabel("Role").selectOption("kitchen")
    await add.getByLabel("First password").fill("cart-pass-123")
    const works = add.getByRole("group", { name: "Works at" })
    await works.getByRole("checkbox", { name: "All outlets" }).uncheck()
    await works.getByRole("checkbox", { name: "Halfway House" }).check()
    await add.getByRole("button", { name: "Add account" }).click()
    await page.getByText("Added pat (kitchen). They can sign in now.").waitFor()
    const response = await fetch(`${grill.server.url}/api/staff/users`, {
      headers: { cookie: await staffCookie(grill.server) }
    })
    const { users } = (await response.json()) as {
      users: ReadonlyArray<{ readonly username: string; readonly outlets: ReadonlyArray<string> | null }>
    }
    expect(users.find((user) => user.username === "pat")?.outlets).toEqual(["halfway"])
    await expectNoAxeViolations(page)

    // Every outlet again, from the account's row.
    await page.getByRole("button", { name: "Change outlets of pat" }).click()
    await page
      .getByRole("group", { name: "Where pat works" })
      .getByRole("checkbox", { name: "All outlets" })
      .check()
    await page.getByRole("button", { name: "Save outlets" }).click()
    await eventually(() => page.getByRole("row", { name: /^pat\b/ }).textContent()).toContain("All outlets")
  })
})
