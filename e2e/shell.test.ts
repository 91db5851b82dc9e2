import { describe, expect, it } from "vitest"
import { PHONE_VIEWPORT, useGrill } from "./harness.js"

const grill = useGrill()

describe("site shell", () => {
  it("shows the venue's facts from the API in the header and footer", async () => {
    const venue = await fetch(`${grill.server.url}/api/venue`).then((r) => r.json())
    const page = await grill.newPage()
    await page.goto("/")
    const header = page.getByRole("banner")
    await header.getByRole("link", { name: venue.name }).waitFor()
    await header
      .getByText(`${venue.streetAddress}, ${venue.city}, ${venue.state} ${venue.postalCode}`)
      .waitFor()
    await header.getByRole("link", { name: venue.phone }).waitFor()
    expect(
      await page.getByRole("navigation", { name: "Sections" }).getByRole("link").allTextContents()
    ).toEqual(["Order Online"])

    const footer = page.getByRole("contentinfo")
    for (const hours of ["Mon-Thu 11am-9pm", "Fri-Sat 11am-10pm", "Sun 11am-8pm"]) {
      await footer.getByText(hours).waitFor()
    }
    expect(await footer.getByRole("link", { name: "Staff dashboard" }).getAttribute("href")).toBe(
      "/dashboard"
    )

    await header.getByRole("link", { name: "Loyalty Rewards" }).click()
    await page.getByRole("heading", { name: "Loyalty Rewards" }).waitFor()
    expect(new URL(page.url()).pathname).toBe("/loyalty")
    await header.getByRole("link", { name: "Menu & Ordering" }).click()
    await page.getByRole("heading", { name: "Place Your Order" }).waitFor()
    // The browser drew this page (a wide screen): React puts the screen's title first in the head,
    // ahead of the page's placeholder, which stays for the screens and moments without one.
    expect(await page.title()).toMatch(/^Place Your Order · /)
  })

  it("shows 'Something went wrong' in place of the site when the venue cannot be loaded", async () => {
    const page = await grill.newPage(PHONE_VIEWPORT)
    // The venue normally comes in the page; without it there (as from Vite's dev server) it is fetched.
    await page.route(
      (url) => url.pathname === "/",
      async (route) => {
        const response = await route.fetch()
        const html = (await response.text()).replace(
          /<script type="application\/json" id="grill-boot">[^<]*<\/script>/,
          ""
        )
        await route.fulfill({ response, body: html })
      }
    )
    await page.route("**/api/venue", (route) => route.abort())
    await page.goto("/")
    await page.getByRole("heading", { name: "Something went wrong" }).waitFor()
    await page.getByRole("main").getByText("Failed to connect to the server").waitFor()
    expect(await page.getByRole("banner").count()).toBe(0)

    await page.unrouteAll()
    await page.getByRole("button", { name: "Reload the page" }).click()
    await page.getByRole("heading", { name: "Place Your Order" }).waitFor()
  })

  it("shows 'Something went wrong' when a screen's code fails to load, and the site again after going back", async () => {
    const page = await grill.newPage()
    await page.route("**/assets/LoyaltyScreen-*.js", (route) => route.abort())
    await page.goto("/")
    await page.getByRole("heading", { name: "Place Your Order" }).waitFor()
    await page.getByRole("banner").getByRole("link", { name: "Loyalty Rewards" }).click()
    await page.getByRole("heading", { name: "Something went wrong" }).waitFor()
    await page.getByText("An unexpected error occurred.").waitFor()
    // The page carries the venue: the way to order by phone is still there.
    await page.getByRole("main").getByRole("link", { name: "(770) 555-0142" }).waitFor()

    await page.goBack()
    await page.getByRole("heading", { name: "Place Your Order" }).waitFor()
    expect(await page.getByRole("heading", { name: "Something went wrong" }).count()).toBe(0)
  })

  it("answers any other path with the 404 page", async () => {
    const page = await grill.newPage(PHONE_VIEWPORT)
    await page.goto("/no/such/page")
    await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor()
    expect(await page.locator(".not-found__hint code").first().textContent()).toBe("/no/such/page")
    await page.getByRole("link", { name: "Back to the menu" }).click()
    await page.getByRole("heading", { name: "Place Your Order" }).waitFor()
  })

  it("shows 'Order not found' with a way back for an unknown order number", async () => {
    const page = await grill.newPage()
    await page.goto("/order/NOPE0-00000")
    await page.getByRole("heading", { name: "Order not found" }).waitFor()
    await page.locator(".toast--destructive").waitFor()
    await page.getByRole("link", { name: "Back to Menu" }).click()
    await page.getByRole("heading", { name: "Place Your Order" }).waitFor()
  })
})
