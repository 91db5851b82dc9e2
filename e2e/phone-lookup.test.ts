import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { expectToast, useGrill } from "./harness.js"
import type { GrillServer } from "./server.js"

const grill = useGrill()

interface CreatedMember {
  readonly id: string
  readonly createdAt: string
  /** The grill_phone credential the server issued with the account (this "browser" created it). */
  readonly credential: string
}

const postJson = async (server: GrillServer, path: string, body: unknown, cookie = "") => {
  const response = await fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify(body)
  })
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
  const credential = /grill_phone=([^;]+)/.exec(response.headers.get("set-cookie") ?? "")?.[1] ?? ""
  return { body: (await response.json()) as { user: Omit<CreatedMember, "credential"> }, credential }
}

/**
 * A member created as a browser would create one, keeping the phone credential the server hands
 * that browser: pages given it (holding) see the whole record, others only the greeting.
 */
const createMember = async (
  server: GrillServer,
  phone: string,
  name: string,
  deliveryAddress?: { address: string; city: string; state: string; zipCode: string },
  /** The credential the same browser already holds: the new one names its phones too. */
  held?: CreatedMember
): Promise<CreatedMember> => {
  const { body, credential } = await postJson(
    server,
    "/api/loyalty/users",
    { phone, name },
    held === undefined ? "" : `grill_phone=${held.credential}`
  )
  if (deliveryAddress) {
    const [firstName, lastName] = name.split(" ")
    await postJson(
      server,
      "/api/users/update",
      { userId: body.user.id, phone, firstName, lastName, deliveryAddress },
      `grill_phone=${credential}`
    )
  }
  return { ...body.user, credential }
}

/** The browser that created the member: it holds the member's phone credential. */
const holding = async (page: Page, member: CreatedMember) =>
  page.context().addCookies([{ name: "grill_phone", value: member.credential, url: grill.server.url }])

/** A page whose clock reads `secondsAfter` seconds after the member was created. */
const pageAt = async (member: CreatedMember, secondsAfter: number): Promise<Page> => {
  const page = await grill.newPage()
  await holding(page, member)
  await page.clock.install({ time: new Date(Date.parse(member.createdAt) + secondsAfter * 1000) })
  await page.goto("/")
  return page
}

const findPhone = async (page: Page, phone: string) => {
  await page.getByLabel("Phone", { exact: true }).fill(phone)
  await page.getByRole("button", { name: "Find" }).click()
}

describe("phone lookup", () => {
  it("greets a new customer, and enables Find only with ten digits", async () => {
    const page = await grill.newPage()
    await page.goto("/")
    const phone = page.getByLabel("Phone", { exact: true })
    await phone.fill("404555011")
    expect(await page.getByRole("button", { name: "Find" }).isDisabled()).toBe(true)
    expect(await page.getByRole("img", { name: "10-digit phone number entered" }).count()).toBe(0)

    await phone.fill("4045550110")
    expect(await phone.inputValue()).toBe("(404) 555-0110")
    await page.getByRole("img", { name: "10-digit phone number entered" }).waitFor()
    await page.getByRole("button", { name: "Find" }).click()
    await page.getByText("New customer! We'll create a loyalty account for you.").waitFor()

    await page.getByRole("button", { name: "Clear phone number" }).click()
    expect(await phone.inputValue()).toBe("")
    expect(await page.getByText("New customer!", { exact: false }).count()).toBe(0)
  })

  it("welcomes a member back and fills the form, with the toast only for records older than 30 seconds", async () => {
    const member = await createMember(grill.server, "4045550111", "Lee Trevino")

    const fresh = await pageAt(member, 5)
    await findPhone(fresh, "4045550111")
    await fresh.getByText("Welcome back, Lee!").waitFor()
    expect(await fresh.getByLabel("First name").inputValue()).toBe("Lee")
    expect(await fresh.getByLabel("Last name").inputValue()).toBe("Trevino")
    expect(await fresh.locator(".toast", { hasText: "Welcome back!" }).count()).toBe(0)

    const later = await pageAt(member, 31)
    await findPhone(later, "4045550111")
    await expectToast(later, "Welcome back!", "We've filled in your information automatically.")
    await later.getByRole("button", { name: "Clear phone number" }).click()
    expect(await later.getByLabel("First name").inputValue()).toBe("")
    expect(await later.getByLabel("Last name").inputValue()).toBe("")
  })

  it("prices the member ice-cream discount exactly as the server does", async () => {
    await createMember(grill.server, "4045550112", "Nancy Lopez")
    const page = await grill.newPage()
    await page.goto("/")
    await page.getByRole("tab", { name: "Ice Cream" }).click()
    await page.getByText("Members get 50% off ice cream ($2 scoops).").waitFor()
    await page.getByRole("button", { name: "Add Vanilla Scoop to cart" }).click()
    await page.getByLabel("First name").fill("Nancy")
    await findPhone(page, "4045550112")
    const discount = page.locator(".totals__row--discount dd")
    await discount.waitFor()
    expect(await discount.textContent()).toBe("-$2.00")

    await page.getByRole("button", { name: "Place Order" }).click()
    const dialog = page.getByRole("dialog", { name: "Order Placed Successfully!" })
    await dialog.waitFor()
    // A click on the backdrop closes the dialog, like Escape and Close.
    await page.mouse.click(5, 5)
    await dialog.waitFor({ state: "detached" })
  })

  it("reuses an eligible saved address and refuses one outside the community", async () => {
    const annika = await createMember(grill.server, "4045550113", "Annika Sorenstam", {
      address: "108 Hickory Lane",
      city: "Woodstock",
      state: "GA",
      zipCode: "30188"
    })
    const both = await createMember(
      grill.server,
      "4045550114",
      "Tom Watson",
      { address: "1 Peachtree Street", city: "Atlanta", state: "GA", zipCode: "30303" },
      annika
    )
    const page = await grill.newPage()
    await holding(page, both)
    await page.goto("/")
    await page.getByRole("tab", { name: "Salads" }).click()
    await page.getByRole("button", { name: "Add Cobb Salad to cart" }).click()
    await page.getByRole("radio", { name: /Delivery/ }).check()

    await findPhone(page, "4045550114")
    await page.getByRole("button", { name: "Deliver to my saved address" }).click()
    await expectToast(
      page,
      "Address Not Eligible",
      "Delivery is only available to Towne Lake Hills residents."
    )

    await page.getByRole("button", { name: "Clear phone number" }).click()
    await findPhone(page, "4045550113")
    await page.getByText("Welcome back, Annika!").waitFor()
    // The lookup shows the saved address masked; the server delivers to the real one.
    await page.getByText("•• Hickory Lane", { exact: false }).waitFor()
    await page.getByRole("button", { name: "Deliver to my saved address" }).click()
    await page.getByText("Address Verified").waitFor()

    await page.getByRole("button", { name: "Place Order" }).click()
    const dialog = page.getByRole("dialog", { name: "Order Placed Successfully!" })
    await dialog.getByRole("link", { name: "View Order Details" }).click()
    // The order page is public (its number is the key), so the saved address stays masked there too.
    await page.getByText("•• Hickory Lane").waitFor()
    expect(await page.getByText("108 Hickory Lane").count()).toBe(0)
  })
})
